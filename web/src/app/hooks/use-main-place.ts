import { useSearchParams } from 'react-router';
import { paramsForPlace, placeFromParams, samePlace, type MainPlace } from '../utils/main-place';

/**
 * The main screen's place (tab and selected item), read from and written to the URL through
 * react-router's search parameters. Each move is a history entry, so back and forward retrace
 * it; `replace` is for a place that no longer exists (the selected item was just deleted).
 */
export function useMainPlace() {
  const [params, setParams] = useSearchParams();
  const place = placeFromParams(params);

  function go(next: MainPlace, options: { replace?: boolean } = {}) {
    // Tapping the tab already shown adds no entry that back would have to step through.
    if (samePlace(place, next)) return;
    setParams(paramsForPlace(next), { replace: options.replace ?? false });
  }

  return { place, go };
}
