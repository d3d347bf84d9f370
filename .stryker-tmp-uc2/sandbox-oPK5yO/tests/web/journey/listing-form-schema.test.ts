// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { fieldsForCategory } from '#domain/categories.ts';
import type { UserFields } from '#domain/user-fields.ts';
import { listingFormSchema } from '#web/features/list/utils/listing-form-schema.ts';

// The listing form's schema is built from the domain rules: these cases are the domain's own,
// seen through the schema the form's resolver runs.

const books = listingFormSchema(fieldsForCategory('books'));
const filled: UserFields = {
  title: 'Dune',
  description: 'A classic.',
  condition: 'Good condition',
  price: '9',
};
const missing = 'Please fill all required fields.';
const priceMessage = 'Enter a price above 0 and below 10000, with at most 2 decimals.';

function issues(values: UserFields) {
  const result = books.safeParse({
    ...Object.fromEntries(fieldsForCategory('books').map((n) => [n, ''])),
    ...values,
  });
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
}

describe('the listing form schema', () => {
  it('passes the four required fields filled', () => {
    expect(issues(filled)).toEqual([]);
  });

  it.each(['title', 'description', 'condition', 'price'] as const)(
    'reports %s blank or only spaces as "Please fill all required fields."',
    (name) => {
      expect(issues({ ...filled, [name]: '' })).toEqual([[name, missing]]);
      expect(issues({ ...filled, [name]: ' \t ' })).toEqual([[name, missing]]);
    },
  );

  it.each(['-5', '0', '0.00', 'NaN', '1e400', 'Infinity', '12.345', '10000', '£12', '1,200', '12.'])(
    "refuses the price %j with the server's message",
    (price) => {
      expect(issues({ ...filled, price })).toEqual([['price', priceMessage]]);
    },
  );

  it('counts a required field the values lack as blank', () => {
    const result = books.safeParse({ title: 'Dune', description: 'A classic.', price: '9' });
    expect(result.success ? [] : result.error.issues.map((issue) => issue.message)).toEqual([missing]);
  });

  it('keeps only the fields of the category', () => {
    const result = books.safeParse({ ...filled, colour: 'Blue' });
    expect(result.success && result.data).toEqual(filled);
  });
});
