// @ts-nocheck
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useUnsavedChanges } from '#web/hooks/use-unsaved-changes.ts';
import { paramsForPlace, placeFromParams, samePlace, type MainPlace } from '../utils/main-place';

/**
 * The main screen's place (tab and selected item), read from and written to the URL through
 * react-router's search parameters. Each move is a history entry, so back and forward retrace
 * it; `replace` is for a place that no longer exists (the selected item was just deleted).
 *
 * Unsaved edits are not left without asking (docs/product.md#errors-and-the-way-out). A move
 * the app makes asks before it changes the URL. The browser's back and forward buttons change
 * the URL first (the declarative router has no blocker), so the screen holds the form's place
 * while it asks: Leave shows the new place, Keep editing puts the form's place back in the URL.
 */
export function useMainPlace() {
  const [params, setParams] = useSearchParams();
  const urlPlace = placeFromParams(params);
  const unsaved = useUnsavedChanges();
  const [shown, setShown] = useState(urlPlace);
  const [held, setHeld] = useState(false);

  if (!samePlace(shown, urlPlace)) {
    if (!held && unsaved.dirty) setHeld(true);
    else if (!held) setShown(urlPlace);
  } else if (held) {
    setHeld(false); // Keep editing: the URL is back at the form's place
  }
  const place = held || (unsaved.dirty && !samePlace(shown, urlPlace)) ? shown : urlPlace;

  useEffect(() => {
    if (!held) return;
    unsaved.confirmLeave(
      () => setHeld(false),
      () => setParams(paramsForPlace(shown)),
    );
  }, [held, unsaved, shown, setParams]);

  function go(next: MainPlace, options: { replace?: boolean } = {}) {
    // Tapping the tab already shown adds no entry that back would have to step through.
    if (samePlace(place, next)) return;
    const move = () => setParams(paramsForPlace(next), { replace: options.replace ?? false });
    if (options.replace) move();
    else unsaved.confirmLeave(move);
  }

  return { place, go };
}
