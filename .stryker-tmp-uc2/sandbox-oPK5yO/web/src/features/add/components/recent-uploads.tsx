// @ts-nocheck
import type { WebListing } from '#domain/listing.ts';
import { recentUploads } from '#domain/listing-collections.ts';
import { titleOrUntitled } from '#domain/listing-item.ts';
import { itemTexts } from '#domain/messages.ts';

interface Props {
  items: readonly WebListing[];
  /** More items exist than were loaded, so the count is a lower bound: "+N+". */
  moreOnServer?: boolean;
  onOpenItem: (id: string) => void;
  onShowAll: () => void;
}

/** The 3 most recent uploads as thumbnails, plus a +N tile when there are more. */
export function RecentUploads({ items, moreOnServer = false, onOpenItem, onShowAll }: Props) {
  const { shown, more } = recentUploads(items);
  return (
    <div className="recent-uploads">
      <h3 className="recent-title">{itemTexts.recentUploads}</h3>
      <ul className="recent-grid">
        {shown.map((item) => (
          <li key={item.id}>
            <button
              type="button"
              className="recent-tile"
              onClick={() => onOpenItem(item.id)}
              aria-label={itemTexts.openItem(titleOrUntitled(item.fields))}
            >
              <img src={item.imageUrl} alt="" loading="lazy" />
            </button>
          </li>
        ))}
        {more > 0 && (
          <li>
            <button
              type="button"
              className="recent-tile recent-more"
              onClick={onShowAll}
              aria-label={moreOnServer ? itemTexts.atLeastMoreItems(more) : itemTexts.moreItems(more)}
            >
              +{more}
              {moreOnServer && '+'}
            </button>
          </li>
        )}
      </ul>
    </div>
  );
}
