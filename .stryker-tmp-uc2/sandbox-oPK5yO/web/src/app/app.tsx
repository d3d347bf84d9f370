// @ts-nocheck
import { StrictMode, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { AppProvider } from './provider';
import { AppRoutes } from './router';

/**
 * Declarative routing is enough for an app whose data is fetched by feature hooks, and keeps
 * react-router's data-router code (about 50 kB) out of the first download. The build renders
 * this same tree for /auth with a static router (render-auth-shell.tsx), so the page's markup
 * is what the browser then hydrates (docs/architecture/web.md#the-first-paint).
 */
export function App({ Router = BrowserRouter }: { Router?: ComponentType<{ children: ReactNode }> }) {
  return (
    <StrictMode>
      <AppProvider>
        <Router>
          <AppRoutes />
        </Router>
      </AppProvider>
    </StrictMode>
  );
}
