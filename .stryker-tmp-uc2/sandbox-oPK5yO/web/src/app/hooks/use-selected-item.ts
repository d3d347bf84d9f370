// @ts-nocheck
import type { WebListing } from '#domain/listing.ts';
import { useListing } from '#web/api/get-listing.ts';

export type SelectedItem =
  | { status: 'none' }
  | { status: 'found'; item: WebListing }
  | { status: 'loading' }
  /** The URL names an item the user does not have (deleted, or never theirs). */
  | { status: 'missing' };

/**
 * The item the URL selects. It is usually among the loaded items; when it is not (a link to
 * an item outside what the list holds), it is read on its own, and an id the API does not
 * know for this user is `missing`, which the List tab says instead of showing nothing.
 */
export function useSelectedItem(items: readonly WebListing[], selectedId: string | undefined): SelectedItem {
  const inList = selectedId === undefined ? undefined : items.find((item) => item.id === selectedId);
  const single = useListing({
    id: selectedId ?? '',
    queryConfig: { enabled: selectedId !== undefined && inList === undefined },
  });
  if (selectedId === undefined) return { status: 'none' };
  if (inList) return { status: 'found', item: inList };
  if (single.data) return { status: 'found', item: single.data };
  return single.isError ? { status: 'missing' } : { status: 'loading' };
}
