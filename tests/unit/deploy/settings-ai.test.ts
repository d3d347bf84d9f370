import { describe, expect, it } from 'vitest';
import { parseDeploySettings, SettingsError } from '#infra/settings/deploy-settings.ts';

// The AI settings refuse, before anything reaches AWS, what the API or the budget would refuse
// at run time (docs/architecture/backend.md#spend-ceilings).

const problemsOf = (ai: object) => {
  try {
    parseDeploySettings({ region: 'eu-west-2', ai }, 'test');
  } catch (error) {
    if (error instanceof SettingsError) return error.problems;
    throw error;
  }
  throw new Error('the settings were accepted');
};
const aiOf = (ai: object) => parseDeploySettings({ region: 'eu-west-2', ai }, 'test').ai;

describe('the model and its reasoning effort', () => {
  it('refuses an effort on a model that takes none, in one line', () => {
    expect(problemsOf({ model: 'gpt-4o', reasoningEffort: 'low' })).toEqual([
      'ai.reasoningEffort: gpt-4o is not a reasoning model and the API refuses a reasoning effort on it: remove the effort, or use a reasoning model such as gpt-5-mini.',
    ]);
    expect(problemsOf({ model: 'gpt-4.1', reasoningEffort: 'high' })).toHaveLength(1);
  });

  it('refuses minimal effort, which the research call (web search) cannot use', () => {
    expect(problemsOf({ model: 'gpt-5-mini', reasoningEffort: 'minimal' })).toEqual([
      'ai.reasoningEffort: minimal effort cannot be used with web search, which every analysis uses: use low, medium or high.',
    ]);
  });

  it('accepts a model that takes no effort when none is given, and a reasoning model with one', () => {
    expect(aiOf({ model: 'gpt-4o' }).model).toBe('gpt-4o');
    expect(aiOf({ model: 'gpt-5-mini', reasoningEffort: 'medium' }).reasoningEffort).toBe('medium');
  });
});

describe("one user's share of the daily budget", () => {
  it('is 5 % unless set', () => {
    expect(aiOf({}).userSharePercent).toBe(5);
  });

  it('takes 1 to 100 percent', () => {
    expect(aiOf({ userSharePercent: 1 }).userSharePercent).toBe(1);
    expect(aiOf({ userSharePercent: 100 }).userSharePercent).toBe(100);
    expect(problemsOf({ userSharePercent: 0 })).toHaveLength(1);
    expect(problemsOf({ userSharePercent: 101 })[0]).toMatch(/^ai\.userSharePercent: /);
  });
});
