import { describe, expect, it } from 'vitest';
import { joinNames } from '#domain/texts/life.ts';

// The item's life names marketplaces in a sentence: "Vinted, Depop and eBay".
describe('names in a sentence', () => {
  it.each([
    [[], ''],
    [['Vinted'], 'Vinted'],
    [['Vinted', 'Depop'], 'Vinted and Depop'],
    [['Vinted', 'Depop', 'eBay'], 'Vinted, Depop and eBay'],
  ])('%j reads "%s"', (names, sentence) => {
    expect(joinNames(names)).toBe(sentence);
  });
});
