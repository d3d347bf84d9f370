import { takesReasoningEffort } from '#domain/ai-models.ts';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { IdentifyAnswer } from '#lambdas/lib/adapters/openai/identify-schema.ts';
import { assertIdentifyAnswer } from './identify-contract';
import {
  type CitedListing,
  errorBody,
  identifyOutput,
  listingsFor,
  refusalOutput,
  researchOutput,
  response,
} from './payloads';

// A local stand-in for OpenAI's HTTP API (docs/design.md#ai, last point): the real
// `openai` SDK is pointed at it with `baseURL`, so the production code path runs unchanged.
// Each POST /v1/responses takes the next scripted reply (or succeeds when the script is
// empty) and is recorded, so tests can assert what was sent. Tests in another process (the
// integration suites talk to a twin started by the global setup) script it over HTTP
// through /_fake/*.

export type FakeReply =
  /** A well-formed answer: identify-style JSON, or research with citations when web_search was asked for. */
  | { kind: 'success'; delayMs?: number; identity?: IdentifyAnswer; listings?: CitedListing[] }
  /** An error status with OpenAI's error body (429 carries retry-after-ms so the SDK retries fast). */
  | { kind: 'status'; status: number; retryAfterMs?: number }
  /** Never answers: the caller's timeout must end it. */
  | { kind: 'hang' }
  /** 200 with a body that is not JSON. */
  | { kind: 'malformed' }
  /** The model refuses: a `refusal` content entry instead of output_text. */
  | { kind: 'refusal' }
  /** 200 whose identify JSON breaks the requested schema (unknown category, missing fields). */
  | { kind: 'schema-violation' }
  /**
   * 200 `incomplete` at max_output_tokens, as a real research answer can end: with the message
   * written so far (a research text, or the identify JSON), or with reasoning only.
   */
  | { kind: 'incomplete'; withMessage: boolean };

export interface RecordedRequest {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: any;
}

export interface FakeScript {
  replies?: FakeReply[];
  /** Every success waits this long first (the bench's "model time"). */
  defaultDelayMs?: number;
  /** The reply once the scripted ones are used up (a success unless given). */
  defaultReply?: FakeReply;
  /**
   * How many photos every identify or refine call must carry (docs/product.md#photos): a call
   * with any other number of images is refused with a 400, so a test fails when only the
   * cover is sent. Unchecked when absent.
   */
  expectImages?: number;
}

/**
 * The answer to every identify call unless a test scripts another: typed over the identify
 * schema, and checked against it below, so a new field of the schema must be answered here.
 */
export const defaultIdentity = {
  category: 'books',
  detailsText: 'A hardback copy of The Hobbit by J. R. R. Tolkien, dust jacket intact, light shelf wear.',
  fields: {
    title: 'The Hobbit by J. R. R. Tolkien (hardback)',
    description: 'Hardback copy of The Hobbit with its dust jacket. Light shelf wear, pages clean.',
    condition: 'Good condition',
    format: 'Hardback',
    author: 'J. R. R. Tolkien',
    publisher: 'HarperCollins',
    isbn: '9780261102217',
    brand: null,
    size: null,
    material: null,
    colour: null,
    storage: null,
    accessories: null,
    dimensions: null,
  },
  searchQuery: 'The Hobbit Tolkien hardback HarperCollins used price UK',
} satisfies IdentifyAnswer;
assertIdentifyAnswer(defaultIdentity, "The fake model's default answer");

export class FakeOpenAi {
  readonly requests: RecordedRequest[] = [];
  private replies: FakeReply[] = [];
  private defaultDelayMs = 0;
  private defaultReply: FakeReply = { kind: 'success' };
  private expectImages: number | undefined;
  private held?: Promise<void>;
  private server?: Server;
  private inFlight = 0;
  /** The most Responses API calls it was answering at one time since the last reset. */
  peakInFlight = 0;
  url = '';

  /** The base URL to give the SDK (`baseURL`). */
  get baseUrl(): string {
    return `${this.url}/v1`;
  }

  async start(port = 0): Promise<this> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  script(script: FakeScript): void {
    for (const reply of [...(script.replies ?? []), script.defaultReply]) {
      if (reply?.kind === 'success' && reply.identity)
        assertIdentifyAnswer(reply.identity, 'A scripted answer');
    }
    this.replies = [...(script.replies ?? [])];
    this.defaultDelayMs = script.defaultDelayMs ?? 0;
    this.defaultReply = script.defaultReply ?? { kind: 'success' };
    this.expectImages = script.expectImages;
  }

  /**
   * Holds every answer (a model still thinking) until the returned function is called; each
   * held call then takes its reply from the script as it stands at that moment. In-process
   * only: a test that owns its fake decides exactly when the analysis ends.
   */
  hold(): () => void {
    let release = () => {};
    this.held = new Promise<void>((resolve) => (release = resolve));
    return () => {
      this.held = undefined;
      release();
    };
  }

  reset(): void {
    this.replies = [];
    this.defaultDelayMs = 0;
    this.defaultReply = { kind: 'success' };
    this.expectImages = undefined;
    this.requests.length = 0;
    this.peakInFlight = 0;
  }

  /** How many images each identify or refine call carried, in call order. */
  imageCounts(): number[] {
    return this.responseCalls()
      .filter((call) => Array.isArray(call.body?.input))
      .map((call) => imageCount(call.body));
  }

  /** The user text of each identify call: what the model was told besides the photo. */
  identifyTexts(): string[] {
    return this.responseCalls()
      .filter((call) => Array.isArray(call.body?.input))
      .map((call) => promptText(call.body));
  }

