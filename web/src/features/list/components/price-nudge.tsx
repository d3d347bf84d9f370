import { useState } from 'react';
import { formatMoney } from '#domain/currency.ts';
import { fromMinor, toMinor } from '#domain/fees.ts';
import { lifeOf } from '#domain/item-life.ts';
import type { WebListing } from '#domain/listing.ts';
import { itemCurrency } from '#domain/listing-item.ts';
import { moneyTexts } from '#domain/messages.ts';
import { priceNudge } from '#domain/price-nudge.ts';
import { currentPrice, extractPrices, formatPrice, suggestedPrices } from '#domain/prices.ts';
import { researchText } from '#domain/related-listings.ts';

interface Props {
  item: WebListing;
  /** Saves a price through the item's usual update (PUT /api/listings/{id}). */
  onSetPrice: (price: string) => void;
}

/** Where the seller's answer to a week's nudge is kept: on this device, per item. */
const answeredKey = (id: string) => `price-nudge:${id}`;

function answeredStretch(id: string): number {
  try {
    return Number(localStorage.getItem(answeredKey(id)) ?? 0) || 0;
  } catch {
    return 0;
  }
}

function rememberAnswer(id: string, stretch: number): void {
  try {
    localStorage.setItem(answeredKey(id), String(stretch));
  } catch {
    // Storage refused (private mode): the nudge may come back, nothing is lost.
  }
}

/**
 * Honest pricing's nudge (docs/product.md#honest-pricing): a listed item unsold after a week
 * is offered the next price down; one tap drops it, one tap undoes it. Asked once a week.
 */
export function PriceNudge({ item, onSetPrice }: Props) {
  const currency = itemCurrency(item);
  const [dropped, setDropped] = useState<{ from: string; to: string }>();
  const [answered, setAnswered] = useState(() => answeredStretch(item.id));
  const life = lifeOf(item);
  const current = currentPrice(item.fields);
  const nudge =
    life === null
      ? null
      : priceNudge({
          life,
          currentMinor: toMinor(Number(current)),
          suggestedMinor: suggestedPrices(
            extractPrices(researchText(item.ai?.enrichment.result), currency),
          ).map(toMinor),
          now: new Date(),
          answeredStretch: answered,
        });
  const money = (price: string) => formatMoney(Number(price), currency);

  if (dropped) {
    return (
      <section className="card price-nudge" aria-label={moneyTexts.nudgeDone(money(dropped.to))}>
        <p role="status">{moneyTexts.nudgeDone(money(dropped.to))}</p>
        <button
          className="button button-outline"
          type="button"
          onClick={() => {
            onSetPrice(dropped.from);
            setDropped(undefined);
          }}
        >
          {moneyTexts.nudgeUndo}
        </button>
      </section>
    );
  }
  if (nudge === null) return null;
  const target = formatPrice(fromMinor(nudge.dropToMinor));
  const question = moneyTexts.nudge(nudge.days, money(target));
  return (
    <section className="card price-nudge" aria-label={question}>
      <p>{question}</p>
      <button
        className="button"
        type="button"
        onClick={() => {
          rememberAnswer(item.id, nudge.stretch);
          setAnswered(nudge.stretch);
          setDropped({ from: current, to: target });
          onSetPrice(target);
        }}
      >
        {moneyTexts.nudgeApply(money(target))}
      </button>
    </section>
  );
}
