import { Toaster as Sonner } from 'sonner';
import { TOAST_DURATION_MS, TOAST_MAX_VISIBLE } from '#domain/constants.ts';

/**
 * The app's one toast region (SPEC.md point 9): at most 3 visible, each gone after about
 * 4.5 s. Errors get the destructive style; the colours live in styles.css (AA contrast).
 */
export function Toaster() {
  return (
    <Sonner
      position="top-center"
      visibleToasts={TOAST_MAX_VISIBLE}
      duration={TOAST_DURATION_MS}
      closeButton
      toastOptions={{
        classNames: {
          toast: 'toast',
          error: 'toast-destructive',
          title: 'toast-title',
          description: 'toast-description',
        },
      }}
    />
  );
}
