import { useId, useState } from 'react';
import { lifeReasons, type Posting } from '#domain/item-life.ts';
import { type LifeMarketplace, urlBelongsToHosts } from '#domain/marketplace-host.ts';
import { lifeTexts } from '#domain/messages.ts';
import { LifeFormActions } from './life-form-actions';

interface Props {
  /** The marketplaces of the item's country. */
  catalogue: readonly LifeMarketplace[];
  /** Where it is live already: those are not offered again. */
  live: readonly Posting[];
  pending: boolean;
  /** The submit button's words: Mark listed, or List it again. */
  submitLabel?: string;
  onSubmit: (marketplace: string, url: string | undefined) => void;
  onCancel: () => void;
}

/**
 * Mark listed (docs/product.md#item-life): a marketplace of the item's country it is not on yet,
 * and optionally the live listing's address, checked to be on that marketplace before it is sent.
 */
export function MarkListedForm({
  catalogue,
  live,
  pending,
  submitLabel = lifeTexts.markListed,
  onSubmit,
  onCancel,
}: Props) {
  const id = useId();
  const open = catalogue.filter((m) => !live.some((posting) => posting.marketplace === m.id));
  const [marketplace, setMarketplace] = useState(open[0]?.id ?? '');
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string>();
  if (open.length === 0) return <p className="muted">{lifeTexts.allListed}</p>;
  const chosen = open.find((m) => m.id === marketplace) ?? open[0]!;

  return (
    <form
      className="life-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const address = url.trim();
        if (address !== '' && !urlBelongsToHosts(address, chosen.hosts)) {
          setError(lifeReasons.badUrl(chosen.name));
          return;
        }
        onSubmit(chosen.id, address === '' ? undefined : address);
      }}
    >
      <label htmlFor={`${id}-marketplace`}>{lifeTexts.marketplace}</label>
      <select
        id={`${id}-marketplace`}
        value={chosen.id}
        onChange={(event) => {
          setMarketplace(event.target.value);
          setError(undefined);
        }}
      >
        {open.map((m) => (
          <option key={m.id} value={m.id}>
            {m.name}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-url`}>{lifeTexts.listingAddress}</label>
      <input
        id={`${id}-url`}
        type="url"
        inputMode="url"
        autoComplete="off"
        placeholder={`https://${chosen.hosts[0]}/...`}
        value={url}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
        onChange={(event) => {
          setUrl(event.target.value);
          setError(undefined);
        }}
      />
      {error ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="muted life-hint">
          {lifeTexts.listingAddressHint}
        </p>
      )}
      <LifeFormActions label={submitLabel} pending={pending} onCancel={onCancel} />
    </form>
  );
}
