import { shellTexts } from '#domain/messages.ts';
import type { ReactNode } from 'react';

/** The main screen's header: the logo and, on the right, the profile menu. */
export function AppHeader({ menu }: { menu: ReactNode }) {
  return (
    <header className="app-header">
      <span className="app-brand">
        <img src="/favicon.svg" alt="" width={32} height={32} />
        <span className="app-name">{shellTexts.appName}</span>
      </span>
      {menu}
    </header>
  );
}
