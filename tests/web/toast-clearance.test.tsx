import { act, render, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { Toaster } from '#web/components/ui/toaster.tsx';

// docs/product.md#messages: while a toast shows, the page keeps room for it at its end
// (--toast-clearance) and a focused control a toast arrives over is scrolled clear of it. The
// layout itself, at 390x844 and 1280x800: tests/e2e/toasts-cover-nothing.test.ts.

const clearance = () => document.documentElement.style.getPropertyValue('--toast-clearance');

function rectAt(top: number, height: number): DOMRect {
  return {
    top,
    bottom: top + height,
    height,
    left: 0,
    right: 390,
    width: 390,
    x: 0,
    y: top,
    toJSON: () => ({}),
  };
}

describe('room for the toasts', () => {
  it(
    'is kept while a toast shows, from its height, and given back when it goes',
    { timeout: 15_000 },
    async () => {
      const spy = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
        this: HTMLElement,
      ) {
        return this.hasAttribute('data-sonner-toast') ? rectAt(700, 64) : rectAt(0, 0);
      });
      render(<Toaster />);
      let id: string | number = 0;
      act(() => void (id = toast('Item saved')));
      await screen.findByText('Item saved');
      await waitFor(() => expect(clearance()).toBe('76px')); // 64 and a 12 px gap
      act(() => void toast.dismiss(id));
      await waitFor(() => expect(clearance()).toBe('0px'));
      spy.mockRestore();
    },
  );

  it("keeps a band behind the toasts from the screen's bottom to their top, and takes it away", async () => {
    const band = () => document.documentElement.style.getPropertyValue('--toast-band');
    const spy = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      const toasts = this.hasAttribute('data-sonner-toast') || this.hasAttribute('data-sonner-toaster');
      return toasts ? rectAt(700, 64) : rectAt(0, 0);
    });
    render(<Toaster />);
    let id: string | number = 0;
    act(() => void (id = toast('Item deleted')));
    await screen.findByText('Item deleted');
    await waitFor(() => expect(band()).toBe(`${window.innerHeight - 700}px`));
    act(() => void toast.dismiss(id));
    await waitFor(() => expect(band()).toBe('0px'));
    spy.mockRestore();
  });

  it('scrolls the focused control clear when a toast arrives over it', async () => {
    const button = document.createElement('button');
    document.body.append(button);
    button.focus();
    const scrolled = vi.fn();
    button.scrollIntoView = scrolled;
    const spy = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      if (this === button) return rectAt(720, 40); // where the toast will be
      return this.hasAttribute('data-sonner-toast') ? rectAt(700, 64) : rectAt(0, 0);
    });
    render(<Toaster />);
    act(() => void toast('Photos added'));
    await screen.findByText('Photos added');
    await waitFor(() => expect(scrolled).toHaveBeenCalledWith({ block: 'nearest' }));
    spy.mockRestore();
    button.remove();
  });
});
