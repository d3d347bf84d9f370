// @ts-nocheck
import { describe, expect, it } from 'vitest';
import {
  canGenerateDescription,
  canSave,
  isRequiredField,
  missingFieldsMessage,
  missingRequiredFields,
  requiredFields,
} from '#domain/listing-validation.ts';

const complete = {
  title: 'Lamp',
  description: 'Brass lamp',
  condition: 'Good condition',
  price: '12.00',
};

// docs/product.md#validation, listing form.
describe('listing form validation', () => {
  it('requires title, description, condition and price', () => {
    expect(requiredFields).toEqual(['title', 'description', 'condition', 'price']);
    expect(isRequiredField('price')).toBe(true);
    expect(isRequiredField('brand')).toBe(false);
  });

  it('allows saving when all four are filled', () => {
    expect(canSave(complete)).toBe(true);
    expect(missingRequiredFields(complete)).toEqual([]);
  });

  it.each(['title', 'description', 'condition', 'price'] as const)(
    'blocks saving when %s is blank after trimming',
    (name) => {
      expect(canSave({ ...complete, [name]: '   ' })).toBe(false);
      expect(canSave({ ...complete, [name]: undefined })).toBe(false);
      expect(missingRequiredFields({ ...complete, [name]: '' })).toEqual([name]);
    },
  );

  it('says "Please fill all required fields."', () => {
    expect(missingFieldsMessage).toBe('Please fill all required fields.');
  });

  it('needs a title to generate a description', () => {
    expect(canGenerateDescription({ title: 'Lamp' })).toBe(true);
    expect(canGenerateDescription({ title: ' ' })).toBe(false);
  });

  it('cannot generate a description for an item with no title at all', () => {
    expect(canGenerateDescription({ description: 'A lamp' })).toBe(false);
  });
});
