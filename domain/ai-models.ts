// Which reasoning efforts a model takes (OpenAI's Responses API): the settings check refuses a
// pair the API would refuse at run time, and the analyser sends an effort only to a model
// that takes one. https://platform.openai.com/docs/guides/reasoning,
// https://platform.openai.com/docs/guides/tools-web-search

/**
 * The model the analysis uses when the operator names none: the functions' default and the
 * deploy settings' (it has a price in ai-prices.ts, so the budget can be kept in money).
 */
export const DEFAULT_AI_MODEL = 'gpt-5-mini';

export const reasoningEfforts = ['minimal', 'low', 'medium', 'high'] as const;
export type ReasoningEffort = (typeof reasoningEfforts)[number];

/** The effort asked of a reasoning model when the operator sets none. */
const DEFAULT_REASONING_EFFORT: ReasoningEffort = 'low';

/**
 * Model families that take no `reasoning.effort` (the API answers 400 "Unsupported parameter").
 * Any other name (the o-series, gpt-5, gpt-5-mini, ...) is taken as a reasoning model.
 */
const nonReasoningModel = /^(gpt-4o|gpt-4\.1|gpt-4(-|$)|gpt-3\.5|chatgpt-|gpt-5(\.\d+)?-chat)/;

export function takesReasoningEffort(model: string): boolean {
  return !nonReasoningModel.test(model);
}

/** What is wrong with this model and effort for the analysis's calls, in one line; undefined when nothing. */
export function modelEffortProblem(model: string, effort: ReasoningEffort | undefined): string | undefined {
  if (effort === undefined) return undefined;
  if (!takesReasoningEffort(model))
    return `${model} is not a reasoning model and the API refuses a reasoning effort on it: remove the effort, or use a reasoning model such as gpt-5-mini.`;
  if (effort === 'minimal')
    return 'minimal effort cannot be used with web search, which every analysis uses: use low, medium or high.';
  return undefined;
}

/** The effort to send with each call: the operator's, else the default for a reasoning model, else none. */
export function effortFor(
  model: string,
  configured: ReasoningEffort | undefined,
): ReasoningEffort | undefined {
  if (configured !== undefined) return configured;
  return takesReasoningEffort(model) ? DEFAULT_REASONING_EFFORT : undefined;
}
