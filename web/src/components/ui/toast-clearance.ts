import { useEffect } from 'react';
import { scrollClearOf } from './toast-clear-scroll';

// Toasts cover nothing the user is using (docs/product.md#messages). They sit at the bottom, above
// the tab bar; while any shows, the page keeps room for them at its end (--toast-clearance, in
// styles.css: the main column's bottom padding and the scroll padding focus honours), and the
// control in use (the focused one) is scrolled clear of them when a toast arrives over it.
// Once a toast has come in, whenever the screen under it changes (a deleted card gone, the
// next one moved up, another tab) and when the user's scroll comes to rest, the page moves the
// least that leaves no control of the screen under a toast: the Undo toast lasts most of a
// minute, and must not hide the next card's buttons for all of it.

const clearanceVariable = '--toast-clearance';
/** The toasts' whole room from the viewport's bottom up: the auth screen keeps its card above it. */
const roomVariable = '--toast-room';
/**
 * From the viewport's bottom to the toasts' top: the main screen's band of page background
 * behind them (styles.css, .toast-band), which the page scrolls under, so that no card text
 * shows under or beside a toast (on a wide screen the toasts are narrower than the column).
 */
const bandVariable = '--toast-band';
const gap = 12;
/** sonner's toasts slide in for 400 ms: where they come to rest is measured after that. */
const settleMs = 450;
/** The screen's controls, which no toast may lie over. */
const screenControls =
  'main :is(button, a[href], input, textarea, select, [role="slider"], [role="tab"], [role="combobox"])';

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

/** Scrolls the page the least that brings every control of the screen out from under the toasts. */
function keepControlsClear(toaster: Element) {
  const toasts = showing(toaster).map((toast) => toast.getBoundingClientRect());
  if (toasts.length === 0) return;
  // The band behind the toasts is as wide as the screen: a control beside a toast is hidden too.
  const band = {
    top: Math.min(...toasts.map((box) => box.top)) - gap,
    bottom: Math.max(...toasts.map((box) => box.bottom)) + gap,
    left: Number.NEGATIVE_INFINITY,
    right: Number.POSITIVE_INFINITY,
  };
  const controls = [...document.querySelectorAll<HTMLElement>(screenControls)]
    .map((control) => control.getBoundingClientRect())
    .filter((box) => box.width > 1 && box.height > 1); // shown, not for screen readers only
  const page = document.scrollingElement ?? document.documentElement;
  const room = { up: -window.scrollY, down: page.scrollHeight - window.innerHeight - window.scrollY };
  const by = scrollClearOf(controls, band, room);
  if (by !== 0) window.scrollBy({ top: by, behavior: 'instant' });
}

export function useToastClearance(): void {
  useEffect(() => {
    const root = document.documentElement;
    let shown = 0;
    let settling: ReturnType<typeof setTimeout> | undefined;
    // Looked up each time: sonner takes its list away when the last toast has gone.
    const toasterNow = () => document.querySelector('[data-sonner-toaster]');
    const clearWhenSettled = () => {
      clearTimeout(settling);
      settling = setTimeout(() => {
        const toaster = toasterNow();
        if (toaster) keepControlsClear(toaster);
      }, settleMs);
    };
    const update = (records: MutationRecord[]) => {
      const toaster = toasterNow();
      const height = toaster ? toastsHeight(toaster) : 0;
      root.style.setProperty(clearanceVariable, `${height}px`);
      // sonner's list stays put at its offset while its toasts slide in: its bottom is theirs.
      const below = toaster && height > 0 ? window.innerHeight - toaster.getBoundingClientRect().bottom : 0;
      root.style.setProperty(roomVariable, `${height > 0 ? Math.ceil(height + below) : 0}px`);
      root.style.setProperty(bandVariable, `${height > 0 ? Math.ceil(height - gap + below) : 0}px`);
      if (toaster && height > shown) keepFocusClear(toaster);
      const screenChanged = records.some((record) => {
        const changed = record.target instanceof Element ? record.target : record.target.parentElement;
        return Boolean(changed?.closest('main'));
      });
      if (height > 0 && (height > shown || screenChanged)) clearWhenSettled();
      shown = height;
    };
    // A scroll that has come to rest (scrollend; where there is none, a pause in the scroll events).
    const restEvent = 'onscrollend' in window ? 'scrollend' : 'scroll';
    const afterScroll = () => {
      if (shown > 0) clearWhenSettled();
    };
    window.addEventListener(restEvent, afterScroll, { passive: true });
    const observer = new MutationObserver(update);
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-visible', 'data-removed'],
    });
    return () => {
      clearTimeout(settling);
      window.removeEventListener(restEvent, afterScroll);
      observer.disconnect();
      root.style.removeProperty(clearanceVariable);
      root.style.removeProperty(roomVariable);
      root.style.removeProperty(bandVariable);
    };
  }, []);
}
