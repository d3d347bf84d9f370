import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { AppProvider } from '#web/app/provider.tsx';
import { AppRoutes } from '#web/app/router.tsx';

function CurrentPath() {
  return (
    <div role="note" aria-label="current path">
      {useLocation().pathname}
    </div>
  );
}

/** The real providers and routes, in a memory router starting at `path`. */
export function renderApp(path: string) {
  return render(
    <AppProvider>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <CurrentPath />
      </MemoryRouter>
    </AppProvider>,
  );
}
