import type { Posting } from '#domain/item-life.ts';
import { ebayListingTexts } from '#domain/texts/ebay-listing.ts';
import { Icon } from '#web/components/icons/icons.tsx';

interface Props {
  postings: readonly Posting[];
  nameOf: (marketplace: string) => string;
}

/**
 * The take-downs the product made itself once the item went (docs/product.md#item-life): the
 * eBay listing it published, ticked, "Ended on eBay for you". Nothing for the seller to do.
 */
export function EndedForYou({ postings, nameOf }: Props) {
  if (postings.length === 0) return null;
  return (
    <ul className="take-down-list ended-for-you">
      {postings.map((posting) => (
        <li key={posting.marketplace} className="take-down-item ended-for-you-item">
          <span className="take-down-name">{nameOf(posting.marketplace)}</span>
          <span>
            <Icon name="squareCheck" size={16} /> {ebayListingTexts.endedForYou}
          </span>
        </li>
      ))}
    </ul>
  );
}
