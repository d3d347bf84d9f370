import type { WebListing } from '#domain/listing.ts';
import { formatMoney } from '#domain/currency.ts';
import { itemCurrency, titleOrUntitled } from '#domain/listing-item.ts';
import { currentPrice } from '#domain/prices.ts';
import { IconButton } from '#web/components/icon-button.tsx';
import { toTakeDown } from '#domain/item-life.ts';
import { itemTexts, lifeTexts } from '#domain/messages.ts';
import { LifeLine } from './life-line';

interface Props {
  item: WebListing;
  onOpen: (id: string) => void;
  onDelete: (id: string) => void;
}

/**
 * One item on the List tab: image, title (or Untitled Item), condition, price in its currency,
 * edit, delete. The title is the card's one way in: a button whose tap area covers the card
 * (list-tab.css, .item-card-open), so the photo and the text open the item as the pencil does,
 * with no control nested in another.
 */
export function ItemCard({ item, onOpen, onDelete }: Props) {
  const title = titleOrUntitled(item.fields);
  const takeDowns = toTakeDown(item.life).length;
  return (
    <li className="card item-card">
      <img className="item-card-image" src={item.imageUrl} alt="" loading="lazy" />
      <div className="item-card-body">
        <button type="button" className="item-card-title item-card-open" onClick={() => onOpen(item.id)}>
          {title}
        </button>
        {item.fields.condition?.trim() && <span className="muted">{item.fields.condition}</span>}
        <span className="item-card-price">
          {formatMoney(Number(currentPrice(item.fields)), itemCurrency(item))}
        </span>
        {takeDowns > 0 && <span className="take-down-chip">{lifeTexts.takeDownBadge(takeDowns)}</span>}
        <LifeLine item={item} />
      </div>
      <div className="item-card-actions">
        <IconButton
          icon="pencil"
          size={18}
          label={itemTexts.editItem(title)}
          onClick={() => onOpen(item.id)}
        />
        <IconButton
          icon="trash"
          size={18}
          className="danger"
          label={itemTexts.deleteItem(title)}
          onClick={() => onDelete(item.id)}
        />
      </div>
    </li>
  );
}
