// @ts-nocheck
import { Toaster as Sonner } from 'sonner';
import { TOAST_DURATION_MS, TOAST_MAX_VISIBLE } from '#domain/constants.ts';

// Toasts sit at the bottom, just above the tab bar, so they never cover the header or the
// heading the user reads next (at the top they hid both for their 4 to 5 seconds on a phone).
// Sonner's phone layout (under 600 px) takes mobileOffset: the tab bar fixed to the bottom;
// wider screens take offset: the floating bar, 1.5rem above the bottom (styles.css).
const gap = '0.75rem';
const toastOffsets = {
  mobile: { bottom: `calc(var(--tab-bar-height) + env(safe-area-inset-bottom, 0px) + ${gap})` },
  wide: { bottom: `calc(var(--tab-bar-height) + 1.5rem + ${gap})` },
} as const;

/**
 * The app's one toast region (docs/product.md#constants-and-limits): at most 3 visible, each gone after about
 * 4.5 s. Errors get the destructive style; the colours live in styles.css (AA contrast).
 */
export function Toaster() {
  return (
    <Sonner
      position="bottom-center"
      offset={toastOffsets.wide}
      mobileOffset={toastOffsets.mobile}
      visibleToasts={TOAST_MAX_VISIBLE}
      duration={TOAST_DURATION_MS}
      closeButton
      toastOptions={{
        classNames: {
          toast: 'toast',
          error: 'toast-destructive',
          title: 'toast-title',
          description: 'toast-description',
          actionButton: 'toast-action',
        },
      }}
    />
  );
}
