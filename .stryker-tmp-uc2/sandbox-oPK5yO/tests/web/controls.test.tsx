// @ts-nocheck
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOOLTIP_SIDE_OFFSET_PX } from '#domain/constants.ts';
import {
  emptySelectValueError,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '#web/components/ui/select.tsx';
import { Slider } from '#web/components/ui/slider.tsx';
import { Toaster } from '#web/components/ui/toaster.tsx';
import { Tooltip } from '#web/components/ui/tooltip.tsx';

afterEach(() => {
  vi.useRealTimers();
});

/** Radix resets a select's type-ahead after 1 s (its own default, which we keep). */
const radixTypeaheadResetMs = 1000;

describe('select', () => {
  it('refuses an option whose value is an empty string', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() =>
      render(
        <Select open>
          <SelectTrigger aria-label="Price">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="">Custom price</SelectItem>
          </SelectContent>
        </Select>,
      ),
    ).toThrow(emptySelectValueError);
  });

  it('resets its type-ahead after 1 second', async () => {
    const user = userEvent.setup();
    render(
      <Select defaultOpen>
        <SelectTrigger aria-label="Country">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {['Australia', 'Canada', 'Ireland', 'UK', 'USA'].map((name) => (
            <SelectItem key={name} value={name}>
              {name}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>,
    );
    const focused = () => document.activeElement?.textContent;
    await waitFor(() => expect(focused()).toMatch(/^Australia/));
    await user.keyboard('u');
    await waitFor(() => expect(focused()).toMatch(/^UK/));
    // Within the second the letters add up: "us" is USA.
    await user.keyboard('s');
    await waitFor(() => expect(focused()).toMatch(/^USA/));
    // After 1 second the search starts again: "c" alone is Canada.
    // Still within the second, "c" extends the search to "usc", which matches nothing.
    await user.keyboard('c');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(focused()).toMatch(/^USA/);
    // Once the 1 s reset has passed, "c" alone is a new search: Canada.
    await new Promise((resolve) => setTimeout(resolve, radixTypeaheadResetMs + 50));
    await user.keyboard('c');
    await waitFor(() => expect(focused()).toMatch(/^Canada/));
  });
});

describe('slider', () => {
  it('moves one step of 0.5 per arrow key', async () => {
    const onChange = vi.fn();
    render(
      <Slider thumbLabel="Price" min={10} max={20} step={0.5} defaultValue={[10]} onValueChange={onChange} />,
    );
    const thumb = screen.getByRole('slider', { name: 'Price' });
    act(() => thumb.focus());
    await userEvent.setup().keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenCalledWith([10.5]);
  });
});

describe('tooltip', () => {
  it('sits 4 px from its trigger by default', async () => {
    expect(TOOLTIP_SIDE_OFFSET_PX).toBe(4);
    const user = userEvent.setup();
    render(
      <Tooltip content="Copy the title">
        <button type="button">Copy</button>
      </Tooltip>,
    );
    await user.hover(screen.getByRole('button', { name: 'Copy' }));
    const content = await screen.findByRole('tooltip');
    expect(content).toHaveTextContent('Copy the title');
    // jsdom lays nothing out (every box is 0 x 0), so the popper's shift away from the trigger
    // on the default top side is the side offset alone.
    const wrapper = document.querySelector<HTMLElement>('[data-radix-popper-content-wrapper]');
    await waitFor(() =>
      expect(wrapper?.style.transform).toBe(`translate(0px, -${TOOLTIP_SIDE_OFFSET_PX}px)`),
    );
  });
});

describe('toasts', () => {
  it('shows at most 3 at once', async () => {
    render(<Toaster />);
    act(() => {
      for (const n of [1, 2, 3, 4]) toast(`Toast ${n}`);
    });
    await screen.findByText('Toast 4');
    await waitFor(() =>
      expect(document.querySelectorAll('[data-sonner-toast][data-visible="true"]')).toHaveLength(3),
    );
  });

  it('dismisses a toast after about 4.5 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(<Toaster />);
    act(() => {
      toast('Short-lived');
    });
    await screen.findByText('Short-lived');
    act(() => vi.advanceTimersByTime(4000));
    expect(screen.getByText('Short-lived')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1500));
    await waitFor(() => expect(screen.queryByText('Short-lived')).not.toBeInTheDocument());
  });
});
