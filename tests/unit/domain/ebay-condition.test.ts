import { describe, expect, it } from 'vitest';
import { ebayConditionFor, ebayConditionPicked } from '#domain/ebay-condition.ts';

const graded = [
  { conditionId: '1000', conditionDescription: 'New with tags' },
  { conditionId: '1500', conditionDescription: 'New without tags' },
  { conditionId: '2990', conditionDescription: 'Pre-owned - Excellent' },
  { conditionId: '3000', conditionDescription: 'Pre-owned - Good' },
  { conditionId: '3010', conditionDescription: 'Pre-owned - Fair' },
];
const newOrUsed = [
  { conditionId: '1000', conditionDescription: 'New' },
  { conditionId: '3000', conditionDescription: 'Used' },
];
const books = [
  { conditionId: '1000', conditionDescription: 'Brand new' },
  { conditionId: '2750', conditionDescription: 'Like new' },
  { conditionId: '4000', conditionDescription: 'Very good' },
  { conditionId: '5000', conditionDescription: 'Good' },
  { conditionId: '6000', conditionDescription: 'Acceptable' },
];

describe('the item’s condition among the category’s allowed conditions', () => {
  it('maps New with tags to NEW, with the category’s own words', () => {
    expect(ebayConditionFor('New with tags', graded)).toEqual({
      ok: true,
      choice: { conditionId: '1000', condition: 'NEW', label: 'New with tags' },
    });
  });

  it('maps Excellent condition to pre-owned excellent where the category grades', () => {
    const result = ebayConditionFor('Excellent condition', graded);
    expect(result.ok && result.choice.condition).toBe('PRE_OWNED_EXCELLENT');
  });

  it('maps Very good condition to the plain Used of a category without grades', () => {
    const result = ebayConditionFor('Very good condition', newOrUsed);
    expect(result.ok && result.choice).toMatchObject({ conditionId: '3000', label: 'Used' });
  });

  it('maps Good condition to the middle pre-owned grade (3000) beside excellent and fair', () => {
    const result = ebayConditionFor('Good condition', graded);
    expect(result.ok && result.choice.label).toBe('Pre-owned - Good');
  });

  it('never maps Good condition to a better grade: asks where the category has none as good', () => {
    const result = ebayConditionFor(
      'Good condition',
      books.filter((c) => c.conditionId !== '5000'),
    );
    expect(result.ok).toBe(false);
    expect(!result.ok && result.choices.map((c) => c.conditionId)).toEqual(['1000', '2750', '4000', '6000']);
  });

  it('never maps Fair condition to the good grade of a pre-owned category', () => {
    const result = ebayConditionFor('Fair condition', graded);
    expect(result.ok && result.choice.condition).toBe('PRE_OWNED_FAIR');
    const noFair = graded.filter((c) => c.conditionId !== '3010');
    expect(ebayConditionFor('Fair condition', noFair).ok).toBe(false);
  });

  it('maps Fair condition to Acceptable where the category has no fair', () => {
    const result = ebayConditionFor('Fair condition', books);
    expect(result.ok && result.choice.condition).toBe('USED_ACCEPTABLE');
  });

  it('never maps New without tags to brand new', () => {
    expect(ebayConditionFor('New without tags', newOrUsed).ok).toBe(false);
  });

  it('asks the seller for Poor condition and for an item without a condition', () => {
    expect(ebayConditionFor('Poor condition', books).ok).toBe(false);
    expect(ebayConditionFor(undefined, books).ok).toBe(false);
  });

  it('takes the seller’s pick only among the allowed conditions', () => {
    expect(ebayConditionPicked('6000', books)?.condition).toBe('USED_ACCEPTABLE');
    expect(ebayConditionPicked('6000', graded)).toBeUndefined();
  });
});
