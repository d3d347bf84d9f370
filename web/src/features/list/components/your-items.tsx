import { useState, type ComponentProps, type ReactNode } from 'react';
import type { WebListing } from '#domain/listing.ts';
import { pageTexts, yourItemsTexts as texts } from '#domain/messages.ts';
import { useBrowseListings } from '#web/api/browse-listings.ts';
import { useListingsSummary } from '#web/api/listings-summary.ts';
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
  onDelete: (id: string) => void;
  /** Said above the heading (an item not found, items hidden by Start Over). */
  notices?: ReactNode;
}

export function YourItems({ items, more, onSelect, onDelete, notices }: Props) {
  const [choice, change] = useItemsChoice();
  const plain = isPlainChoice(choice);
  const browse = useBrowseListings(choice, !plain);
  const summary = useListingsSummary();
  // Deleted from a view: gone from it at once (the list of every item follows the delete, and
  // its Undo, by itself; a view is read again from the server when it shows next).
  const [deleted, setDeleted] = useState<ReadonlySet<string>>(new Set());
  const remove = (id: string) => {
    if (!plain) setDeleted((ids) => new Set(ids).add(id));
    onDelete(id);
  };

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
