// @ts-nocheck
import { pageTexts } from '#domain/messages.ts';

/** The centred Loading... of docs/product.md#screens, shown while the session is checked. */
export function LoadingScreen() {
  return (
    <div className="loading-screen" role="status">
      {pageTexts.loading}
    </div>
  );
}
