import { useId, useState } from 'react';
import { countryWords } from '#domain/country-words.ts';
import type { CountryCode } from '#domain/countries.ts';
import { SOLD_ELSEWHERE, type Posting } from '#domain/item-life.ts';
import type { CurrencyCode } from '#domain/currency.ts';
import { lifeTexts } from '#domain/messages.ts';
import { parsePostage } from '#domain/postage-paid.ts';
import { parseCustomPrice } from '#domain/prices.ts';
import { LifeFormActions } from './life-form-actions';

interface Props {
  /** The item's price, to start from. */
  price: string;
  currency: CurrencyCode;
  /** The item's country: its word for postage. */
  country: CountryCode;
  /** Where it is live: it sold on one of these, or elsewhere. */
  live: readonly Posting[];
  nameOf: (marketplace: string) => string;
  pending: boolean;
  /** The postage paid is undefined when left empty. */
  onSubmit: (priceMinor: number, where: string, postageMinor: number | undefined) => void;
  onCancel: () => void;
}

/**
 * Mark sold (docs/product.md#item-life): the price it went for, prefilled with the item's, by the
 * price rules of the price picker; where: a marketplace it is listed on, or elsewhere; and,
 * optionally, the postage the seller paid (by the same rules; nothing is a fair answer), so
 * "You kept" can take it off.
 */
export function MarkSoldForm({ price, currency, country, live, nameOf, pending, onSubmit, onCancel }: Props) {
  const id = useId();
  const [text, setText] = useState(price);
  const [where, setWhere] = useState(live[0]?.marketplace ?? SOLD_ELSEWHERE);
  const [postage, setPostage] = useState('');
  const [error, setError] = useState<string>();
  const [postageError, setPostageError] = useState<string>();

  return (
    <form
      className="life-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = parseCustomPrice(text, currency);
        if (!parsed.ok) {
          setError(parsed.error);
          return;
        }
        const paid =
          postage.trim() === '' ? undefined : parsePostage(postage, currency, countryWords[country]);
        if (paid !== undefined && !paid.ok) {
          setPostageError(paid.error);
          return;
        }
        onSubmit(Math.round(Number(parsed.price) * 100), where, paid?.minor);
      }}
    >
      <label htmlFor={`${id}-price`}>{lifeTexts.salePrice(currency)}</label>
      <input
        id={`${id}-price`}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={text}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          setText(event.target.value);
          setError(undefined);
        }}
      />
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
      <label htmlFor={`${id}-where`}>{lifeTexts.soldWhere}</label>
      <select id={`${id}-where`} value={where} onChange={(event) => setWhere(event.target.value)}>
        {live.map((posting) => (
          <option key={posting.marketplace} value={posting.marketplace}>
            {nameOf(posting.marketplace)}
          </option>
        ))}
        <option value={SOLD_ELSEWHERE}>{lifeTexts.elsewhere}</option>
      </select>
      <label htmlFor={`${id}-postage`}>{lifeTexts.postagePaid(currency, countryWords[country])}</label>
      <input
        id={`${id}-postage`}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={postage}
        aria-invalid={postageError ? true : undefined}
        aria-describedby={postageError ? `${id}-postage-error` : undefined}
        onChange={(event) => {
          setPostage(event.target.value);
          setPostageError(undefined);
        }}
      />
      {postageError && (
        <p id={`${id}-postage-error`} className="field-error" role="alert">
          {postageError}
        </p>
      )}
      <LifeFormActions label={lifeTexts.markSold} pending={pending} onCancel={onCancel} />
    </form>
  );
}
