import { categoryFieldSets, categoryNames, categoryOf, type CategoryName } from '#domain/categories.ts';
import { conditions, type Condition } from '#domain/conditions.ts';
import { userFieldNames, type UserFieldName } from '#domain/user-fields.ts';
import { AiFailure } from '../../ports/ai-failure';
import * as z from '../../runtime/zod';

// The identify call's strict structured output (docs/design.md#ai, call 1). Strict mode
// wants every property required and no others, so a field a category does not have is
// `null`; after parsing, only the category's own field set (docs/product.md#data) is kept.
// Price is the user's to set from the research, and category is the category itself.

/** The user fields the model fills: all but price and category. */
type AiFieldName = Exclude<UserFieldName, 'price' | 'category'>;

const aiFieldNames = userFieldNames.filter(
  (name): name is AiFieldName => name !== 'price' && name !== 'category',
);

/**
 * An answer exactly as the schema below asks for it (before parseIdentification keeps the
 * category's fields): what the model sends, and what the fake model must send too.
 */
export interface IdentifyAnswer {
  category: CategoryName;
  detailsText: string;
  fields: Record<Exclude<AiFieldName, 'title' | 'description' | 'condition'>, string | null> & {
    title: string;
    description: string;
    condition: Condition | null;
  };
  searchQuery: string;
}

const nullableText = { type: ['string', 'null'] } as const;

function fieldSchema(name: string) {
  if (name === 'title' || name === 'description') return { type: 'string' };
  if (name === 'condition') return { type: ['string', 'null'], enum: [...conditions, null] };
  return nullableText;
}

export const identifySchemaName = 'listing_identification';

/** The JSON schema sent as `text.format` (type json_schema, strict). */
export const identifySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['category', 'detailsText', 'fields', 'searchQuery'],
  properties: {
    category: { type: 'string', enum: [...categoryNames] },
    detailsText: { type: 'string' },
    fields: {
      type: 'object',
      additionalProperties: false,
      required: aiFieldNames,
      properties: Object.fromEntries(aiFieldNames.map((name) => [name, fieldSchema(name)])),
    },
    searchQuery: { type: 'string' },
  },
} as const;

const identifyAnswer = z.object({
  category: z.enum(categoryNames),
  detailsText: z.string(),
  fields: z.record(z.string(), z.nullable(z.string())),
  searchQuery: z.string(),
});

export interface Identification {
  category: string;
  detailsText: string;
  fields: Record<string, string>;
  searchQuery: string;
}

/** Reads the identify answer; anything that is not the schema's shape is invalid output. */
export function parseIdentification(text: string): Identification {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new AiFailure('invalid_output', 'identify output is not JSON');
  }
  const parsed = identifyAnswer.safeParse(raw);
  if (!parsed.success) throw new AiFailure('invalid_output', 'identify output breaks the schema');
  const { category, detailsText, searchQuery } = parsed.data;
  const keep = new Set<string>(categoryFieldSets[categoryOf(category)]);
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(parsed.data.fields)) {
    if (keep.has(name) && typeof value === 'string' && value.trim() !== '') fields[name] = value.trim();
  }
  if (fields.condition !== undefined && !(conditions as readonly string[]).includes(fields.condition)) {
    delete fields.condition;
  }
  return { category, detailsText, fields, searchQuery };
}
