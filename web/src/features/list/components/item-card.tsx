import type { WebListing } from '#domain/listing.ts';
import { titleOrUntitled } from '#domain/listing-item.ts';
import { currentPrice } from '#domain/prices.ts';
import { Icon } from '#web/components/icons/icons.tsx';
import { itemTexts } from '#domain/messages.ts';
import { Tooltip } from '#web/components/ui/tooltip.tsx';

interface Props {
  item: WebListing;
  onOpen: (id: string) => void;
  onDelete: (id: string) => void;
}

/** One item on the List tab: image, title (or Untitled Item), condition, £price, edit, delete. */
export function ItemCard({ item, onOpen, onDelete }: Props) {
  const title = titleOrUntitled(item.fields);
  return (
    <li className="card item-card">
      <img className="item-card-image" src={item.imageUrl} alt="" loading="lazy" />
      <div className="item-card-body">
        <span className="item-card-title">{title}</span>
        {item.fields.condition?.trim() && <span className="muted">{item.fields.condition}</span>}
        <span className="item-card-price">£{currentPrice(item.fields)}</span>
      </div>
      <div className="item-card-actions">
        <Tooltip content={itemTexts.editItem(title)}>
          <button
            type="button"
            className="icon-button"
            aria-label={itemTexts.editItem(title)}
            onClick={() => onOpen(item.id)}
          >
            <Icon name="pencil" size={18} />
          </button>
        </Tooltip>
        <Tooltip content={itemTexts.deleteItem(title)}>
          <button
            type="button"
            className="icon-button danger"
            aria-label={itemTexts.deleteItem(title)}
            onClick={() => onDelete(item.id)}
          >
            <Icon name="trash" size={18} />
          </button>
        </Tooltip>
      </div>
    </li>
  );
}
