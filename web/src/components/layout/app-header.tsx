import type { ReactNode } from 'react';
import { texts } from '#web/lib/texts.ts';

/** The main screen's header: the logo and, on the right, the profile menu. */
export function AppHeader({ menu }: { menu: ReactNode }) {
  return (
    <header className="app-header">
      <span className="app-brand">
        <img src="/favicon.svg" alt="" width={32} height={32} />
        <span className="app-name">{texts.appName}</span>
      </span>
      {menu}
    </header>
  );
}
