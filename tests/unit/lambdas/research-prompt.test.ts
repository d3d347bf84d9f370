import { describe, expect, it } from 'vitest';
import { marketplacesFor } from '#domain/marketplaces.ts';
import {
  identifyInstructions,
  identifyInstructionsFor,
  refineInstructions,
  refineInstructionsFor,
  researchInput,
} from '#lambdas/lib/adapters/openai/prompts.ts';

// The research call's words per country (docs/product.md#country-and-currency): the UK's are
// the spec's, unchanged; each other country names its place, its marketplaces and its currency.

describe('researchInput', () => {
  it("keeps the UK's request byte for byte, and reads an unknown country as the UK", () => {
    const uk =
      'Find listings of this item for sale, new or second-hand, in the UK: Dune hardback. ' +
      'Give up to five listings, each on its own line with its price in £ and a markdown link to the listing. ' +
      'Then say in one sentence what the item usually sells for. Prices in pounds sterling (£) only.';
    expect(researchInput('Dune hardback', 'GB')).toBe(uk);
    expect(researchInput('Dune hardback', 'XX')).toBe(uk);
  });

  it.each([
    ['CA', 'Canada', 'C$', 'Canadian dollars (CAD, written C$)'],
    ['IE', 'Ireland', '€', 'euros (EUR, written €)'],
    ['AU', 'Australia', 'A$', 'Australian dollars (AUD, written A$)'],
  ])(
    'asks %s for its own place, its marketplaces in order and its currency',
    (country, place, sign, currency) => {
      const sites = marketplacesFor(country)
        .map((marketplace) => marketplace.name)
        .join(', ');
      expect(researchInput('Dune', country)).toBe(
        `Find listings of this item for sale, new or second-hand, in ${place}: Dune. ` +
          `Look first on ${sites}, then other sites in ${place}. ` +
          `Give up to five listings, each on its own line with its price in ${sign} and a markdown link to the listing. ` +
          `Then say in one sentence what the item usually sells for. Prices in ${currency} only.`,
      );
    },
  );
});

describe('the identify and refine instructions', () => {
  it("keep the UK's as they were, and name another country's marketplaces", () => {
    expect(identifyInstructionsFor('GB')).toBe(identifyInstructions);
    expect(identifyInstructionsFor('XX')).toBe(identifyInstructions);
    expect(refineInstructionsFor('GB')).toBe(refineInstructions);
    expect(identifyInstructions).toMatch(
      /^You help people sell second-hand items on UK resale marketplaces\. /,
    );
    expect(identifyInstructionsFor('US')).toBe(
      identifyInstructions.replace('on UK resale marketplaces', 'on resale marketplaces in the USA'),
    );
    expect(identifyInstructionsFor('IE')).toMatch(
      /^You help people sell second-hand items on resale marketplaces in Ireland\. /,
    );
    expect(refineInstructionsFor('AU')).toMatch(
      /^You help people sell second-hand items on resale marketplaces in Australia\. .*keep every field they did not ask to change\.$/,
    );
  });
});
