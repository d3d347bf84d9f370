import type { ComponentProps } from 'react';
import type { WebListing } from '#domain/listing.ts';
import { itemTexts, pageTexts } from '#domain/messages.ts';
import type { LoadMore } from '#web/components/load-more.tsx';
import { isPlainChoice, useItemsChoice } from '../hooks/use-items-choice';
import { ListingDetails } from './listing-details';
import { YourItems } from './your-items';
import './list-tab.css';

interface Props {
  items: WebListing[];
  /** The item the URL selects, if it exists. */
  selected: WebListing | undefined;
  /** The URL selects an item that does not exist (any more): said above Your Items. */
  selectionMissing?: boolean;
  onSelect: (id: string | undefined) => void;
  onDelete: (id: string) => Promise<boolean> | void;
  /** The next page of items, loaded as the end of the list comes into view. */
  more?: ComponentProps<typeof LoadMore>;
  /** After Start Over: shows the items it hid again (they are still stored). */
  onShowCleared?: () => void;
}

/** The List tab (docs/product.md#screens): Your Items, or the selected item's Listing Details. */
export function ListTab({
  items,
  selected,
  selectionMissing = false,
  onSelect,
  onDelete,
  more,
  onShowCleared,
}: Props) {
  const [choice] = useItemsChoice();
  if (selected) {
    return (
      <ListingDetails
        key={selected.id}
        item={selected}
        onBack={() => onSelect(undefined)}
        onDelete={onDelete}
      />
    );
  }
  const missingNotice = selectionMissing && (
    <p className="notice-box" role="status">
      {itemTexts.itemNotFound}
    </p>
  );
  // Start Over hid the earlier items: "No items yet" would read as lost data.
  const clearedNotice = onShowCleared && (
    <div className="notice-box cleared-notice" role="status">
      <p>{itemTexts.clearedNotice}</p>
      <button className="button button-outline" type="button" onClick={onShowCleared}>
        {itemTexts.showClearedItems}
      </button>
    </div>
  );
  if (items.length === 0 && isPlainChoice(choice)) {
    return (
      <section className="card tab-panel-card empty-state">
        {missingNotice}
        {clearedNotice ?? (
          <>
            <h2 className="section-title">{pageTexts.listEmpty.title}</h2>
            <p className="muted">{pageTexts.listEmpty.description}</p>
          </>
        )}
      </section>
    );
  }
  return (
    <YourItems
      items={items}
      {...(more ? { more } : {})}
      onSelect={(id) => onSelect(id)}
      onDelete={onDelete}
      notices={
        <>
          {missingNotice}
          {clearedNotice}
        </>
      }
    />
  );
}
