// @ts-nocheck
import { shellTexts } from '#domain/messages.ts';

/** docs/product.md#screens: a footer on wide screens only (hidden under 768 px in styles.css). */
export function AppFooter() {
  return (
    <footer className="app-footer">
      <p>{shellTexts.footer}</p>
    </footer>
  );
}
