import type OpenAI from 'openai';
import type { Response, ResponseCreateParamsNonStreaming } from 'openai/resources/responses/responses';
import { trimEnrichment } from '#domain/trim-enrichment.ts';
import { AiFailure } from '../ai-failure';
import { type AiCallName, recordAiCall } from '../ai-telemetry';
import type { OpenAiSettings } from '../config';
import type { AnalysisResult, ListingAnalyser, PhotoInput, RefineRequest } from '../listing-analyser';
import {
  identifySchema,
  identifySchemaName,
  parseIdentification,
  type Identification,
} from './identify-schema';
import { toAiFailure } from './openai-failures';
import { identifyInstructions, refineInput, refineInstructions, researchInput } from './prompts';

// The listing analyser on OpenAI's Responses API, in two calls (DESIGN.md section 6):
// identify (photo + strict JSON schema) then research (web_search, plain text with
// url_citation annotations). Two because a strict schema and web search in one call come
// back with empty annotations, and JSON mode with web search is refused.

export class OpenAiAnalyser implements ListingAnalyser {
  constructor(
    private readonly client: OpenAI,
    private readonly settings: OpenAiSettings,
  ) {}

  async analyse(
    photo: PhotoInput,
    options: { country: string; signal?: AbortSignal },
  ): Promise<AnalysisResult> {
    const identity = await this.identify(
      'identify',
      photo,
      identifyInstructions,
      'Identify this item.',
      options.signal,
    );
    const research = await this.call(
      'research',
      {
        model: this.settings.model,
        input: researchInput(identity.searchQuery, options.country),
        tools: [{ type: 'web_search', user_location: { type: 'approximate', country: options.country } }],
        store: false,
      },
      options.signal,
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
    photo: PhotoInput,
    request: RefineRequest,
    options: { signal?: AbortSignal } = {},
  ): Promise<AnalysisResult> {
    // Answered inside API Gateway's 30 s (HTTP APIs cannot raise it): one time box over the
    // whole call, the SDK's retries included.
    const box = AbortSignal.timeout(this.settings.refineTimeBoxMs);
    const signal = options.signal ? AbortSignal.any([options.signal, box]) : box;
    const identity = await this.identify('refine', photo, refineInstructions, refineInput(request), signal);
    return {
      category: identity.category,
      detailsText: identity.detailsText,
      fields: identity.fields,
      enrichment: null,
    };
  }

  private async identify(
    call: AiCallName,
    photo: PhotoInput,
    instructions: string,
    text: string,
    signal?: AbortSignal,
  ): Promise<Identification> {
    const dataUrl = `data:${photo.contentType};base64,${Buffer.from(photo.bytes).toString('base64')}`;
    const response = await this.call(
      call,
      {
        model: this.settings.model,
        instructions,
        input: [
          {
            role: 'user',
            content: [
              { type: 'input_text', text },
              { type: 'input_image', image_url: dataUrl, detail: 'auto' },
            ],
          },
        ],
        text: {
          format: { type: 'json_schema', name: identifySchemaName, schema: identifySchema, strict: true },
        },
        store: false,
      },
      signal,
    );
    return parseIdentification(answerText(response));
  }

  /** One Responses API call, logged and measured whatever its outcome. */
  private async call(
    call: AiCallName,
    body: ResponseCreateParamsNonStreaming,
    signal?: AbortSignal,
  ): Promise<Response> {
    const started = performance.now();
    let response: Response | undefined;
    let outcome = 'ok';
    try {
      response = await this.client.responses.create(body, { signal });
      if (response.status === 'incomplete' || response.status === 'failed') {
        throw new AiFailure('invalid_output', `response status ${response.status}`);
      }
      return response;
    } catch (error) {
      const failure = toAiFailure(error, timedOut(signal));
      outcome = failure.code;
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
