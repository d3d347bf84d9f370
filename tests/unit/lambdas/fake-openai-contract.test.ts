import { describe, expect, expectTypeOf, it } from 'vitest';
import { identifySchema, type IdentifyAnswer } from '#lambdas/lib/adapters/openai/identify-schema.ts';
import { userFieldNames } from '#domain/user-fields.ts';
import { defaultIdentity, FakeOpenAi } from '../../support/fake-openai/fake-openai-server';
import { assertIdentifyAnswer, schemaProblems } from '../../support/fake-openai/identify-contract';

// The fake model is held to the identify schema the real call sends
// (docs/architecture/testing.md#how-tests-are-written):
// its answers are typed over IdentifyAnswer and checked against the schema at run time, so a
// field added to domain/user-fields.ts and not to the fake fails typecheck and every test
// that analyses.

const { dimensions: _dropped, ...fieldsWithoutDimensions } = defaultIdentity.fields;
const withoutDimensions = { ...defaultIdentity, fields: fieldsWithoutDimensions };

describe("the fake model's answers", () => {
  it('answer every field the identify schema asks for: every user field but price and category', () => {
    expect(Object.keys(defaultIdentity.fields).sort()).toEqual(
      userFieldNames.filter((name) => name !== 'price' && name !== 'category').sort(),
    );
    expect(schemaProblems(defaultIdentity, identifySchema)).toEqual([]);
  });

  it('are typed over the schema: an answer missing a field does not compile', () => {
    expectTypeOf(defaultIdentity).toExtend<IdentifyAnswer>();
    expectTypeOf(withoutDimensions).not.toExtend<IdentifyAnswer>();
    // @ts-expect-error the schema requires `dimensions`
    const missing: IdentifyAnswer = withoutDimensions;
    expect(missing).toBeDefined();
  });

  it('name the field an answer lacks, or has beyond the schema', () => {
    expect(schemaProblems(withoutDimensions, identifySchema)).toEqual([
      'answer.fields.dimensions is missing',
    ]);
    expect(
      schemaProblems(
        { ...defaultIdentity, fields: { ...defaultIdentity.fields, not_a_field: 'x' } },
        identifySchema,
      ),
    ).toEqual(['answer.fields.not_a_field is not in the schema']);
    expect(schemaProblems({ ...defaultIdentity, category: 'spaceships' }, identifySchema)).toEqual([
      'answer.category "spaceships" is not allowed',
    ]);
    expect(
      schemaProblems(
        { ...defaultIdentity, fields: { ...defaultIdentity.fields, title: null } },
        identifySchema,
      ),
    ).toEqual(['answer.fields.title is null, not string']);
  });

  it('refuse a scripted answer that breaks the schema, naming the field', () => {
    expect(() => assertIdentifyAnswer(withoutDimensions, 'A scripted answer')).toThrow(
      'A scripted answer breaks the identify schema (identify-schema.ts): answer.fields.dimensions is missing',
    );
    const fake = new FakeOpenAi();
    expect(() =>
      fake.script({
        replies: [{ kind: 'success', identity: withoutDimensions as unknown as IdentifyAnswer }],
      }),
    ).toThrow('answer.fields.dimensions is missing');
    expect(() => fake.script({ replies: [{ kind: 'success', identity: defaultIdentity }] })).not.toThrow();
  });
});
