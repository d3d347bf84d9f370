import { useEffect, useId, useRef, useState } from 'react';
import type { EbayListingPreparation, EbayListingRequest } from '#domain/api-types.ts';
import type { WebListing } from '#domain/listing.ts';
import { ebayListingTexts } from '#domain/texts/ebay-listing.ts';
import { notify } from '#web/lib/notify.ts';
import { usePrepareEbayListing } from '../../api/prepare-ebay-listing';
import { usePublishEbayListing } from '../../api/publish-ebay-listing';
import { EbayAskedFields, type EbayAsked, type EbayChoices } from './ebay-asked-fields';
import { EbayFees } from './ebay-fees';
import { EbayPreparationSummary } from './ebay-preparation-summary';

const texts = ebayListingTexts.sheet;

/** The request for the seller's choices: what is filled in, nothing empty. */
function requestOf(choices: EbayChoices): EbayListingRequest {
  const aspects = Object.fromEntries(
    Object.entries(choices.aspects)
      .map(([name, value]) => [name, value.trim()] as const)
      .filter(([, value]) => value !== ''),
  );
  const postcode = choices.postcode.trim();
  return {
    ...(choices.categoryId ? { categoryId: choices.categoryId } : {}),
    ...(Object.keys(aspects).length > 0 ? { aspects } : {}),
    ...(choices.conditionId ? { conditionId: choices.conditionId } : {}),
    ...(postcode ? { postcode } : {}),
  };
}

/** What the sheet has asked for so far: kept when an answer of eBay no longer lists it as missing. */
function askedAfter(asked: EbayAsked, preparation: EbayListingPreparation): EbayAsked {
  const names = new Set(asked.aspects.map((aspect) => aspect.name));
  return {
    aspects: [...asked.aspects, ...preparation.missingAspects.filter((aspect) => !names.has(aspect.name))],
    conditions: preparation.conditionChoices.length > 0 ? preparation.conditionChoices : asked.conditions,
    postcode: asked.postcode || preparation.needsPostcode || preparation.postcode !== undefined,
  };
}

const nothingAsked: EbayAsked = { aspects: [], conditions: [], postcode: false };
const noChoices: EbayChoices = { aspects: {}, postcode: '' };

/**
 * The List on eBay sheet for a connected seller (docs/product.md#list-on-ebay): eBay's answer
 * for the item, the seller asked only for what is missing, Check with eBay to ask again, and
 * Publish once nothing is missing. A refusal is shown here; what was typed stays.
 */
export function EbayListingForm({ item, onPublished }: { item: WebListing; onPublished: () => void }) {
  const id = useId();
  const prepare = usePrepareEbayListing();
  const publish = usePublishEbayListing();
  const [choices, setChoices] = useState<EbayChoices>(noChoices);
  const [asked, setAsked] = useState<EbayAsked>(nothingAsked);
  const [preparation, setPreparation] = useState<EbayListingPreparation>();
  /** The choices changed since eBay last answered: Publish waits for Check with eBay. */
  const [stale, setStale] = useState(false);
  const started = useRef(false);

  const ask = (next: EbayChoices, previouslyAsked: EbayAsked = asked) => {
    publish.reset();
    prepare.mutate(
      { id: item.id, request: requestOf(next) },
      {
        onSuccess: (answer) => {
          setPreparation(answer);
          // The postcode kept in the profile, shown for the seller to check (never over one typed).
          const kept = answer.postcode;
          if (kept) setChoices((current) => (current.postcode ? current : { ...current, postcode: kept }));
          setAsked(askedAfter(previouslyAsked, answer));
          setStale(false);
        },
      },
    );
  };

  useEffect(() => {
    // Once, on opening (React's development double effect would ask twice).
    if (started.current) return;
    started.current = true;
    ask(noChoices);
  });

  const change = (next: EbayChoices) => {
    setChoices(next);
    setStale(true);
  };
  const pending = prepare.isPending || publish.isPending;
  const error = publish.error ?? prepare.error;
  const ready = preparation !== undefined && preparation.problems.length === 0 && !stale;

  return (
    <form
      className="ebay-form"
      noValidate
      aria-busy={pending}
      onSubmit={(event) => {
        event.preventDefault();
        ask(choices);
      }}
    >
      {preparation && (
        <EbayPreparationSummary
          preparation={preparation}
          categoryId={choices.categoryId ?? preparation.categoryId}
          disabled={pending}
          onCategory={(categoryId) => {
            // Another category asks for its own item specifics and conditions.
            const next = { ...choices, categoryId, aspects: {}, conditionId: undefined };
            setChoices(next);
            ask(next, { ...nothingAsked, postcode: asked.postcode });
          }}
        />
      )}
      <EbayAskedFields asked={asked} choices={choices} onChange={change} />
      {preparation && !stale && preparation.problems.length > 0 && (
        <ul className="ebay-problems" aria-label={texts.problemsLabel}>
          {preparation.problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
      {preparation?.fees && !stale && <EbayFees fees={preparation.fees} />}
      {preparation?.policiesPage && (
        <a href={preparation.policiesPage} target="_blank" rel="noopener noreferrer">
          {texts.policiesLink}
        </a>
      )}
      {prepare.isPending && <p role="status">{texts.asking}</p>}
      {error && !pending && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error.message}
        </p>
      )}
      <div className="dialog-actions">
        <button className="button button-outline" type="submit" disabled={pending}>
          {texts.check}
        </button>
        <button
          className="button button-primary"
          type="button"
          disabled={!ready || pending}
          onClick={() =>
            publish.mutate(
              { id: item.id, request: requestOf(choices) },
              {
                onSuccess: () => {
                  notify(texts.published);
                  onPublished();
                },
              },
            )
          }
        >
          {publish.isPending ? texts.publishing : texts.publish}
        </button>
      </div>
    </form>
  );
}
