import type { ListingItem } from '../../../../../domain/listing';
import { pageTexts } from '../../../../../domain/messages';

/**
 * The List tab without a selection (SPEC.md point 2). Part 1 has the heading, the empty state
 * and one row per item; the item cards, the details view and the listing form are the
 * item-journey issue's.
 */
export function ListTab({ items }: { items: ListingItem[] }) {
  if (items.length === 0) {
    return (
      <section className="card tab-panel-card empty-state">
        <h2 className="section-title">{pageTexts.listEmpty.title}</h2>
        <p className="muted">{pageTexts.listEmpty.description}</p>
      </section>
    );
  }
  return (
    <section aria-labelledby="your-items">
      <h2 id="your-items" className="section-title">
        {pageTexts.yourItems}
      </h2>
      <ul className="item-list">
        {items.map((item) => (
          <li key={item.id} className="card item-row">
            <img src={item.imageUrl} alt="" width={56} height={56} />
            <span>{item.fields.title || pageTexts.untitledItem}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
