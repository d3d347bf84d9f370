// @ts-nocheck
import { shellTexts } from '#domain/messages.ts';
import type { ReactNode } from 'react';
import { AppLogo } from '../app-logo';

/** The main screen's header: the logo and, on the right, the profile menu. */
export function AppHeader({ menu }: { menu: ReactNode }) {
  return (
    <header className="app-header">
      <span className="app-brand">
        <AppLogo className="app-logo" size={32} />
        <span className="app-name">{shellTexts.appName}</span>
      </span>
      {menu}
    </header>
  );
}
