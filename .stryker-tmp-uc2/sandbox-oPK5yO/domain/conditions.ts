// @ts-nocheck
// The 7 condition options of docs/product.md#data, best first, as the condition dropdown lists them.

export const conditions = [
  'New with tags',
  'New without tags',
  'Excellent condition',
  'Very good condition',
  'Good condition',
  'Fair condition',
  'Poor condition',
] as const;

export type Condition = (typeof conditions)[number];

export function isCondition(value: string): value is Condition {
  return (conditions as readonly string[]).includes(value);
}
