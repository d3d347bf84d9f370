import { texts } from '#web/lib/texts.ts';

/** docs/product.md#screens: a footer on wide screens only (hidden under 768 px in styles.css). */
export function AppFooter() {
  return (
    <footer className="app-footer">
      <p>{texts.footer}</p>
    </footer>
  );
}
