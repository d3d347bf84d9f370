import { countries, type CountryCode } from '#domain/countries.ts';
import { type DatedFee, effectiveFrom, type FeeRule, feeTable } from '#domain/fees.ts';
import { marketplacesByCountry } from '#domain/marketplaces.ts';
import { markdownTable } from './table.ts';

// The dated fee table (domain/fees.ts) as docs/marketplaces.md#fees shows it: one row per rule,
// each with the day it took effect, its source (the marketplace's own page, or a third party's,
// said so) and the day read; an unknown fee with why and the pages read.

const countryName = (code: CountryCode) => countries.find((country) => country.code === code)!.name;

const currencyOf = (code: CountryCode) => countries.find((country) => country.code === code)!.currency;

/** 1290 basis points and 50 minor units: "12.9 % of the price + USD 0.50 a sale". */
function feeText(rule: FeeRule, currency: string): string {
  switch (rule.kind) {
    case 'free':
      return 'nothing';
    case 'share': {
      const share = `${rule.shareBasisPoints / 100} %`;
      return rule.fixedMinor === 0
        ? `${share} of the price`
        : `${share} of the price + ${currency} ${(rule.fixedMinor / 100).toFixed(2)} a sale`;
    }
    case 'unknown':
      return `unknown: ${rule.reason}`;
  }
}

/** The day a rule starts; with none given, from the day read, and an unknown on every day. */
function startText(dated: DatedFee): string {
  if (dated.from !== null) return dated.from;
  return dated.rule.kind === 'unknown' ? 'any day' : `not given: from ${effectiveFrom(dated)}, the day read`;
}

function sourceText(rule: FeeRule): string {
  if (rule.kind === 'unknown')
    return rule.checked.length === 0 ? 'none found' : `read: ${rule.checked.join(', ')}`;
  return rule.thirdParty ? `third party: ${rule.source}` : `own page: ${rule.source}`;
}

/** Every rule of the fee table, by country and marketplace in the catalogue's order, oldest first. */
export function feeTableBlock(): string {
  const rows = (Object.keys(feeTable) as CountryCode[]).flatMap((code) =>
    marketplacesByCountry[code].flatMap((marketplace) =>
      (feeTable[code][marketplace.id] ?? []).map((dated) => [
        countryName(code),
        marketplace.name,
        startText(dated),
        feeText(dated.rule, currencyOf(code)),
        sourceText(dated.rule),
        dated.rule.kind === 'unknown' ? '' : dated.rule.readOn,
      ]),
    ),
  );
  return markdownTable(
    ['Country', 'Marketplace', 'From', 'Fee for a private seller', 'Source', 'Read on'],
    rows,
  );
}
