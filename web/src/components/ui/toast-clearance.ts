import { useEffect } from 'react';

// Toasts cover nothing the user is using (docs/product.md#messages). They sit at the bottom, above
// the tab bar; while any shows, the page keeps room for them at its end (--toast-clearance, in
// styles.css: the main column's bottom padding and the scroll padding focus honours), and the
// control in use (the focused one) is scrolled clear of them when a toast arrives over it.

const clearanceVariable = '--toast-clearance';
const gap = 12;

/** The toasts showing: visible, and not on their way out. */
const showing = (toaster: Element) => [
  ...toaster.querySelectorAll<HTMLElement>(
    '[data-sonner-toast][data-visible="true"]:not([data-removed="true"])',
  ),
];

/** The height the visible toasts take from the bottom of the toaster's list up, with a gap. */
function toastsHeight(toaster: Element): number {
  const toasts = showing(toaster);
  if (toasts.length === 0) return 0;
  const top = Math.min(...toasts.map((toast) => toast.getBoundingClientRect().top));
  const bottom = Math.max(...toasts.map((toast) => toast.getBoundingClientRect().bottom));
  return Math.ceil(bottom - top) + gap;
}

/** The focused control, if a toast now lies over it: it is brought above the toasts. */
function keepFocusClear(toaster: Element) {
  const focused = document.activeElement;
  if (!(focused instanceof HTMLElement) || focused === document.body || toaster.contains(focused)) return;
  const toastsTop = Math.min(...showing(toaster).map((toast) => toast.getBoundingClientRect().top));
  if (focused.getBoundingClientRect().bottom > toastsTop) focused.scrollIntoView({ block: 'nearest' });
}

export function useToastClearance(): void {
  useEffect(() => {
    const root = document.documentElement;
    let shown = 0;
    const update = () => {
      // Looked up each time: sonner takes its list away when the last toast has gone.
      const toaster = document.querySelector('[data-sonner-toaster]');
      const height = toaster ? toastsHeight(toaster) : 0;
      root.style.setProperty(clearanceVariable, `${height}px`);
      if (toaster && height > shown) keepFocusClear(toaster);
      shown = height;
    };
    const observer = new MutationObserver(update);
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-visible', 'data-removed'],
    });
    return () => {
      observer.disconnect();
      root.style.removeProperty(clearanceVariable);
    };
  }, []);
}
