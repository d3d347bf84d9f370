import { identifySchema } from '#lambdas/lib/adapters/openai/identify-schema.ts';

// The fake model answers only what the real one may: an identify answer the strict schema the
// real call sends (identify-schema.ts) accepts. Checked when the fake starts and on every
// scripted answer, so a field added to the schema and not to the fake fails every test that
// analyses, with the field named, besides failing typecheck (IdentifyAnswer).

type Schema = {
  type?: string | readonly string[];
  enum?: readonly unknown[];
  required?: readonly string[];
  additionalProperties?: boolean;
  properties?: Readonly<Record<string, Schema>>;
};

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  return Array.isArray(value) ? 'array' : typeof value;
}

/** Where `value` breaks the JSON schema subset strict structured outputs use; empty when it fits. */
export function schemaProblems(value: unknown, schema: Schema, at = 'answer'): string[] {
  const types = schema.type === undefined ? [] : [schema.type].flat();
  if (types.length > 0 && !types.includes(typeOf(value))) {
    return [`${at} is ${typeOf(value)}, not ${types.join(' or ')}`];
  }
  if (schema.enum && !schema.enum.includes(value)) return [`${at} ${JSON.stringify(value)} is not allowed`];
  if (typeOf(value) !== 'object' || !schema.properties) return [];
  const object = value as Record<string, unknown>;
  const missing = (schema.required ?? [])
    .filter((name) => !(name in object))
    .map((name) => `${at}.${name} is missing`);
  const extra =
    schema.additionalProperties === false
      ? Object.keys(object)
          .filter((name) => !(name in schema.properties!))
          .map((name) => `${at}.${name} is not in the schema`)
      : [];
  const nested = Object.entries(schema.properties).flatMap(([name, property]) =>
    name in object ? schemaProblems(object[name], property, `${at}.${name}`) : [],
  );
  return [...missing, ...extra, ...nested];
}

/** Throws, naming every problem, when an identify answer breaks the identify schema. */
export function assertIdentifyAnswer(answer: unknown, what: string): void {
  const problems = schemaProblems(answer, identifySchema);
  if (problems.length > 0) {
    throw new Error(`${what} breaks the identify schema (identify-schema.ts): ${problems.join('; ')}`);
  }
}
