import { useState } from 'react';
import type { SoldTotal } from '#domain/item-life-totals.ts';
import { countryOrDefault } from '#domain/countries.ts';
import { countryWords } from '#domain/country-words.ts';
import { formatMoney, type CurrencyCode } from '#domain/currency.ts';
import { yourItemsTexts as texts } from '#domain/messages.ts';
import { note } from '#domain/texts/toasts.ts';
import { placeName, recordsFileName } from '#domain/records.ts';
import { useProfile } from '#web/api/get-profile.ts';
import { getExportPage, useListingsSummary } from '#web/features/list/api/listings-summary.ts';
import { notify } from '#web/lib/notify.ts';
import { saveFile } from '#web/lib/save-file.ts';
import { buildRecordsCsv } from '../utils/records-csv';

// What it made (docs/product.md#your-items) and the records file (docs/product.md#your-records).

/**
 * Each currency's gross and kept ("$20.00 sold, $13.50 kept"); where some sales' fees are not
 * known, what was kept from the others and how many are left out; where none is, that what was
 * kept is not known (docs/product.md#your-items).
 */
function totalsText(totals: readonly SoldTotal[], fallbackCurrency: string): string {
  const money = (minor: number, currency: string) => formatMoney(minor / 100, currency as CurrencyCode);
  if (totals.length === 0) return texts.grossAndKept(money(0, fallbackCurrency), money(0, fallbackCurrency));
  return totals
    .map((t) =>
      texts.soldTotal(
        money(t.total_minor, t.currency),
        money(t.kept_minor, t.currency),
        t.count,
        t.fee_unknown,
      ),
    )
    .join(' + ');
}

export function ItemsSummary() {
  const summary = useListingsSummary();
  // The card keeps its place while the figures load, so the list under it does not jump.
  if (summary.isPending) {
    return (
      <section className="card items-summary" aria-labelledby="items-summary-title" aria-busy="true">
        <h3 id="items-summary-title" className="items-summary-title">
          {texts.summary}
        </h3>
        <p className="muted">{texts.summaryLoading}</p>
        <p className="summary-shifted">&nbsp;</p>
        <ExportRecords />
      </section>
    );
  }
  if (summary.isError) {
    return (
      <section className="card items-summary">
        <p className="muted">{texts.summaryFailed}</p>
        <ExportRecords />
      </section>
    );
  }
  const { money, shifted } = summary.data;
  const currency = money.all_time[0]?.currency ?? 'GBP';
  return (
    <section className="card items-summary" aria-labelledby="items-summary-title">
      <h3 id="items-summary-title" className="items-summary-title">
        {texts.summary}
      </h3>
      {money.all_time.length === 0 ? (
        <p className="muted">{texts.nothingSold}</p>
      ) : (
        <>
          <dl className="summary-figures">
            <div>
              <dt>{texts.thisMonth}</dt>
              <dd>{totalsText(money.this_month, currency)}</dd>
            </div>
            <div>
              <dt>{texts.allTime}</dt>
              <dd>{totalsText(money.all_time, currency)}</dd>
            </div>
          </dl>
          {/* Folded: the list of items stays near the top of a phone's screen. */}
          <details className="summary-places-box">
            <summary className="summary-subtitle">{texts.byMarketplace}</summary>
            <ul className="summary-places">
              {money.by_marketplace.map((place) => (
                <li key={place.where}>
                  <span>{placeName(place.where)}</span> <span>{totalsText(place.totals, currency)}</span>
                </li>
              ))}
            </ul>
          </details>
        </>
      )}
      <p className="summary-shifted">
        <strong>{texts.shifted(shifted)}</strong> <span className="muted">{texts.shiftedNote}</span>
      </p>
      <ExportRecords />
    </section>
  );
}

/** Downloads every item as a CSV file, its pages read one after the other. */
function ExportRecords() {
  const [progress, setProgress] = useState<number | null>(null);
  // The header speaks the seller's country's words ("Shipping paid" in the USA).
  const words = countryWords[countryOrDefault(useProfile().data?.country).code];
  const run = async () => {
    setProgress(0);
    try {
      const { blob, count } = await buildRecordsCsv((cursor) => getExportPage(cursor), setProgress, words);
      saveFile(blob, recordsFileName(new Date()));
      notify(note(texts.exported(count)));
    } catch (error) {
      notify({ ...note(texts.exportFailed, (error as Error).message), variant: 'destructive' });
    } finally {
      setProgress(null);
    }
  };
  return (
    <button
      className="button button-outline"
      type="button"
      disabled={progress !== null}
      onClick={() => void run()}
    >
      {progress === null ? texts.exportRecords : texts.exporting(progress)}
    </button>
  );
}
