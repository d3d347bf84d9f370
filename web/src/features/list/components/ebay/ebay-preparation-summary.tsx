import { useId } from 'react';
import type { EbayListingPreparation } from '#domain/api-types.ts';
import { ebayListingTexts } from '#domain/texts/ebay-listing.ts';

const texts = ebayListingTexts.sheet;

interface Props {
  preparation: EbayListingPreparation;
  categoryId: string | undefined;
  disabled: boolean;
  onCategory: (categoryId: string) => void;
}

/** What eBay will show: the title, the category among eBay's suggestions, the matched condition. */
export function EbayPreparationSummary({ preparation, categoryId, disabled, onCategory }: Props) {
  const id = useId();
  return (
    <>
      <div className="ebay-fact">
        <span className="ebay-fact-label">{texts.titleOnEbay}</span>
        <span className="ebay-fact-value">{preparation.title}</span>
      </div>
      {preparation.categories.length > 0 && (
        <div className="ebay-field">
          <label htmlFor={`${id}-category`}>{texts.category}</label>
          <select
            id={`${id}-category`}
            value={categoryId ?? preparation.categories[0]!.categoryId}
            disabled={disabled}
            onChange={(event) => onCategory(event.target.value)}
          >
            {preparation.categories.map((category) => (
              <option key={category.categoryId} value={category.categoryId}>
                {category.name}
              </option>
            ))}
          </select>
        </div>
      )}
      {preparation.condition && (
        <div className="ebay-fact">
          <span className="ebay-fact-label">{texts.condition}</span>
          <span className="ebay-fact-value">{preparation.condition.label}</span>
        </div>
      )}
    </>
  );
}
