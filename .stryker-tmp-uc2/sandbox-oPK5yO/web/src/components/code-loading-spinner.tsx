// @ts-nocheck
import { pageTexts } from '#domain/messages.ts';

/**
 * While a screen's code downloads (a lazy chunk's Suspense fallback): a plain spinner, read out
 * as "Loading...". Nothing is being analysed, so it says nothing of the AI; the analysis
 * spinner (analyzing-spinner.tsx) is for the listings load the product names.
 */
export function CodeLoadingSpinner() {
  return (
    <div className="code-loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="sr-only">{pageTexts.loading}</span>
    </div>
  );
}
