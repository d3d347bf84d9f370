import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { ErrorBoundary } from '../components/error-boundary';
import { LoadingScreen } from '../components/loading-screen';
import { AuthGuard } from '../features/auth/components/auth-guard';
import { releaseStaticScreen } from '../lib/static-screen';
import { NotFoundRoute } from './routes/not-found';

// Each screen is its own chunk, requested only once the session check has said which one is
// needed: /auth never downloads the main app, and a signed-in user never downloads sign-in.
const loadAuthRoute = () => import('./routes/auth');
const loadMainRoute = () => import('./routes/main');
const AuthRoute = lazy(() => loadAuthRoute().then((module) => ({ default: module.AuthRoute })));
const MainRoute = lazy(() => loadMainRoute().then((module) => ({ default: module.MainRoute })));
const loadEbayReturnRoute = () => import('./routes/ebay-return');
const EbayReturnRoute = lazy(() =>
  loadEbayReturnRoute().then((module) => ({ default: module.EbayReturnRoute })),
);

/**
 * Starts downloading the chunk of the screen a path most likely shows, at start-up and in
 * parallel with /config.json, instead of after it (a shorter request chain). A wrong guess
 * costs one chunk; the router still decides what is shown. Resolves once it is there (or could
 * not be had: the route's own import then fails in its error boundary).
 */
export async function preloadRouteChunk(pathname: string): Promise<void> {
  const load = pathname === '/auth' ? loadAuthRoute : pathname === '/' ? loadMainRoute : undefined;
  await load?.().catch(() => undefined);
}

/**
 * Renders nothing; its effect runs once the screen beside it has hydrated (or rendered), which
 * is when a screen the page painted before the app started may be used (lib/static-screen.ts).
 */
function Adopted() {
  useEffect(() => releaseStaticScreen(), []);
  return null;
}

function Screen({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary>
      <Suspense fallback={<LoadingScreen />}>
        <Adopted />
        {children}
      </Suspense>
    </ErrorBoundary>
  );
}

/** docs/product.md#screens's route table. */
export function AppRoutes() {
  return (
    <Routes>
      <Route
        path="/auth"
        element={
          <Screen>
            <AuthRoute />
          </Screen>
        }
      />
      <Route
        path="/"
        element={
          <AuthGuard>
            <Screen>
              <MainRoute />
            </Screen>
          </AuthGuard>
        }
      />
      <Route
        path="/settings/ebay"
        element={
          <AuthGuard>
            <Screen>
              <EbayReturnRoute />
            </Screen>
          </AuthGuard>
        }
      />
      <Route path="*" element={<NotFoundRoute />} />
    </Routes>
  );
}
