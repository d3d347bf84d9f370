import { describe, expect, it } from 'vitest';
import {
  additionalDetailFields,
  isUserFieldName,
  userFieldLabels,
  userFieldNames,
} from '#domain/user-fields.ts';

// docs/product.md#user-fields. The list itself is checked against the doc's table by
// tests/unit/architecture/doc-facts.test.ts; here, what the rest of the code relies on.
describe('user fields', () => {
  it('are named in the order of their labels, each once', () => {
    expect(userFieldNames).toEqual(Object.keys(userFieldLabels));
    expect(new Set(userFieldNames).size).toBe(userFieldNames.length);
  });

  it('each have a label of their own', () => {
    const labels = userFieldNames.map((name) => userFieldLabels[name]);
    for (const label of labels) expect(label.trim()).not.toBe('');
    expect(new Set(labels).size).toBe(labels.length);
    expect(userFieldLabels.isbn).toBe('ISBN');
  });

  it('recognise a user field name and nothing else', () => {
    for (const name of userFieldNames) expect(isUserFieldName(name)).toBe(true);
    for (const name of ['not_a_field', 'Title', '', 'toString', '__proto__']) {
      expect(isUserFieldName(name)).toBe(false);
    }
  });

  it('show in Additional Details only user fields, each once', () => {
    for (const name of additionalDetailFields) expect(isUserFieldName(name)).toBe(true);
    expect(new Set(additionalDetailFields).size).toBe(additionalDetailFields.length);
  });
});
