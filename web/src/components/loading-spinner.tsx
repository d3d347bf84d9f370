import { pageTexts } from '#domain/messages.ts';

/**
 * A plain spinner, read out as "Loading...": while the lists load, and while a screen's code
 * downloads (a lazy chunk's Suspense fallback). It says nothing of the AI: until the list is
 * known nothing is known to be analysed, and a new account's list is empty (a departure from
 * the spec's "AI is analyzing your item...", docs/product.md#main-screen-).
 */
export function LoadingSpinner() {
  return (
    <div className="code-loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="sr-only">{pageTexts.loading}</span>
    </div>
  );
}
