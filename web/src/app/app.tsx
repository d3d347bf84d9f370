import { BrowserRouter } from 'react-router';
import { AppProvider } from './provider';
import { AppRoutes } from './router';

/**
 * Declarative routing is enough for an app whose data is fetched by feature hooks, and keeps
 * react-router's data-router code (about 50 kB) out of the first download.
 */
export function App() {
  return (
    <AppProvider>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  );
}
