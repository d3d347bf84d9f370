import { useId } from 'react';
import type { EbayConditionChoice } from '#domain/ebay-condition.ts';
import { EBAY_ASPECT_VALUE_MAX, EBAY_POSTCODE_MAX, type MissingAspect } from '#domain/ebay-listing.ts';
import { ebayListingTexts } from '#domain/texts/ebay-listing.ts';

const texts = ebayListingTexts.sheet;

/** The seller's answers in the sheet, as typed. */
export interface EbayChoices {
  categoryId?: string | undefined;
  aspects: Record<string, string>;
  conditionId?: string | undefined;
  postcode: string;
}

/** What eBay asked for in this sheet so far (kept once answered, so it can be changed). */
export interface EbayAsked {
  aspects: MissingAspect[];
  conditions: EbayConditionChoice[];
  postcode: boolean;
}

interface Props {
  asked: EbayAsked;
  choices: EbayChoices;
  onChange: (choices: EbayChoices) => void;
}

/**
 * The one short form of what eBay needs and the item left empty: each missing item specific (a
 * select of eBay's values, or text where eBay lists none), the condition when none matched, and
 * the postcode the item is sent from.
 */
export function EbayAskedFields({ asked, choices, onChange }: Props) {
  const id = useId();
  const setAspect = (name: string, value: string) =>
    onChange({ ...choices, aspects: { ...choices.aspects, [name]: value } });
  return (
    <>
      {asked.aspects.length > 0 && (
        <fieldset className="ebay-specifics">
          <legend>{texts.specifics}</legend>
          {asked.aspects.map((aspect, index) => {
            const fieldId = `${id}-aspect-${index}`;
            const value = choices.aspects[aspect.name] ?? '';
            return (
              <div className="ebay-field" key={aspect.name}>
                <label htmlFor={fieldId}>{aspect.name}</label>
                {aspect.values?.length ? (
                  <select
                    id={fieldId}
                    value={value}
                    onChange={(event) => setAspect(aspect.name, event.target.value)}
                  >
                    <option value="">{texts.choose}</option>
                    {aspect.values.map((option) => (
                      <option key={option} value={option}>
                        {option}
                      </option>
                    ))}
                  </select>
                ) : (
                  <input
                    id={fieldId}
                    value={value}
                    maxLength={EBAY_ASPECT_VALUE_MAX}
                    autoComplete="off"
                    onChange={(event) => setAspect(aspect.name, event.target.value)}
                  />
                )}
              </div>
            );
          })}
        </fieldset>
      )}
      {asked.conditions.length > 0 && (
        <div className="ebay-field">
          <label htmlFor={`${id}-condition`}>{texts.condition}</label>
          <select
            id={`${id}-condition`}
            value={choices.conditionId ?? ''}
            onChange={(event) => onChange({ ...choices, conditionId: event.target.value || undefined })}
          >
            <option value="">{texts.choose}</option>
            {asked.conditions.map((condition) => (
              <option key={condition.conditionId} value={condition.conditionId}>
                {condition.label}
              </option>
            ))}
          </select>
        </div>
      )}
      {asked.postcode && (
        <div className="ebay-field">
          <label htmlFor={`${id}-postcode`}>{texts.postcode}</label>
          <input
            id={`${id}-postcode`}
            value={choices.postcode}
            maxLength={EBAY_POSTCODE_MAX}
            autoComplete="postal-code"
            onChange={(event) => onChange({ ...choices, postcode: event.target.value })}
          />
        </div>
      )}
    </>
  );
}
