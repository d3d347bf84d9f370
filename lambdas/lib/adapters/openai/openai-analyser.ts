import type OpenAI from 'openai';
import type { Response, ResponseCreateParamsNonStreaming } from 'openai/resources/responses/responses';
import { callCostMicros, type CallUsage, type ModelPrices } from '#domain/ai-prices.ts';
import { callHoldMicros } from '#domain/ai-spend.ts';
import { trimEnrichment } from '#domain/trim-enrichment.ts';
import type { ReasoningEffort } from '#domain/ai-models.ts';
import { APIError, APIUserAbortError, AuthenticationError } from 'openai';
import { AiFailure } from '../../ports/ai-failure';
import type { AiBudget } from '../../ports/ai-budget';
import { type AiCallName, recordAiCall } from '../../runtime/ai-telemetry';
import { countOperationalMetric, gaugeOperationalMetric } from '../../runtime/count-operational-metric';
import type {
  AnalyseOptions,
  AnalysisResult,
  ItemPhotos,
  ListingAnalyser,
  RefineRequest,
} from '../../ports/listing-analyser';
import { operationalMetrics } from '../../runtime/operational-metrics';
import {
  identifySchema,
  identifySchemaName,
  parseIdentification,
  type Identification,
} from './identify-schema';
import { toAiFailure } from './openai-failures';
import { AttemptFailed, retryWaitMs, waitUnlessCut, worthAnother } from './openai-retries';
import {
  identifyInput,
  identifyInstructionsFor,
  refineInput,
  refineInstructionsFor,
  researchInput,
} from './prompts';

// The listing analyser on OpenAI's Responses API, in two calls (docs/design.md#ai):
// identify (photo + strict JSON schema) then research (web_search, plain text with
// url_citation annotations). Two because a strict schema and web search in one call come
// back with empty annotations, and JSON mode with web search is refused. Every call carries
// the spend ceilings: max_output_tokens (per call, docs/architecture/backend.md#spend-ceilings),
// a reasoning effort, max_tool_calls on the research, and its cost in money against the daily
// ceiling and its user's share: each attempt holds its most possible cost, then is charged what
// its own `usage` and web searches cost (domain/ai-prices.ts). The SDK makes one attempt per
// request (maxRetries 0, make-listing-analyser.ts): the retries are made here, so each one is
// held and charged on its own.

/**
 * How the OpenAI analyser talks to the Responses API (docs/design.md#ai): read from the
 * environment by the composition (`config.openAi()`) and handed in.
 */
export interface OpenAiSettings {
  /** Takes image input, structured output and the web_search tool. */
  model: string;
  /** Set only to point the SDK elsewhere (the tests' fake server); undefined is OpenAI. */
  baseUrl?: string;
  /** The model's prices (domain/ai-prices.ts): what each attempt is charged. */
  prices: ModelPrices;
  /** Per HTTP attempt of the identify and research calls. */
  timeoutMs: number;
  /**
   * Attempts after the first on a failure worth another (429, 5xx, a connection lost or timed
   * out), after the wait OpenAI asks for or else a backoff (openai-retries.ts); each attempt is
   * held and charged on its own.
   */
  maxRetries: number;
  /** The whole refine call, retries included: well inside API Gateway's 30 s. */
  refineTimeBoxMs: number;
  /**
   * Asked of the model on every call: a ceiling on reasoning spend. Undefined for a model that
   * takes none (gpt-4o, gpt-4.1): the API refuses the parameter there.
   */
  reasoningEffort: ReasoningEffort | undefined;
  /**
   * `max_output_tokens` of each call: a ceiling on what one call can cost. The identify and
   * refine calls answer a short JSON; the research call reads search results and writes a
   * cited text, so it needs far more (docs/architecture/backend.md#spend-ceilings).
   */
  maxOutputTokens: { identify: number; research: number };
  /** `max_tool_calls` of the research call: how many web searches it may make. */
  researchMaxToolCalls: number;
}

