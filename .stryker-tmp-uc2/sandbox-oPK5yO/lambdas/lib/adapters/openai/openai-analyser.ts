// @ts-nocheck
import type OpenAI from 'openai';
import type { Response, ResponseCreateParamsNonStreaming } from 'openai/resources/responses/responses';
import { trimEnrichment } from '#domain/trim-enrichment.ts';
import { AuthenticationError } from 'openai';
import { AiFailure } from '../../ports/ai-failure';
import type { AiBudget } from '../../ports/ai-budget';
import { type AiCallName, recordAiCall } from '../../runtime/ai-telemetry';
import type { OpenAiSettings } from '../../runtime/config';
import { countOperationalMetric } from '../../runtime/count-operational-metric';
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
  identifyInstructions,
  refineInput,
  refineInstructions,
  researchInput,
} from './prompts';

// The listing analyser on OpenAI's Responses API, in two calls (docs/design.md#ai):
// identify (photo + strict JSON schema) then research (web_search, plain text with
// url_citation annotations). Two because a strict schema and web search in one call come
// back with empty annotations, and JSON mode with web search is refused. Every call carries
// the spend ceilings: max_output_tokens, a reasoning effort, and one unit of the daily budget.

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

/** Where a call is in its job: the signal that cuts it and when that fires. */
interface CallLimits {
  signal?: AbortSignal;
  deadlineAt?: number;
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
    const limits = { signal: options.signal, deadlineAt: options.deadlineAt };
    const identity = await this.identify(
      'identify',
      photos,
      identifyInstructions,
      identifyInput(photos.length, options.barcode),
      limits,
    );
    const research = await this.call(
      'research',
      {
        model: this.settings.model,
        input: researchInput(identity.searchQuery, options.country),
        tools: [{ type: 'web_search', user_location: { type: 'approximate', country: options.country } }],
        store: false,
      },
      limits,
    );
    const enrichment = trimEnrichment(research.output);
    if (enrichment.output.length === 0) throw new AiFailure('invalid_output', 'research has no message');
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
    options: { signal?: AbortSignal } = {},
  ): Promise<AnalysisResult> {
    // Answered inside API Gateway's 30 s (HTTP APIs cannot raise it): one time box over the
    // whole call, the SDK's retries included.
    const box = AbortSignal.timeout(this.settings.refineTimeBoxMs);
    const signal = options.signal ? AbortSignal.any([options.signal, box]) : box;
    const limits = { signal, deadlineAt: this.now() + this.settings.refineTimeBoxMs };
    const identity = await this.identify('refine', photos, refineInstructions, refineInput(request), limits);
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
    );
    return parseIdentification(answerText(response));
  }

  /**
   * One Responses API call with the spend ceilings, logged and measured whatever its outcome.
   * A refused key is read again and the call made once more.
   */
  private async call(call: AiCallName, body: ResponseCreateParamsNonStreaming, limits: CallLimits) {
    try {
      return await this.attempt(call, body, limits);
    } catch (error) {
      if (!(error instanceof KeyRefused)) throw error;
      if (!this.options.onKeyRefused) throw toAiFailure(error.cause);
      this.options.onKeyRefused();
      return this.attempt(call, body, limits).catch((again: unknown) => {
        throw again instanceof KeyRefused ? toAiFailure(again.cause) : again;
      });
    }
  }

  private async attempt(
    call: AiCallName,
    body: ResponseCreateParamsNonStreaming,
    limits: CallLimits,
  ): Promise<Response> {
    if (!(await this.options.budget.take(new Date(this.now())))) {
      countOperationalMetric(operationalMetrics.aiBudgetExhausted);
      throw new AiFailure('budget_exhausted', 'the daily budget of model calls is spent');
    }
    const started = performance.now();
    let response: Response | undefined;
    let outcome = 'ok';
    try {
      response = await this.client.responses.create(
        {
          ...body,
          max_output_tokens: this.settings.maxOutputTokens,
          reasoning: { effort: this.settings.reasoningEffort },
        },
        { signal: limits.signal, timeout: this.attemptTimeoutMs(limits) },
      );
      if (response.status === 'incomplete' || response.status === 'failed') {
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
