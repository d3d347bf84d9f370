import { categoryFieldSets, categoryNames, UNKNOWN_CATEGORY } from '#domain/categories.ts';
import { conditions } from '#domain/conditions.ts';
import { countries } from '#domain/countries.ts';
import { isRequiredField } from '#domain/listing-validation.ts';
import { additionalDetailFields, userFieldLabels, userFieldNames } from '#domain/user-fields.ts';
import { feeTableBlock } from './fee-blocks.ts';
import { marketplaceRulesTables, marketplacesByCountryTable } from './marketplace-blocks.ts';
import { markdownTable } from './table.ts';

// The product facts the docs show as tables or lists, written from domain/ (the one source;
// docs/how-to.md#house-rules). A doc holds one between `<!-- facts:NAME -->` and
// `<!-- /facts -->`; `npm run docs:facts` writes them and tests/unit/architecture/doc-facts.test.ts
// fails when one differs. A new fact table: a generator here, then the markers where a doc shows it.

const code = (text: string) => `\`${text}\``;
const yes = (flag: boolean) => (flag ? 'yes' : '');
/** 1, 2, ...: the field's place in a list; empty when it is not in it. */
const placeIn = (list: readonly string[], name: string) =>
  list.includes(name) ? String(list.indexOf(name) + 1) : '';

function userFieldsTable(): string {
  return markdownTable(
    ['Field', 'Label', 'Required', 'Additional Details (place)'],
    userFieldNames.map((name) => [
      code(name),
      code(userFieldLabels[name]),
      yes(isRequiredField(name)),
      placeIn(additionalDetailFields, name),
    ]),
  );
}

function categoryFieldSetsTable(): string {
  return markdownTable(
    ['Category', 'Fields'],
    categoryNames.map((name) => [
      name === UNKNOWN_CATEGORY ? `${code(name)} or any other` : code(name),
      categoryFieldSets[name].join(', '),
    ]),
  );
}

function conditionsList(): string {
  return conditions.map((condition, index) => `${index + 1}. ${code(condition)}`).join('\n');
}

function countriesTable(): string {
  return markdownTable(
    ['Code', 'Label', 'Flag', 'Currency'],
    countries.map((country) => [code(country.code), code(country.name), country.flag, country.currency]),
  );
}

/** Every fact block a doc may hold, by name. */
export const factBlocks: Readonly<Record<string, () => string>> = {
  'user-fields': userFieldsTable,
  'category-field-sets': categoryFieldSetsTable,
  conditions: conditionsList,
  countries: countriesTable,
  'marketplaces-by-country': marketplacesByCountryTable,
  'marketplace-rules': marketplaceRulesTables,
  fees: feeTableBlock,
};
