// Where eBay's published contracts contradict eBay's own documentation of the same field, the
// documentation is what eBay's servers accept. Each correction is applied to the parsed
// contract before the types are generated (`npm run ebay:types`) and before the twin's stand-in
// checks a request, so both agree with eBay's servers; the contract files stay as published.

type Schema = Record<string, unknown>;

interface Correction {
  contract: string;
  schema: string;
  property: string;
  replacement: Schema;
}

/** Item specifics: "name": ["value", ...]. */
const aspectsMap: Schema = {
  type: 'object',
  additionalProperties: { type: 'array', items: { type: 'string' } },
};

const corrections: Correction[] = [
  // Declared `type: string`, while the field's own description shows the JSON to send:
  // "aspects": { "Brand": ["GoPro"], "Features": ["Waterproof", "Wireless"] }.
  {
    contract: 'sell_inventory_v1_oas3.json',
    schema: 'Product',
    property: 'aspects',
    replacement: aspectsMap,
  },
  {
    contract: 'sell_inventory_v1_oas3.json',
    schema: 'InventoryItemGroup',
    property: 'aspects',
    replacement: aspectsMap,
  },
];

/** The contract with eBay's documented shape in place of the contradicting declarations. */
export function correctedContract<T extends { components?: { schemas?: Record<string, Schema> } }>(
  contract: string,
  parsed: T,
): T {
  for (const correction of corrections.filter((one) => one.contract === contract)) {
    const properties = parsed.components?.schemas?.[correction.schema]?.properties as
      Record<string, Schema> | undefined;
    const declared = properties?.[correction.property];
    if (!properties || !declared) {
      throw new Error(`${contract} has no ${correction.schema}.${correction.property} to correct`);
    }
    properties[correction.property] = { ...correction.replacement, description: declared.description };
  }
  return parsed;
}
