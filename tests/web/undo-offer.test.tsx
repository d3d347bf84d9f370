import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DELETE_UNDO_WINDOW_SECONDS, TOAST_DURATION_MS } from '#domain/constants.ts';
import { messages } from '#domain/messages.ts';
import { Toaster } from '#web/components/ui/toaster.tsx';
import { offerUndo } from '#web/lib/undo-offer.ts';

// docs/product.md#states-and-transitions: the server keeps a deleted item for
// DELETE_UNDO_WINDOW_SECONDS, so Undo is offered for that window (less a margin for the
// request's way there), not for an ordinary toast's 4.5 s. A fake clock, not a wait.

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: false });
});
afterEach(() => {
  vi.useRealTimers();
});

const undoButton = () => screen.queryByRole('button', { name: 'Undo' });

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('the Undo offer', () => {
  it('stays for the undo window, far past an ordinary toast, and goes before the window closes', async () => {
    render(<Toaster />);
    const onUndo = vi.fn();
    await act(async () => {
      offerUndo(messages.itemDeleted, onUndo);
      await vi.advanceTimersByTimeAsync(0);
    });
    await advance(0);
    expect(undoButton()).toBeInTheDocument();

    await advance(TOAST_DURATION_MS + 5_500); // 10 s: an ordinary toast is long gone
    expect(undoButton()).toBeInTheDocument();
    await advance((DELETE_UNDO_WINDOW_SECONDS - 5) * 1000 - 10_000 - 500);
    expect(undoButton()).toBeInTheDocument();

    await advance(1_500);
    await advance(300); // the toast's exit, a render later
    expect(undoButton()).not.toBeInTheDocument();
    expect(onUndo).not.toHaveBeenCalled();
  });

  it('calls Undo once when pressed', async () => {
    render(<Toaster />);
    const onUndo = vi.fn();
    await act(async () => {
      offerUndo(messages.tryAgain, onUndo);
      await vi.advanceTimersByTimeAsync(0);
    });
    await advance(30_000);
    await act(async () => undoButton()!.click());
    await advance(1_000);
    expect(onUndo).toHaveBeenCalledTimes(1);
    expect(undoButton()).not.toBeInTheDocument();
  });

  it('offered again after a reload, stays for the time left of the window only', async () => {
    render(<Toaster />);
    const onEnded = vi.fn();
    await act(async () => {
      offerUndo(messages.itemDeleted, vi.fn(), { itemId: '01R', withdrawInMs: 20_000, onEnded });
      await vi.advanceTimersByTimeAsync(0);
    });
    await advance(0);
    await advance(19_000);
    expect(undoButton()).toBeInTheDocument();
    await advance(1_500);
    await advance(300); // the toast's exit, a render later
    expect(undoButton()).not.toBeInTheDocument();
    expect(onEnded).toHaveBeenCalledTimes(1);
  });
});
