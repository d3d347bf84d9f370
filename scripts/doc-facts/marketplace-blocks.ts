import { countries, type CountryCode } from '#domain/countries.ts';
import { marketplacesByCountry, type Marketplace } from '#domain/marketplaces.ts';
import { marketplaceTexts } from '#domain/texts/marketplaces.ts';
import { markdownTable } from './table.ts';

// The marketplace catalogue (domain/marketplaces.ts) as docs/marketplaces.md shows it. The rule
// columns are read from the catalogue itself, not listed here: a rule (or any other property)
// added to a marketplace becomes a column, or a table of its own when it is a map (such as the
// condition names), the next time `npm run docs:facts` runs, and the doc-facts test fails
// until it has.

/** Headings for the properties known today; any other is named after its key. */
const headings: Readonly<Record<string, string>> = {
  titleMax: 'Title max (characters)',
  oneBrand: 'One brand only',
  noOtherMarketplace: 'No other marketplace named',
  noUnrelatedBrands: 'No unrelated brand names',
  hashtags: 'Hashtags',
  needs: 'Asks for',
  conditionNames: 'Condition names',
  clothingConditionNames: 'Clothing condition names',
  bookConditionNames: 'Book condition names',
};

/** Shown by the columns before the rules, or (sources) after them. */
const placedProperties = new Set(['id', 'name', 'url', 'suits', 'rules', 'sources']);

const heading = (key: string) =>
  headings[key] ?? key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (first) => first.toUpperCase());

const countryName = (code: CountryCode) => countries.find((country) => country.code === code)!.name;

/** A map (a plain object) rather than a value a cell can show. */
const isMap = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value as a table cell: nothing sourced is said so, a map as its `key: value` pairs. */
function cell(value: unknown): string {
  if (value === undefined) return 'not sourced';
  // A condition with no counterpart on the site, as the listing says it.
  if (value === null) return marketplaceTexts.chooseOnSite;
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (Array.isArray(value)) return value.length === 0 ? 'none' : value.map(cell).join(', ');
  if (isMap(value))
    return Object.entries(value)
      .map(([key, item]) => `${key}: ${cell(item)}`)
      .join('; ');
  return String(value as string | number);
}

/** The catalogue's shape: each country's marketplaces, in order. */
type Catalogue = Readonly<Record<CountryCode, readonly Marketplace[]>>;

/** One entry of the catalogue and the countries that offer it, the same in each. */
interface Offer {
  marketplace: Marketplace;
  countries: CountryCode[];
}

/** The catalogue's distinct marketplaces (a site set up differently per country is one per set-up). */
function offers(catalogue: Catalogue): Offer[] {
  const byShape = new Map<string, Offer>();
  for (const [code, list] of Object.entries(catalogue) as [CountryCode, readonly Marketplace[]][]) {
    for (const marketplace of list) {
      const shape = JSON.stringify(marketplace);
      const offer = byShape.get(shape) ?? { marketplace, countries: [] };
      offer.countries.push(code);
      byShape.set(shape, offer);
    }
  }
  return [...byShape.values()];
}

/** The keys of every object, in the order they first appear. */
const keysOf = (objects: readonly object[]) => [...new Set(objects.flatMap((object) => Object.keys(object)))];

/** Each country's marketplaces, in the order the screen lists them. */
export function marketplacesByCountryTable(catalogue: Catalogue = marketplacesByCountry): string {
  return markdownTable(
    ['Country', 'Marketplaces, in order'],
    (Object.entries(catalogue) as [CountryCode, readonly Marketplace[]][]).map(([code, list]) => [
      `${countryName(code)} (${code})`,
      list.map((marketplace) => marketplace.name).join(', '),
    ]),
  );
}

/**
 * Each marketplace's new-listing page, the categories it suits and its sourced rules, one row per
 * set-up; then a table per map-valued rule (condition names), a column per distinct map.
 */
export function marketplaceRulesTables(catalogue: Catalogue = marketplacesByCountry): string {
  const all = offers(catalogue);
  const label = ({ marketplace, countries: codes }: Offer) =>
    `${marketplace.name} (${codes.map(countryName).join(', ')})`;
  const ruleKeys = keysOf(all.map((offer) => offer.marketplace.rules));
  const extraKeys = keysOf(all.map((offer) => offer.marketplace)).filter((key) => !placedProperties.has(key));
  const value = (offer: Offer, key: string): unknown =>
    (extraKeys.includes(key) ? offer.marketplace : offer.marketplace.rules)[key as keyof object];
  const columnKeys = [...ruleKeys, ...extraKeys];
  const mapKeys = columnKeys.filter((key) => all.some((offer) => isMap(value(offer, key))));
  const flatKeys = columnKeys.filter((key) => !mapKeys.includes(key));
  const main = markdownTable(
    ['Marketplace (countries)', 'New-listing page', 'Suits', ...flatKeys.map(heading), 'Sources'],
    all.map((offer) => [
      label(offer),
      offer.marketplace.url,
      offer.marketplace.suits ? offer.marketplace.suits.join(', ') : 'every category',
      ...flatKeys.map((key) => cell(value(offer, key))),
      cell(offer.marketplace.sources),
    ]),
  );
  const maps = mapKeys.map((key) => {
    // Set-ups with the same map share a column.
    const columns = new Map<string, { labels: string[]; map: Readonly<Record<string, unknown>> }>();
    for (const offer of all) {
      const map = value(offer, key);
      if (!isMap(map)) continue;
      const column = columns.get(JSON.stringify(map)) ?? { labels: [], map };
      column.labels.push(label(offer));
      columns.set(JSON.stringify(map), column);
    }
    const having = [...columns.values()];
    const table = markdownTable(
      ['', ...having.map((column) => column.labels.join('; '))],
      keysOf(having.map((column) => column.map)).map((row) => [
        row,
        ...having.map((column) => cell(column.map[row])),
      ]),
    );
    return `**${heading(key)}** (a set-up not shown here has none sourced):\n\n${table}`;
  });
  return [main, ...maps].join('\n\n');
}
