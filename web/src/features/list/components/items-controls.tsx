import { useEffect, useState } from 'react';
import { listingSorts, listingViews, type ListingSort, type ViewCounts } from '#domain/listings-browse.ts';
import { yourItemsTexts as texts } from '#domain/messages.ts';
import type { ItemsChoice } from '#web/features/list/api/browse-listings.ts';

// Your Items' view switcher with each view's count, the title search and the sort
// (docs/product.md#your-items).

/** How long typing pauses before the search is sent. */
const SEARCH_PAUSE_MS = 300;

interface Props {
  choice: ItemsChoice;
  onChange: (change: Partial<ItemsChoice>) => void;
  /** Absent until the summary is in: the views show without numbers. */
  counts?: ViewCounts;
}

export function ItemsControls({ choice, onChange, counts }: Props) {
  const [typed, setTyped] = useState(choice.q);
  useEffect(() => {
    if (typed === choice.q) return;
    const timer = setTimeout(() => onChange({ q: typed }), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed, choice.q, onChange]);

  return (
    <div className="items-controls">
      <div className="view-switch" role="group" aria-label={texts.viewsLabel}>
        {listingViews.map((view) => {
          const label = texts.views[view];
          const count = counts?.[view];
          return (
            <button
              key={view}
              type="button"
              className="view-chip"
              aria-pressed={choice.view === view}
              aria-label={count === undefined ? label : texts.viewCount(label, count)}
              onClick={() => onChange({ view })}
            >
              {label}
              {count !== undefined && <span className="view-count">{count}</span>}
            </button>
          );
        })}
      </div>
      <div className="items-filters">
        <label className="field items-search">
          <span className="sr-only">{texts.search}</span>
          <input
            type="search"
            placeholder={texts.search}
            value={typed}
            maxLength={100}
            onChange={(event) => setTyped(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') onChange({ q: typed });
            }}
          />
        </label>
        <label className="items-sort">
          <span>{texts.sort}</span>
          <select
            value={choice.sort}
            onChange={(event) => onChange({ sort: event.target.value as ListingSort })}
          >
            {listingSorts.map((sort) => (
              <option key={sort} value={sort}>
                {texts.sorts[sort]}
              </option>
            ))}
          </select>
        </label>
      </div>
    </div>
  );
}
