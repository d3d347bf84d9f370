// @ts-nocheck
import { act, render } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, useLocation, useNavigate, type NavigateFunction } from 'react-router';
import { AppProvider } from '#web/app/provider.tsx';
import { AppRoutes } from '#web/app/router.tsx';

function CurrentPath() {
  const location = useLocation();
  return (
    <>
      <div role="note" aria-label="current path">
        {location.pathname}
      </div>
      <div role="note" aria-label="current url">
        {`${location.pathname}${location.search}`}
      </div>
    </>
  );
}

let navigateInApp: NavigateFunction | undefined;

/** Hands the memory router's navigate to pressBack, as the browser's back button. */
function HistoryHandle() {
  const navigate = useNavigate();
  useEffect(() => {
    navigateInApp = navigate;
  }, [navigate]);
  return null;
}

/** The browser's (or the phone's) back button, on the memory router's history. */
export async function pressBack(): Promise<void> {
  if (!navigateInApp) throw new Error('renderApp has not rendered yet');
  const navigate = navigateInApp;
  await act(async () => {
    await navigate(-1);
  });
}

/** The real providers and routes, in a memory router starting at `path`. */
export function renderApp(path: string) {
  return render(
    <AppProvider>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <CurrentPath />
        <HistoryHandle />
      </MemoryRouter>
    </AppProvider>,
  );
}
