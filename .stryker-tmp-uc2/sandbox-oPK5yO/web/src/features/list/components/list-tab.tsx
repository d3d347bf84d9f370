// @ts-nocheck
import type { ComponentProps } from 'react';
import type { WebListing } from '#domain/listing.ts';
import { itemTexts, pageTexts } from '#domain/messages.ts';
import { LoadMore } from '#web/components/load-more.tsx';
import { ItemCard } from './item-card';
import { ListingDetails } from './listing-details';
import './list-tab.css';

interface Props {
  items: WebListing[];
  /** The item the URL selects, if it exists. */
  selected: WebListing | undefined;
  /** The URL selects an item that does not exist (any more): said above Your Items. */
  selectionMissing?: boolean;
  onSelect: (id: string | undefined) => void;
  onDelete: (id: string) => void;
  /** The next page of items, loaded as the end of the list comes into view. */
  more?: ComponentProps<typeof LoadMore>;
}

/** The List tab (docs/product.md#screens): Your Items, or the selected item's Listing Details. */
export function ListTab({ items, selected, selectionMissing = false, onSelect, onDelete, more }: Props) {
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
  if (items.length === 0) {
    return (
      <section className="card tab-panel-card empty-state">
        {missingNotice}
        <h2 className="section-title">{pageTexts.listEmpty.title}</h2>
        <p className="muted">{pageTexts.listEmpty.description}</p>
      </section>
    );
  }
  return (
    <section aria-labelledby="your-items" className="list-tab">
      {missingNotice}
      <h2 id="your-items" className="section-title">
        {pageTexts.yourItems}
      </h2>
      <ul className="item-cards">
        {items.map((item) => (
          <ItemCard key={item.id} item={item} onOpen={(id) => onSelect(id)} onDelete={onDelete} />
        ))}
      </ul>
      {more && <LoadMore {...more} />}
    </section>
  );
}
