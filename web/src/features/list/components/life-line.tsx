import { formatMoney, type CurrencyCode } from '#domain/currency.ts';
import { yourItemsTexts as texts } from '#domain/messages.ts';
import { daysListed } from '#domain/listings-browse.ts';
import type { WebListing } from '#domain/listing.ts';

/**
 * Where an item is in its life, on its card (docs/product.md#your-items): how many days it
 * has been listed, what it sold for, or that it was given away or kept. Nothing before.
 */
export function LifeLine({ item }: { item: Pick<WebListing, 'life'> }) {
  const life = item.life;
  if (!life) return null;
  let text: string | null = null;
  if (life.state === 'listed') text = texts.daysListed(daysListed(life, new Date()) ?? 0);
  else if (life.state === 'sold')
    text = texts.soldFor(formatMoney(life.sale.price_minor / 100, life.sale.currency as CurrencyCode));
  else if (life.state === 'given_away') text = texts.givenAway;
  else if (life.state === 'kept') text = texts.kept;
  return text === null ? null : <span className={`item-card-life life-${life.state}`}>{text}</span>;
}
