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
    expect(problemsOf({ model: 'gpt-4.1', reasoningEffort: 'low' })).toEqual([
      'ai.reasoningEffort: gpt-4.1 is not a reasoning model and the API refuses a reasoning effort on it: remove the effort, or use a reasoning model such as gpt-5-mini.',
    ]);
    expect(problemsOf({ model: 'gpt-4.1', reasoningEffort: 'high' })).toHaveLength(1);
  });

  it('refuses minimal effort, which the research call (web search) cannot use', () => {
    expect(problemsOf({ model: 'gpt-5-mini', reasoningEffort: 'minimal' })).toEqual([
      'ai.reasoningEffort: minimal effort cannot be used with web search, which every analysis uses: use low, medium or high.',
    ]);
  });

  it('accepts a model that takes no effort when none is given, and a reasoning model with one', () => {
    expect(aiOf({ model: 'gpt-4.1' }).model).toBe('gpt-4.1');
    expect(aiOf({ model: 'gpt-5-mini', reasoningEffort: 'medium' }).reasoningEffort).toBe('medium');
  });
});

describe('the price of the model', () => {
  it('refuses a model domain/ai-prices.ts has no price for: its calls could not be counted in money', () => {
    expect(problemsOf({ model: 'gpt-4o' })).toEqual([
      "ai.model: gpt-4o has no price in domain/ai-prices.ts: add its row, read from OpenAI's pricing page with the date, or use a priced model such as gpt-5-mini.",
    ]);
  });

  it('accepts a dated snapshot of a priced model', () => {
    expect(aiOf({ model: 'gpt-5-mini-2025-08-07' }).model).toBe('gpt-5-mini-2025-08-07');
  });
});

describe('the daily spend ceiling, in US dollars', () => {
  it("is $170 unless set: the stated load's busy day (docs/operator-guide.md)", () => {
    expect(aiOf({}).dailySpendUsd).toBe(170);
  });

  it('takes any positive amount, cents too, and refuses nothing or less', () => {
    expect(aiOf({ dailySpendUsd: 12.5 }).dailySpendUsd).toBe(12.5);
    expect(problemsOf({ dailySpendUsd: 0 })[0]).toMatch(/^ai\.dailySpendUsd: /);
    expect(problemsOf({ dailySpendUsd: -5 })).toHaveLength(1);
  });

  it('refuses the old count of calls, which no longer means anything', () => {
    expect(problemsOf({ dailyCallBudget: 2000 }).join()).toMatch(/dailyCallBudget/);
  });
});

describe("one user's share of the daily spend", () => {
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
