import type OpenAI from 'openai';
import type { Response, ResponseCreateParamsNonStreaming } from 'openai/resources/responses/responses';
import { aiCallWeight } from '#domain/ai-spend.ts';
import { trimEnrichment } from '#domain/trim-enrichment.ts';
import type { ReasoningEffort } from '#domain/ai-models.ts';
import { AuthenticationError } from 'openai';
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
// a reasoning effort, max_tool_calls on the research, and its units of the daily budget and of
// its user's share (weighted by its photos, domain/ai-spend.ts).

/**
 * How the OpenAI analyser talks to the Responses API (docs/design.md#ai): read from the
 * environment by the composition (`config.openAi()`) and handed in.
 */
export interface OpenAiSettings {
  /** Takes image input, structured output and the web_search tool. */
  model: string;
  /** Set only to point the SDK elsewhere (the tests' fake server); undefined is OpenAI. */
  baseUrl?: string;
  /** Per HTTP attempt of the identify and research calls. */
  timeoutMs: number;
  /** The SDK's own retries (429, 5xx, timeouts), with its backoff. */
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
  /** The product's daily budget of model calls. */
  budget: AiBudget;
  /**
   * Called when OpenAI refuses the key (401): forget the cached key, so the one retry made
   * right after reads the secret again (a rotated key is picked up at once).
   */
  onKeyRefused?: () => void;
  now?: () => number;
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
    // whole call, the SDK's retries included.
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
      aiCallWeight(photos.length),
    );
    return parseIdentification(answerText(response));
  }

  /**
   * One Responses API call with the spend ceilings, logged and measured whatever its outcome.
   * A refused key is read again and the call made once more.
   */
  private async call(
    call: AiCallName,
    body: ResponseCreateParamsNonStreaming,
    limits: CallLimits,
    weight = aiCallWeight(0),
  ) {
    try {
      return await this.attempt(call, body, limits, weight);
    } catch (error) {
      if (!(error instanceof KeyRefused)) throw error;
      if (!this.options.onKeyRefused) throw toAiFailure(error.cause);
      this.options.onKeyRefused();
      return this.attempt(call, body, limits, weight).catch((again: unknown) => {
        throw again instanceof KeyRefused ? toAiFailure(again.cause) : again;
      });
    }
  }

  private async attempt(
    call: AiCallName,
    body: ResponseCreateParamsNonStreaming,
    limits: CallLimits,
    weight: number,
  ): Promise<Response> {
    await this.takeBudget(weight, limits.userId);
    const started = performance.now();
    let response: Response | undefined;
    let outcome = 'ok';
    try {
      const effort = this.settings.reasoningEffort;
      response = await this.client.responses.create(
        {
          ...body,
          max_output_tokens: this.settings.maxOutputTokens[call === 'research' ? 'research' : 'identify'],
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
      const failure = toAiFailure(error, timedOut(limits.signal));
      outcome = failure.code;
      countOperationalMetric(operationalMetrics.aiProviderFailures);
      if (error instanceof AuthenticationError) throw new KeyRefused(error);
      throw failure;
    } finally {
      recordAiCall({
        call,
        model: this.settings.model,
        latencyMs: Math.round(performance.now() - started),
        inputTokens: response?.usage?.input_tokens ?? 0,
        outputTokens: response?.usage?.output_tokens ?? 0,
        outcome,
      });
    }
  }

  /** The call's units of the day: the user's share first, then the product's budget. */
  private async takeBudget(weight: number, userId: string | undefined): Promise<void> {
    const decision = await this.options.budget.take(new Date(this.now()), {
      weight,
      ...(userId === undefined ? {} : { userId }),
    });
    if (decision.taken) {
      gaugeOperationalMetric(operationalMetrics.aiBudgetSpentPercent, decision.spentPercent);
      return;
    }
    if (decision.spentBy === 'user') {
      countOperationalMetric(operationalMetrics.aiUserShareSpent);
      throw new AiFailure('user_share_spent', "the user's share of the daily budget is spent");
    }
    countOperationalMetric(operationalMetrics.aiBudgetExhausted);
    throw new AiFailure('budget_exhausted', 'the daily budget of model calls is spent');
  }

  /**
   * Each HTTP attempt's timeout: the configured one, shortened so the SDK's retries of this
   * call all fit before the job's deadline (the signal cuts whatever is left at that moment).
   */
  private attemptTimeoutMs({ deadlineAt }: CallLimits): number {
    if (deadlineAt === undefined) return this.settings.timeoutMs;
    const share = Math.floor((deadlineAt - this.now()) / (this.settings.maxRetries + 1));
    return Math.max(1, Math.min(this.settings.timeoutMs, share));
  }
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
