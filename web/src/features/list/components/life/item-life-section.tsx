import { useState } from 'react';
import { formatMoney } from '#domain/currency.ts';
import { endedForYou } from '#domain/ebay-withdrawal.ts';
import { SOLD_ELSEWHERE, toTakeDown, type ItemLife } from '#domain/item-life.ts';
import type { WebListing } from '#domain/listing.ts';
import { itemCountry, itemCurrency } from '#domain/listing-item.ts';
import { lifeMarketplacesFor } from '#domain/marketplace-host.ts';
import { lifeTexts } from '#domain/messages.ts';
import { currentPrice } from '#domain/prices.ts';
import { useEndOnEbayStillDue } from '../../api/end-on-ebay';
import { useLifeChange } from '../../hooks/use-life-change';
import { EndedForYou } from './ended-for-you';
import { MarkListedForm } from './mark-listed-form';
import { MarkSoldForm } from './mark-sold-form';
import { SaleKept } from './sale-kept';
import { TakeDownReminder } from './take-down-reminder';
import './item-life.css';

/**
 * `Where it is` on Listing Details of a saved item (docs/product.md#item-life): where it is
 * listed or how it went, Mark listed / Mark sold / Given away / Kept while it is still the
 * seller's, and after it went, the take-down reminder until every live listing is ticked off,
 * and List it again (a sale that fell through, a thing not given away after all).
 */
export function ItemLifeSection({ item }: { item: WebListing }) {
  const [open, setOpen] = useState<'list' | 'sell' | 'relist'>();
  const { change, pending } = useLifeChange(item);
  useEndOnEbayStillDue(item);
  const life = item.life;
  if (!life) return null;
  const catalogue = lifeMarketplacesFor(itemCountry(item));
  const nameOf = (id: string) => catalogue.find((m) => m.id === id)?.name ?? id;
  const live = life.state === 'listed' ? life.postings : [];
  const takeDowns = toTakeDown(life);
  const stillHere = life.state === 'saved' || life.state === 'listed';
  const close = () => setOpen(undefined);

  return (
    <section className="card item-life" aria-labelledby={`life-${item.id}`}>
      <h3 id={`life-${item.id}`} className="detail-heading">
        {lifeTexts.heading}
      </h3>
      <LifeSummary life={life} currency={itemCurrency(item)} nameOf={nameOf} />
      {life.state === 'sold' && (
        <SaleKept
          sale={life.sale}
          country={itemCountry(item)}
          currency={itemCurrency(item)}
          nameOf={nameOf}
        />
      )}
      <EndedForYou postings={endedForYou(life)} nameOf={nameOf} />
      {takeDowns.length > 0 && (
        <TakeDownReminder
          postings={takeDowns}
          nameOf={nameOf}
          pending={pending}
          onTakenDown={(marketplace) =>
            change({ type: 'take_down', marketplace }, (after) =>
              toTakeDown(after.life).length === 0
                ? {
                    title: lifeTexts.tickedOff(nameOf(marketplace)).title,
                    description: lifeTexts.allTakenDown,
                  }
                : lifeTexts.tickedOff(nameOf(marketplace)),
            )
          }
        />
      )}
      {stillHere && open === undefined && (
        <div className="life-actions">
          <button className="button button-primary" type="button" onClick={() => setOpen('list')}>
            {lifeTexts.markListed}
          </button>
          <button className="button button-primary" type="button" onClick={() => setOpen('sell')}>
            {lifeTexts.markSold}
          </button>
          <button
            className="button button-outline"
            type="button"
            disabled={pending}
            onClick={() => change({ type: 'give_away' }, lifeTexts.markedGivenAway)}
          >
            {lifeTexts.givenAway}
          </button>
          <button
            className="button button-outline"
            type="button"
            disabled={pending}
            onClick={() => change({ type: 'keep' }, lifeTexts.markedKept)}
          >
            {lifeTexts.kept}
          </button>
        </div>
      )}
      {stillHere && open === 'list' && (
        <MarkListedForm
          catalogue={catalogue}
          live={live}
          pending={pending}
          onCancel={close}
          onSubmit={(marketplace, url) =>
            change(
              { type: 'list', marketplace, ...(url ? { url } : {}) },
              lifeTexts.markedListed(nameOf(marketplace)),
              close,
            )
          }
        />
      )}
      {!stillHere && open === undefined && (
        <div className="life-actions">
          <button className="button button-outline" type="button" onClick={() => setOpen('relist')}>
            {lifeTexts.listAgain}
          </button>
        </div>
      )}
      {!stillHere && open === 'relist' && (
        <MarkListedForm
          catalogue={catalogue}
          // Listings not yet taken down are live again with the relist: not offered twice.
          live={takeDowns}
          submitLabel={lifeTexts.listAgain}
          pending={pending}
          onCancel={close}
          onSubmit={(marketplace, url) =>
            change(
              { type: 'relist', marketplace, ...(url ? { url } : {}) },
              lifeTexts.markedRelisted(nameOf(marketplace)),
              close,
            )
          }
        />
      )}
      {stillHere && open === 'sell' && (
        <MarkSoldForm
          price={currentPrice(item.fields)}
          currency={itemCurrency(item)}
          country={itemCountry(item)}
          live={live}
          nameOf={nameOf}
          pending={pending}
          onCancel={close}
          onSubmit={(price_minor, where, postage_minor) =>
            change(
              {
                type: 'sell',
                price_minor,
                ...(postage_minor === undefined ? {} : { postage_minor }),
                currency: itemCurrency(item),
                where,
              },
              lifeTexts.markedSold,
              close,
            )
          }
        />
      )}
    </section>
  );
}

interface SummaryProps {
  life: ItemLife;
  currency: ReturnType<typeof itemCurrency>;
  nameOf: (id: string) => string;
}

/** Where the item is now, in a line, with the live listings' links. */
function LifeSummary({ life, currency, nameOf }: SummaryProps) {
  switch (life.state) {
    case 'saved':
      return <p className="muted">{lifeTexts.states.saved}</p>;
    case 'listed':
      return (
        <>
          <p className="life-state">{lifeTexts.listedOn(life.postings.map((p) => nameOf(p.marketplace)))}</p>
          <ul className="life-links">
            {life.postings
              .filter((posting) => posting.url)
              .map((posting) => (
                <li key={posting.marketplace}>
                  <a href={posting.url} target="_blank" rel="noopener noreferrer">
                    {lifeTexts.viewListing(nameOf(posting.marketplace))}
                  </a>
                </li>
              ))}
          </ul>
        </>
      );
    case 'sold': {
      const { price_minor, where } = life.sale;
      const place =
        where === SOLD_ELSEWHERE ? lifeTexts.elsewhereWhere : lifeTexts.onMarketplace(nameOf(where));
      return (
        <p className="life-state">{lifeTexts.soldFor(formatMoney(price_minor / 100, currency), place)}</p>
      );
    }
    default:
      return <p className="life-state">{lifeTexts.states[life.state]}</p>;
  }
}
