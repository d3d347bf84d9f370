import { describe, expect, it } from 'vitest';
import { effortFor, modelEffortProblem, takesReasoningEffort } from '#domain/ai-models.ts';

describe('which models take a reasoning effort', () => {
  it.each(['gpt-5-mini', 'gpt-5', 'gpt-5.1', 'o4-mini', 'o3'])('%s takes one', (model) => {
    expect(takesReasoningEffort(model)).toBe(true);
  });

  it.each([
    'gpt-4o',
    'gpt-4o-mini',
    'gpt-4.1',
    'gpt-4.1-mini',
    'gpt-4',
    'gpt-4-turbo',
    'gpt-3.5-turbo',
    'chatgpt-4o-latest',
    'gpt-5-chat-latest',
  ])('%s takes none', (model) => {
    expect(takesReasoningEffort(model)).toBe(false);
  });
});

describe('a model and effort the API refuses', () => {
  it('names a non-reasoning model given an effort', () => {
    expect(modelEffortProblem('gpt-4o', 'low')).toBe(
      'gpt-4o is not a reasoning model and the API refuses a reasoning effort on it: remove the effort, or use a reasoning model such as gpt-5-mini.',
    );
  });

  it('refuses minimal effort, which web search does not take', () => {
    expect(modelEffortProblem('gpt-5-mini', 'minimal')).toBe(
      'minimal effort cannot be used with web search, which every analysis uses: use low, medium or high.',
    );
  });

  it('accepts a reasoning model with low, medium or high, and any model without an effort', () => {
    expect(
      ['low', 'medium', 'high'].map((effort) => modelEffortProblem('gpt-5-mini', effort as 'low')),
    ).toEqual([undefined, undefined, undefined]);
    expect(modelEffortProblem('gpt-4o', undefined)).toBeUndefined();
  });
});

describe('the effort sent with each call', () => {
  it("is the operator's when set", () => {
    expect(effortFor('gpt-5-mini', 'high')).toBe('high');
  });

  it('is low for a reasoning model when none is set, and none for a model that takes none', () => {
    expect(effortFor('gpt-5-mini', undefined)).toBe('low');
    expect(effortFor('gpt-4.1', undefined)).toBeUndefined();
  });
});