export interface OpenAiAnalyserOptions {
  /** The product's daily spend ceiling and each user's share of it. */
  budget: AiBudget;
  /**
   * Called when OpenAI refuses the key (401): forget the cached key, so the one retry made
   * right after reads the secret again (a rotated key is picked up at once).
   */
  onKeyRefused?: () => void;
  now?: () => number;
  /** Waits between attempts, cut short by the call's signal; a test passes one that does not wait. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

/** Where a call is in its job: the signal that cuts it and when that fires, and whom it is for. */
interface CallLimits {
  signal?: AbortSignal;
  deadlineAt?: number;
  userId?: string;
}

export class OpenAiAnalyser implements ListingAnalyser {
  private readonly now: () => number;

  constructor(
    private readonly client: OpenAI,
    private readonly settings: OpenAiSettings,
    private readonly options: OpenAiAnalyserOptions,
  ) {
    this.now = options.now ?? Date.now;
  }

  async analyse(photos: ItemPhotos, options: AnalyseOptions): Promise<AnalysisResult> {
    const limits = { signal: options.signal, deadlineAt: options.deadlineAt, userId: options.userId };
    const identity = await this.identify(
      'identify',
      photos,
      identifyInstructionsFor(options.country),
      identifyInput(photos.length, options.barcode),
      limits,
    );
    const research = await this.call(
      'research',
      {
        model: this.settings.model,
        input: researchInput(identity.searchQuery, options.country),
        tools: [{ type: 'web_search', user_location: { type: 'approximate', country: options.country } }],
        max_tool_calls: this.settings.researchMaxToolCalls,
        store: false,
      },
      limits,
    );
    const trimmed = trimEnrichment(research.output);
    if (trimmed.output.length === 0) throw new AiFailure('invalid_output', 'research has no message');
    // Cut at its output ceiling with a message written: what it found is kept, and said to be short.
    const enrichment = research.status === 'incomplete' ? { ...trimmed, cut_short: true as const } : trimmed;
    return {
      category: identity.category,
      detailsText: identity.detailsText,
      fields: identity.fields,
      enrichment,
    };
  }

  async refine(
    photos: ItemPhotos,
    request: RefineRequest,
    options: { signal?: AbortSignal; userId?: string } = {},
  ): Promise<AnalysisResult> {
    // Answered inside API Gateway's 30 s (HTTP APIs cannot raise it): one time box over the
    // whole call, the retries included.
    const box = AbortSignal.timeout(this.settings.refineTimeBoxMs);
    const signal = options.signal ? AbortSignal.any([options.signal, box]) : box;
    const limits = { signal, deadlineAt: this.now() + this.settings.refineTimeBoxMs, userId: options.userId };
    const identity = await this.identify(
      'refine',
      photos,
      refineInstructionsFor(request.country),
      refineInput(request),
      limits,
    );
    return {
      category: identity.category,
      detailsText: identity.detailsText,
      fields: identity.fields,
      enrichment: null,
    };
  }

  /** Every photo goes in as an image of its own, in the item's order, after the text. */
  private async identify(
    call: AiCallName,
    photos: ItemPhotos,
    instructions: string,
    text: string,
    limits: CallLimits,
  ): Promise<Identification> {
    const images = photos.map((photo) => ({
      type: 'input_image' as const,
      image_url: `data:${photo.contentType};base64,${Buffer.from(photo.bytes).toString('base64')}`,
      detail: 'auto' as const,
    }));
    const response = await this.call(
      call,
      {
        model: this.settings.model,
        instructions,
        input: [
          {
            role: 'user',
            content: [{ type: 'input_text', text }, ...images],
          },
        ],
        text: {
          format: { type: 'json_schema', name: identifySchemaName, schema: identifySchema, strict: true },
        },
        store: false,
      },
      limits,
      photos.length,
    );
    return parseIdentification(answerText(response));
  }

