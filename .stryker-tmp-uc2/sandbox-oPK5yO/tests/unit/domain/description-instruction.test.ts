// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { descriptionInstruction } from '#domain/description-instruction.ts';

describe('description instruction (docs/product.md#calls)', () => {
  it('asks for an engaging marketplace description', () => {
    expect(descriptionInstruction('toys', {})).toBe(
      'Write an engaging marketplace description for this second-hand item.\nCategory: toys',
    );
  });

  it('is built from category, title, brand, condition, size, material and colour', () => {
    const text = descriptionInstruction('clothing and footwear', {
      title: 'Wool coat',
      brand: 'Jaeger',
      condition: 'Good condition',
      size: '12',
      material: 'Wool',
      colour: 'Navy',
      price: '40.00',
    });
    expect(text.split('\n').slice(1)).toEqual([
      'Category: clothing and footwear',
      'Title: Wool coat',
      'Brand: Jaeger',
      'Condition: Good condition',
      'Size: 12',
      'Material: Wool',
      'Colour: Navy',
    ]);
  });

  it("uses the form's category when the AI category is blank", () => {
    const text = descriptionInstruction('  ', { category: 'Lamps', title: 'Lamp' });
    expect(text.split('\n').slice(1)).toEqual(['Category: Lamps', 'Title: Lamp']);
  });

  it('leaves out blank details', () => {
    const text = descriptionInstruction('', { title: 'Lamp', brand: ' ' });
    expect(text.split('\n').slice(1)).toEqual(['Title: Lamp']);
  });
});
