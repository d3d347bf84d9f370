import type { Page } from 'playwright-core';

// Toasts must stay clear of controls (docs/design.md): the browser tests ask the page which of
// its controls a showing toast lies over.

/**
 * The toasts showing now, and the names of the controls of the page's `main` that any of them
 * lies over, any part of their box: a control the user may need next, hidden under a toast.
 */
export function controlsUnderToasts(page: Page): Promise<{ toasts: number; covered: string[] }> {
  return page.evaluate(() => {
    const toasts = [...document.querySelectorAll('[data-sonner-toast][data-visible="true"]')].map((toast) =>
      toast.getBoundingClientRect(),
    );
    const controls = document.querySelectorAll<HTMLElement>(
      'main :is(button, a[href], input, textarea, select, [role="slider"], [role="tab"], [role="combobox"])',
    );
    const covered = [...controls].flatMap((control) => {
      const box = control.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) return []; // not shown, or read to screen readers only
      const under = toasts.some(
        (toast) =>
          box.left < toast.right &&
          box.right > toast.left &&
          box.top < toast.bottom &&
          box.bottom > toast.top,
      );
      return under ? [control.getAttribute('aria-label') ?? control.textContent ?? '?'] : [];
    });
    return { toasts: toasts.length, covered };
  });
}

/**
 * The text and photos of the screen's cards that show under a toast: for each, at the middle of
 * where it meets a toast, the first thing under the toast is the card's own (not the band of
 * page background the main screen keeps behind toasts, nor anything else above it).
 */
export function cardContentUnderToasts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const toasts = [...document.querySelectorAll('[data-sonner-toast][data-visible="true"]')].map((toast) =>
      toast.getBoundingClientRect(),
    );
    const content = [...document.querySelectorAll<HTMLElement>('main .card *')].filter(
      (element) =>
        element instanceof HTMLImageElement ||
        [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim()),
    );
    return content.flatMap((element) => {
      const box = element.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) return [];
      const shows = toasts.some((toast) => {
        const left = Math.max(box.left, toast.left);
        const right = Math.min(box.right, toast.right);
        const top = Math.max(box.top, toast.top);
        const bottom = Math.min(box.bottom, toast.bottom);
        if (left >= right || top >= bottom) return false;
        const under = document
          .elementsFromPoint((left + right) / 2, (top + bottom) / 2)
          .find((hit) => !hit.closest('[data-sonner-toaster]'));
        return under !== undefined && element.contains(under);
      });
      return shows ? [element.getAttribute('alt') || element.textContent?.trim() || element.tagName] : [];
    });
  });
}