  /**
   * One Responses API call with the spend ceilings, logged and measured whatever its outcome.
   * A failure worth another attempt is tried again (settings.maxRetries); a refused key is read
   * again and the call made once more.
   */
  private async call(
    call: AiCallName,
    body: ResponseCreateParamsNonStreaming,
    limits: CallLimits,
    photos = 0,
  ) {
    const hold = callHoldMicros(this.settings.prices, {
      photos,
      maxOutputTokens: this.maxOutputTokens(call),
      maxWebSearches: call === 'research' ? this.settings.researchMaxToolCalls : 0,
    });
    let keyReadAgain = false;
    for (let retry = 0; ; retry++) {
      try {
        return await this.attempt(call, body, limits, hold);
      } catch (error) {
        if (error instanceof KeyRefused) {
          if (!this.options.onKeyRefused || keyReadAgain) throw toAiFailure(error.cause);
          this.options.onKeyRefused();
          keyReadAgain = true;
          continue;
        }
        if (!(error instanceof AttemptFailed) || !error.worthAnother || retry >= this.settings.maxRetries)
          throw error instanceof AttemptFailed ? error.failure : error;
        await (this.options.sleep ?? waitUnlessCut)(retryWaitMs(error.answer, retry), limits.signal);
        if (limits.signal?.aborted) throw error.failure;
      }
    }
  }

  private maxOutputTokens(call: AiCallName): number {
    return this.settings.maxOutputTokens[call === 'research' ? 'research' : 'identify'];
  }

  /** One HTTP attempt: its hold taken first, then replaced by what its answer cost. */
  private async attempt(
    call: AiCallName,
    body: ResponseCreateParamsNonStreaming,
    limits: CallLimits,
    hold: number,
  ): Promise<Response> {
    // The cost is charged on the day the hold was taken, even when the answer comes after
    // midnight UTC: else the hold would stay on the old day and the new day be credited it.
    const heldOn = new Date(this.now());
    await this.takeBudget(heldOn, hold, limits.userId);
    const started = performance.now();
    let response: Response | undefined;
    let thrown: unknown;
    let outcome = 'ok';
    try {
      const effort = this.settings.reasoningEffort;
      response = await this.client.responses.create(
        {
          ...body,
          max_output_tokens: this.maxOutputTokens(call),
          ...(effort === undefined ? {} : { reasoning: { effort } }),
        },
        { signal: limits.signal, timeout: this.attemptTimeoutMs(limits) },
      );
      if (
        response.status === 'failed' ||
        (response.status === 'incomplete' && !keepsIncomplete(call, response))
      ) {
        throw new AiFailure('invalid_output', `response status ${response.status}`);
      }
      return response;
    } catch (error) {
      thrown = error;
      const failure = toAiFailure(error, timedOut(limits.signal));
      outcome = failure.code;
      countOperationalMetric(operationalMetrics.aiProviderFailures);
      if (error instanceof AuthenticationError) throw new KeyRefused(error);
      throw new AttemptFailed(failure, error, worthAnother(error, limits.signal));
    } finally {
      const usage = response ? usageOf(response) : undefined;
      await this.charge(heldOn, hold, usage, limits.userId, !answeredWithError(thrown));
      recordAiCall({
        call,
        model: this.settings.model,
        latencyMs: Math.round(performance.now() - started),
        inputTokens: usage?.inputTokens ?? 0,
        outputTokens: usage?.outputTokens ?? 0,
        outcome,
      });
    }
  }

  /**
   * Replaces an attempt's hold by what it cost: its answer's usage (a rejected answer is billed
   * too); with no answer, the hold stays when OpenAI may have billed the attempt (it timed out
   * or the connection was cut while the model ran) and is given back when OpenAI answered an
   * error (nothing generated, nothing billed).
   */
  private async charge(
    heldOn: Date,
    hold: number,
    usage: CallUsage | undefined,
    userId: string | undefined,
    mayHaveBeenBilled: boolean,
  ): Promise<void> {
    const cost = usage ? callCostMicros(this.settings.prices, usage) : mayHaveBeenBilled ? hold : 0;
    countOperationalMetric(operationalMetrics.aiSpendUsd, cost / 1_000_000);
    if (cost === hold) return;
    const spent = await this.options.budget.adjust(heldOn, {
      micros: cost - hold,
      ...(userId === undefined ? {} : { userId }),
    });
    gaugeOperationalMetric(operationalMetrics.aiBudgetSpentPercent, spent);
  }

