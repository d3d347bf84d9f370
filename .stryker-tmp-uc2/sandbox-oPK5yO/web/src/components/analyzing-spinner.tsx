// @ts-nocheck
import { pageTexts } from '#domain/messages.ts';

/** docs/product.md#screens: the spinner while listings load. */
export function AnalyzingSpinner() {
  return (
    <div className="analyzing" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <p className="analyzing-title">{pageTexts.analyzingSpinner.title}</p>
      <p className="muted">{pageTexts.analyzingSpinner.description}</p>
    </div>
  );
}
