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
