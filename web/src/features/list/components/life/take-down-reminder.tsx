import type { Posting } from '#domain/item-life.ts';
import { lifeTexts } from '#domain/messages.ts';

interface Props {
  postings: readonly Posting[];
  nameOf: (marketplace: string) => string;
  pending: boolean;
  onTakenDown: (marketplace: string) => void;
}

/**
 * After a sale (or giving away, keeping): "Now take it down from Vinted and Facebook", each
 * with its live listing's link when one was given, each ticked off until none remain. An eBay
 * listing the product published but could not end says why (end-on-ebay.ts).
 */
export function TakeDownReminder({ postings, nameOf, pending, onTakenDown }: Props) {
  const names = postings.map((posting) => nameOf(posting.marketplace));
  return (
    <div className="take-down" role="region" aria-label={lifeTexts.takeDownFrom(names)}>
      <p className="take-down-title">{lifeTexts.takeDownFrom(names)}</p>
      <p className="muted">{lifeTexts.takeDownWhy}</p>
      <ul className="take-down-list">
        {postings.map((posting) => {
          const name = nameOf(posting.marketplace);
          return (
            <li key={posting.marketplace} className="take-down-item">
              <span className="take-down-name">{name}</span>
              {posting.url ? (
                <a href={posting.url} target="_blank" rel="noopener noreferrer">
                  {lifeTexts.openLive(name)}
                </a>
              ) : (
                <span className="muted">{lifeTexts.noLink}</span>
              )}
              {posting.not_ended && <span className="take-down-why">{posting.not_ended}</span>}
              <button
                className="button button-outline"
                type="button"
                disabled={pending}
                onClick={() => onTakenDown(posting.marketplace)}
              >
                {lifeTexts.tickOff(name)}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
