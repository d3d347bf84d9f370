import { useId, useState } from 'react';
import { SOLD_ELSEWHERE, type Posting } from '#domain/item-life.ts';
import type { CurrencyCode } from '#domain/currency.ts';
import { lifeTexts } from '#domain/messages.ts';
import { parseCustomPrice } from '#domain/prices.ts';
import { LifeFormActions } from './life-form-actions';

interface Props {
  /** The item's price, to start from. */
  price: string;
  currency: CurrencyCode;
  /** Where it is live: it sold on one of these, or elsewhere. */
  live: readonly Posting[];
  nameOf: (marketplace: string) => string;
  pending: boolean;
  onSubmit: (priceMinor: number, where: string) => void;
  onCancel: () => void;
}

/**
 * Mark sold (docs/product.md#item-life): the price it went for, prefilled with the item's, by the
 * price rules of the price picker; and where: a marketplace it is listed on, or elsewhere.
 */
export function MarkSoldForm({ price, currency, live, nameOf, pending, onSubmit, onCancel }: Props) {
  const id = useId();
  const [text, setText] = useState(price);
  const [where, setWhere] = useState(live[0]?.marketplace ?? SOLD_ELSEWHERE);
  const [error, setError] = useState<string>();

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
        onSubmit(Math.round(Number(parsed.price) * 100), where);
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
      <LifeFormActions label={lifeTexts.markSold} pending={pending} onCancel={onCancel} />
    </form>
  );
}