  /** The attempt's most possible cost, held: the user's share first, then the product's ceiling. */
  private async takeBudget(heldOn: Date, hold: number, userId: string | undefined): Promise<void> {
    const decision = await this.options.budget.take(heldOn, {
      micros: hold,
      ...(userId === undefined ? {} : { userId }),
    });
    if (decision.taken) {
      gaugeOperationalMetric(operationalMetrics.aiBudgetSpentPercent, decision.spentPercent);
      return;
    }
    if (decision.spentBy === 'user') {
      countOperationalMetric(operationalMetrics.aiUserShareSpent);
      throw new AiFailure('user_share_spent', "the user's share of the daily spend is spent");
    }
    countOperationalMetric(operationalMetrics.aiBudgetExhausted);
    throw new AiFailure('budget_exhausted', 'the daily spend ceiling on model calls is reached');
  }

  /**
   * Each HTTP attempt's timeout: the configured one, shortened so the retries of this
   * call all fit before the job's deadline (the signal cuts whatever is left at that moment).
   */
  private attemptTimeoutMs({ deadlineAt }: CallLimits): number {
    if (deadlineAt === undefined) return this.settings.timeoutMs;
    const share = Math.floor((deadlineAt - this.now()) / (this.settings.maxRetries + 1));
    return Math.max(1, Math.min(this.settings.timeoutMs, share));
  }
}

/** What a response reports it spent: its `usage` and its web_search_call items. */
function usageOf(response: Response): CallUsage {
  return {
    inputTokens: response.usage?.input_tokens ?? 0,
    cachedInputTokens: response.usage?.input_tokens_details?.cached_tokens ?? 0,
    outputTokens: response.usage?.output_tokens ?? 0,
    webSearches: (response.output ?? []).filter((item) => item.type === 'web_search_call').length,
  };
}

/**
 * OpenAI answered the attempt with an error status (401, 429, 5xx): nothing was generated, so
 * nothing was billed. A timeout, a cut connection or our own abort has no status: the model
 * may have run, and may have been billed.
 */
function answeredWithError(error: unknown): boolean {
  return error instanceof APIError && !(error instanceof APIUserAbortError) && error.status !== undefined;
}

/** OpenAI refused the key: worth one more try with the key read again. */
class KeyRefused extends Error {
  constructor(override readonly cause: AuthenticationError) {
    super('OpenAI refused the API key');
  }
}

/**
 * A research answer cut at its output ceiling still holds what it found when it wrote a
 * message: kept (and marked cut short). An identify answer cut short is broken JSON: a failure.
 */
function keepsIncomplete(call: AiCallName, response: Response): boolean {
  return (
    call === 'research' &&
    response.incomplete_details?.reason === 'max_output_tokens' &&
    response.output.some((item) => item.type === 'message')
  );
}

/** The text of the answer's message; a refusal or no message at all is a failure. */
function answerText(response: Response): string {
  for (const item of response.output ?? []) {
    if (item.type !== 'message') continue;
    for (const content of item.content) {
      if (content.type === 'refusal') throw new AiFailure('refused', content.refusal);
      if (content.type === 'output_text') return content.text;
    }
  }
  throw new AiFailure('invalid_output', 'no message in the answer');
}

/** The call was cut by a time box (AbortSignal.timeout), not by someone going away. */
function timedOut(signal?: AbortSignal): boolean {
  return signal?.aborted === true && (signal.reason as Error | undefined)?.name === 'TimeoutError';
}
