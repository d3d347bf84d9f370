import { useState, type ComponentProps, type ReactNode } from 'react';
import type { WebListing } from '#domain/listing.ts';
import { pageTexts, yourItemsTexts as texts } from '#domain/messages.ts';
import { useBrowseListings } from '#web/features/list/api/browse-listings.ts';
import { useListingsSummary } from '#web/features/list/api/listings-summary.ts';
import { LoadMore } from '#web/components/load-more.tsx';
import { isPlainChoice, useItemsChoice } from '../hooks/use-items-choice';
import { ItemCard } from './item-card';
import { ItemsControls } from './items-controls';
import { ItemsSummary } from './items-summary';

// Your Items (docs/product.md#your-items): the summary, the views, the search and the sort over
// the cards. Every item newest first is the list the app already holds; any other choice is
// read a page at a time from the server, which picks and orders it.

interface Props {
  /** Every item, newest first, as the app holds them. */
  items: WebListing[];
  more?: ComponentProps<typeof LoadMore>;
  onSelect: (id: string) => void;
  /** Deletes the item; resolves false when the server refused the delete. */
  onDelete: (id: string) => Promise<boolean> | void;
  /** Said above the heading (an item not found, items hidden by Start Over). */
  notices?: ReactNode;
}

export function YourItems({ items, more, onSelect, onDelete, notices }: Props) {
  const [choice, change] = useItemsChoice();
  const plain = isPlainChoice(choice);
  const browse = useBrowseListings(choice, !plain);
  const summary = useListingsSummary();
  // Deleted from a view: gone from it at once (a view is read again from the server when it
  // shows next), and back when the server refuses the delete. The list of every item follows
  // the delete by itself: an item that left it and is back in it was restored by Undo.
  const [deleted, setDeleted] = useState<ReadonlyMap<string, DeletedState>>(new Map());
  const remove = (id: string) => {
    const outcome = onDelete(id);
    if (plain) return;
    setDeleted((current) => new Map(current).set(id, 'asked'));
    // Refused: shown again, however fast the list of every item took it back.
    void outcome?.then((done) => done || setDeleted((current) => withoutKey(current, id)));
  };
  // Followed as the list changes, during the render (React's "adjusting state on a prop change").
  const listedIds = items.map((item) => item.id).join(',');
  const [followedIds, setFollowedIds] = useState(listedIds);
  if (listedIds !== followedIds) {
    setFollowedIds(listedIds);
    setDeleted(followDeletes(deleted, items));
  }

  const pages = browse.data?.pages ?? [];
  const shown = plain ? items : pages.flatMap((page) => page.items).filter((item) => !deleted.has(item.id));
  const partial = !plain && pages.at(-1)?.partial === true;
  const viewMore = plain
    ? more
    : {
        hasMore: browse.hasNextPage && !partial,
        loading: browse.isFetchingNextPage,
        onLoadMore: () => void browse.fetchNextPage(),
      };
  const loading = !plain && browse.isPending;
  const q = choice.q.trim();

  return (
    <section aria-labelledby="your-items" className="list-tab">
      {notices}
      <h2 id="your-items" className="section-title">
        {pageTexts.yourItems}
      </h2>
      <ItemsSummary />
      <ItemsControls
        choice={choice}
        onChange={change}
        {...(summary.data ? { counts: summary.data.counts } : {})}
      />
      {!loading && shown.length === 0 && !browse.hasNextPage && (
        <p className="muted items-none" role="status">
          {q ? texts.nothingFound(q) : texts.nothingInView(texts.views[choice.view])}
        </p>
      )}
      {partial && shown.length === 0 && (
        <p className="muted items-none" role="status">
          {texts.searchedSome}
        </p>
      )}
      <ul className="item-cards" aria-busy={loading}>
        {shown.map((item) => (
          <ItemCard key={item.id} item={item} onOpen={onSelect} onDelete={remove} />
        ))}
      </ul>
      {partial ? (
        <div className="load-more">
          <button
            className="button button-outline"
            type="button"
            disabled={browse.isFetchingNextPage}
            onClick={() => void browse.fetchNextPage()}
          >
            {texts.searchMore}
          </button>
        </div>
      ) : (
        viewMore && <LoadMore {...viewMore} />
      )}
    </section>
  );
}

function withoutKey<V>(map: ReadonlyMap<string, V>, key: string): ReadonlyMap<string, V> {
  const next = new Map(map);
  next.delete(key);
  return next;
}

/** A delete asked for from a view, and then seen to have left the list of every item. */
type DeletedState = 'asked' | 'left';

/**
 * The deletes a view hides, as the list of every item shows them: an item that has left it and
 * is back in it was not deleted after all (refused, or undone), and shows again.
 */
function followDeletes(
  current: ReadonlyMap<string, DeletedState>,
  items: readonly WebListing[],
): ReadonlyMap<string, DeletedState> {
  let next: Map<string, DeletedState> | undefined;
  for (const [id, state] of current) {
    const listed = items.some((item) => item.id === id);
    if (state === 'asked' && !listed) (next ??= new Map(current)).set(id, 'left');
    if (state === 'left' && listed) (next ??= new Map(current)).delete(id);
  }
  return next ?? current;
}
