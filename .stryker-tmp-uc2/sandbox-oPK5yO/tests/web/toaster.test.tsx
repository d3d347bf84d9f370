// @ts-nocheck
import { act, render, screen } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it } from 'vitest';
import { Toaster } from '#web/components/ui/toaster.tsx';

// Toasts must not cover the header or the heading under it: they sit at the bottom, above
// the tab bar (fixed on a phone, floating on wide screens), with the spec's count and timing.

async function showToasts(count: number) {
  render(<Toaster />);
  for (let i = 1; i <= count; i++) act(() => void toast(`Toast ${i}`));
  await screen.findByText(`Toast ${count}`);
  return document.querySelector<HTMLElement>('[data-sonner-toaster]')!;
}

describe('the toast region', () => {
  it('sits at the bottom centre, above the tab bar and the safe area on a phone', async () => {
    const region = await showToasts(1);
    expect(region).toHaveAttribute('data-y-position', 'bottom');
    expect(region).toHaveAttribute('data-x-position', 'center');
    expect(region.style.getPropertyValue('--mobile-offset-bottom')).toBe(
      'calc(var(--tab-bar-height) + env(safe-area-inset-bottom, 0px) + 0.75rem)',
    );
  });

  it('sits above the floating tab bar on wide screens', async () => {
    const region = await showToasts(1);
    expect(region.style.getPropertyValue('--offset-bottom')).toBe(
      'calc(var(--tab-bar-height) + 1.5rem + 0.75rem)',
    );
  });

  it('still shows at most 3 toasts', async () => {
    await showToasts(4);
    const visible = [...document.querySelectorAll('[data-sonner-toast]')].filter(
      (element) => element.getAttribute('data-visible') === 'true',
    );
    expect(visible).toHaveLength(3);
  });
});
