import type { ListingItem } from '../../../../../domain/listing';
import { pageTexts } from '../../../../../domain/messages';
import { texts } from '../../../lib/texts';

interface Props {
  /** The items in stage ready. */
  items: ListingItem[];
  onChoosePhoto: () => void;
}

/**
 * The Review tab (SPEC.md point 2). Part 1 has the empty state; the review cards (related
 * listings, price hint, thumbs) are the item-journey issue's.
 */
export function ReviewTab({ items, onChoosePhoto }: Props) {
  if (items.length === 0) {
    return (
      <section className="card tab-panel-card empty-state">
        <h2 className="section-title">{pageTexts.reviewEmpty.title}</h2>
        <p className="muted">{pageTexts.reviewEmpty.description}</p>
        <button className="button button-primary" type="button" onClick={onChoosePhoto}>
          {texts.addPlaceholder}
        </button>
      </section>
    );
  }
  return (
    <ul className="item-list">
      {items.map((item) => (
        <li key={item.id} className="card item-row">
          <img src={item.imageUrl} alt="" width={56} height={56} />
          <span>{item.fields.title || pageTexts.untitledItem}</span>
        </li>
      ))}
    </ul>
  );
}