  /** The recorded calls to the Responses API (not the /_fake control calls). */
  responseCalls(): RecordedRequest[] {
    return this.requests.filter((r) => r.path === '/v1/responses');
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const raw = await readBody(req);
    const path = (req.url ?? '/').split('?')[0]!;
    if (path.startsWith('/_fake/')) return this.control(req.method ?? 'GET', path, raw, res);
    let body: any;
    try {
      body = raw ? JSON.parse(raw) : undefined;
    } catch {
      body = raw;
    }
    this.requests.push({ method: req.method ?? 'GET', path, headers: req.headers, body });
    if (req.method !== 'POST' || path !== '/v1/responses') return send(res, 404, errorBody(404));
    // Every call must carry the spend ceilings; one without is refused like a bad request.
    if (!hasSpendCeilings(body)) return send(res, 400, errorBody(400));
    // A photo call with another number of images than the test expects is a bad request.
    const photoCall = Array.isArray(body?.input);
    if (photoCall && this.expectImages !== undefined && imageCount(body) !== this.expectImages) {
      return send(res, 400, errorBody(400));
    }
    this.inFlight += 1;
    this.peakInFlight = Math.max(this.peakInFlight, this.inFlight);
    try {
      if (this.held) await this.held;
      const reply = this.replies.shift() ?? this.defaultReply;
      await this.answer(reply, body, req, res);
    } finally {
      this.inFlight -= 1;
    }
  }

  private async answer(reply: FakeReply, body: any, req: IncomingMessage, res: ServerResponse) {
    const model = String(body?.model ?? 'gpt-test');
    const usage = { input_tokens: 1200, output_tokens: 350 };
    switch (reply.kind) {
      case 'status':
        return send(res, reply.status, errorBody(reply.status), {
          'retry-after-ms': String(reply.retryAfterMs ?? 10),
          'x-request-id': 'req_fake',
        });
      case 'hang':
        // Hold the socket open until the client gives up (or the server stops).
        return void req.socket.setTimeout(0);
      case 'malformed':
        res.writeHead(200, { 'content-type': 'application/json' });
        return void res.end('{"id": "resp_broken", "output": [ {"type": "mess');
      case 'refusal':
        return send(res, 200, response(model, refusalOutput(), usage));
      case 'schema-violation':
        return send(
          res,
          200,
          response(model, identifyOutput({ category: 'spaceships', details: 'no detailsText here' }), usage),
        );
      case 'incomplete': {
        const research = (body?.tools ?? []).some((tool: any) => tool?.type === 'web_search');
        const written = research ? researchOutput(queryOf(body)) : identifyOutput(defaultIdentity);
        const output = reply.withMessage ? written : [];
        return send(res, 200, {
          ...response(model, output, usage, { tools: body?.tools ?? [] }),
          status: 'incomplete',
          incomplete_details: { reason: 'max_output_tokens' },
        });
      }
      case 'success': {
        await sleep(reply.delayMs ?? this.defaultDelayMs);
        if (res.destroyed) return;
        const search = (body?.tools ?? []).find((tool: any) => tool?.type === 'web_search');
        // The research follows the country the call asks for (user_location), as web search does.
        const country =
          typeof search?.user_location?.country === 'string' ? search.user_location.country : 'GB';
        const output = search
          ? researchOutput(queryOf(body), listingsFor(country, reply.listings), country)
          : identifyOutput(reply.identity ?? defaultIdentity);
        return send(res, 200, response(model, output, usage, { tools: body?.tools ?? [] }));
      }
    }
  }

  private control(method: string, path: string, raw: string, res: ServerResponse) {
    if (method === 'PUT' && path === '/_fake/script') {
      try {
        this.script(JSON.parse(raw || '{}') as FakeScript);
      } catch (error) {
        return send(res, 400, { error: String(error) });
      }
      return send(res, 204);
    }
    if (method === 'POST' && path === '/_fake/reset') {
      this.reset();
      return send(res, 204);
    }
    if (method === 'GET' && path === '/_fake/requests') return send(res, 200, this.responseCalls());
    return send(res, 404, { error: 'unknown control route' });
  }
}

/**
 * A positive max_output_tokens and, for a reasoning model, a reasoning effort: what one call may
 * cost. A model that takes no effort refuses one, as the API does.
 */
function hasSpendCeilings(body: any): boolean {
  const effort = body?.reasoning?.effort;
  return (
    Number.isInteger(body?.max_output_tokens) &&
    body.max_output_tokens > 0 &&
    (takesReasoningEffort(String(body?.model)) ? typeof effort === 'string' : effort === undefined)
  );
}

function queryOf(body: any): string {
  const input = body?.input;
  if (typeof input === 'string') return input.slice(0, 120);
  return 'similar items';
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function send(res: ServerResponse, status: number, body?: unknown, headers: Record<string, string> = {}) {
  if (res.destroyed) return;
  if (body === undefined) {
    res.writeHead(status, headers);
    res.end();
    return;
  }
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The input_image parts of a Responses API body: the photos the model was shown. */
export function imageCount(body: any): number {
  const parts: any[] = Array.isArray(body?.input) ? body.input.flatMap((m: any) => m.content ?? []) : [];
  return parts.filter((part) => part.type === 'input_image').length;
}

/** The input_text parts of a Responses API body, joined: where a test finds a fact it sent. */
export function promptText(body: any): string {
  const parts: any[] = Array.isArray(body?.input) ? body.input.flatMap((m: any) => m.content ?? []) : [];
  return parts
    .filter((part) => part.type === 'input_text')
    .map((part) => String(part.text))
    .join('\n');
}
