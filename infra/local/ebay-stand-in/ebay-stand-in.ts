import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { components } from '#lambdas/lib/adapters/ebay/contracts/sell-inventory.ts';
import { consentPage } from './consent-page';
import { ContractCheck } from './contract-check';
import { EbayOAuth, type EbayApp, type OAuthLifetimes } from './ebay-oauth';
import { EbayFulfillment, publishedOffer, type OrderChoices } from './ebay-fulfillment';
import { EbaySellOperations } from './ebay-sell-operations';
import { answerOrderControl, ORDER_CONTROL_PATH } from './twin-order-control';
import { taxonomyAnswer } from './ebay-taxonomy';
import { TAXONOMY_BASE_PATH } from '#lambdas/lib/adapters/ebay/taxonomy-types.ts';
import { IDENTITY_BASE_PATH, type UserResponse } from '#lambdas/lib/adapters/ebay/identity-types.ts';
import {
  accountDeletionBody,
  ebayUserIdOf,
  makeNotificationKey,
  publicKeyAnswer,
  signatureHeader,
  type NotificationKey,
} from './ebay-notification-keys';

// A local stand-in for eBay (docs/architecture/twin.md#the-ebay-stand-in): the consent page and
// token endpoint of eBay's OAuth, and the Sell APIs' front door, where each request must carry a
// live access token and match eBay's contracts (contract-check.ts) or is answered with eBay's
// error body. Loopback only. Every request is recorded with its verdict, so a test can assert
// that each one the product sent matched the contracts.

type EbayError = components['schemas']['Error'];

export interface EbayStandInOptions {
  app: EbayApp;
  /** The RuName's "auth accepted" and "auth declined" URLs: where the consent page sends the browser. */
  acceptUrl: string;
  declineUrl: string;
  /** The eBay user who signs in on the consent page. */
  seller?: string;
  now?: () => number;
  lifetimes?: OAuthLifetimes;
  port?: number;
}

export interface RecordedEbayRequest {
  method: string;
  url: string;
  body: string | undefined;
  /** Its headers, without Authorization (a token is never recorded). */
  headers: Record<string, string>;
  operationId?: string;
  /** The status the stand-in answered. */
  status: number;
}

/** The eBay seller signed in on the stand-in's consent page, unless the options name another. */
export const STAND_IN_SELLER = 'twin-seller';

export class EbayStandIn {
  readonly oauth: EbayOAuth;
  readonly requests: RecordedEbayRequest[] = [];
  /** The sellers' inventory, offers, locations and policies, in memory. */
  readonly sell = new EbaySellOperations();
  /** The sellers' orders, which the twin's order control makes (twin-order-control.ts). */
  readonly fulfillment: EbayFulfillment;
  /** Run after the order control made an order: the twin's orders poll, so the sale shows at once. */
  afterOrder: () => Promise<unknown> = async () => {};
  private readonly check = new ContractCheck();
  private server?: Server;
  private readonly seller: string;
  /** The key eBay signs its notifications with here (getPublicKey serves it by its `kid`). */
  readonly notificationKey: NotificationKey = makeNotificationKey();

  constructor(private readonly options: EbayStandInOptions) {
    this.oauth = new EbayOAuth(options.app, options.now, options.lifetimes);
    this.seller = options.seller ?? STAND_IN_SELLER;
    this.fulfillment = new EbayFulfillment(options.now);
  }

  /**
   * A buyer's paid order (unless `choices` say otherwise) for the seller's published offer of
   * this SKU, at the offer's price; undefined when the SKU has no published offer.
   */
  makeOrder(sku: string, choices: OrderChoices = {}, user = this.seller) {
    const offer = publishedOffer(this.sell.offersOf(user), sku);
    return offer && this.fulfillment.makeOrder(user, offer, choices);
  }

  get baseUrl(): string {
    const address = this.server?.address() as AddressInfo | null | undefined;
    if (!address) throw new Error('the eBay stand-in is not started');
    return `http://127.0.0.1:${address.port}`;
  }

  async start(): Promise<this> {
    this.server = createServer((request, response) => {
      this.handle(request, response).catch(() => {
        if (!response.headersSent) response.writeHead(500);
        response.end();
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(this.options.port ?? 0, '127.0.0.1', resolve));
    return this;
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const body = await readBody(request);
    if (url.pathname === '/oauth2/authorize') {
      return request.method === 'POST'
        ? this.decide(new URLSearchParams(body), response)
        : this.consent(url.searchParams, response);
    }
    if (url.pathname === RECORD_PATH && request.method === 'GET') return this.sendRecord(request, response);
    if (url.pathname === '/identity/v1/oauth2/token' && request.method === 'POST') {
      const answer = this.oauth.token(request.headers.authorization, new URLSearchParams(body));
      return sendJson(response, answer.status, answer.body);
    }
    if (url.pathname === ORDER_CONTROL_PATH) return this.orderControl(request, body, response);
    this.api(request, body, response);
  }

  private orderControl(request: IncomingMessage, body: string | undefined, response: ServerResponse) {
    const port = new URL(this.baseUrl).port;
    return answerOrderControl(
      {
        seller: this.seller,
        origins: new Set([this.baseUrl, `http://localhost:${port}`]),
        offers: () => this.sell.offersOf(this.seller),
        makeOrder: async (sku, choices) => {
          const order = this.makeOrder(sku, choices);
          if (!order) return undefined;
          await this.afterOrder();
          return order.orderId;
        },
      },
      request,
      body,
      response,
    );
  }

  /**
   * What the stand-in was sent and holds for its seller, for a test against a twin in another
   * process (tests/integration/ebay-journey.test.ts): every request with its verdict, the
   * seller's offers and inventory items. The twin's own, not eBay's; loopback only, no tokens.
   */
  private sendRecord(request: IncomingMessage, response: ServerResponse): void {
    // The record holds the photos' signed addresses: only for a caller on this machine by name,
    // never for a page that rebound its own host name to 127.0.0.1 (twin.md#what-it-exposes).
    if (!/^(127\.0\.0\.1|localhost):\d+$/.test(request.headers.host ?? ''))
      return sendText(response, 403, 'Forbidden');
    sendJson(response, 200, {
      requests: this.requests,
      offers: this.sell.offersOf(this.seller),
      inventoryItems: this.sell.inventoryItemsOf(this.seller),
    });
  }

  /**
   * eBay's account-deletion notification for one eBay user (by user name; the id is the one
   * the Identity API gives), its body and the X-EBAY-SIGNATURE header that signs it.
   */
  deletionNotification(username: string): { body: string; signature: string } {
    const body = accountDeletionBody({ userId: ebayUserIdOf(username), username });
    return { body, signature: this.signDeletionNotification(body) };
  }

  /** The X-EBAY-SIGNATURE header eBay would send with this body. */
  signDeletionNotification(body: string): string {
    return signatureHeader(body, this.notificationKey);
  }

  /**
   * getPublicKey: an Application access token (client credentials) is required, as eBay's
   * contract says (`api_scope` by the clientCredentials flow); an unknown key id is eBay's
   * 404 with error 195001.
   */
  private publicKey(request: IncomingMessage, body: string | undefined, kid: string, reply: Reply): void {
    if (!this.oauth.isApplicationToken(request.headers.authorization)) {
      return reply(401, errorsOf(invalidAccessToken));
    }
    const verdict = this.check.check({
      method: 'GET',
      url: request.url ?? '/',
      headers: request.headers,
      body,
    });
    if (!verdict.ok)
      return reply(
        verdict.problem.status,
        errorsOf({
          errorId: 2004,
          domain: 'ACCESS',
          category: 'REQUEST',
          message: 'Invalid request',
          parameters: [{ name: 'reason', value: verdict.problem.reason }],
        }),
      );
    if (decodeURIComponent(kid) !== this.notificationKey.kid) {
      return reply(
        404,
        errorsOf({
          errorId: 195001,
          domain: 'API_NOTIFICATION',
          category: 'REQUEST',
          message: 'The specified key id is invalid.',
        }),
        verdict.operationId,
      );
    }
    reply(200, publicKeyAnswer(this.notificationKey), verdict.operationId);
  }

  private consent(query: URLSearchParams, response: ServerResponse): void {
    const problem = this.oauth.consentProblem(query);
    if (problem) return sendText(response, 400, problem);
    const scopes = (query.get('scope') ?? '').split(' ').filter(Boolean);
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(consentPage({ seller: this.seller, scopes, query }));
  }

  private decide(form: URLSearchParams, response: ServerResponse): void {
    const problem = this.oauth.consentProblem(form);
    if (problem) return sendText(response, 400, problem);
    const state = form.get('state');
    const target = new URL(
      form.get('decision') === 'agree' ? this.options.acceptUrl : this.options.declineUrl,
    );
    if (form.get('decision') === 'agree') {
      const scopes = (form.get('scope') ?? '').split(' ').filter(Boolean);
      const { code, expiresIn } = this.oauth.issueCode(this.seller, scopes);
      target.searchParams.set('code', code);
      target.searchParams.set('expires_in', String(expiresIn));
    } else {
      target.searchParams.set('error', 'access_denied');
    }
    if (state !== null) target.searchParams.set('state', state);
    response.writeHead(302, { location: target.href });
    response.end();
  }

  private api(request: IncomingMessage, body: string | undefined, response: ServerResponse): void {
    const method = request.method ?? 'GET';
    const url = request.url ?? '/';
    const reply = (status: number, payload: unknown, operationId?: string) => {
      this.requests.push({ method, url, body, headers: recordedHeaders(request), operationId, status });
      if (payload === undefined) {
        response.writeHead(status);
        response.end();
      } else sendJson(response, status, payload);
    };
    const answer = (status: number, errors: EbayError[], operationId?: string) =>
      reply(status, { errors }, operationId);
    // eBay's common errors (https://developer.ebay.com/develop/api/sell/error_codes, read
    // 2026-12-02): 1002 without a token, 1001 for one that is unknown or expired, 2004 for a
    // request with errors. 404 and 501 are the stand-in's own (see twin.md).
    if (!request.headers.authorization) {
      return answer(400, [
        {
          errorId: 1002,
          domain: 'OAuth',
          category: 'REQUEST',
          message: 'Missing access token',
          longMessage: 'Access token is missing in the Authorization HTTP request header.',
        },
      ]);
    }
    const parsed = new URL(url, 'http://stand-in');
    const publicKeyPath = /^\/commerce\/notification\/v1\/public_key\/([^/]+)$/.exec(parsed.pathname);
    if (publicKeyPath && method === 'GET') return this.publicKey(request, body, publicKeyPath[1]!, reply);
    // Taxonomy is not in eBay's published contracts: its few requests are checked by hand. Its
    // reference pages ask for an Application token (client credentials grant), so a seller's
    // token is refused here as an unknown one, as it would be by eBay.
    if (parsed.pathname.startsWith(`${TAXONOMY_BASE_PATH}/`)) {
      if (!this.oauth.isApplicationToken(request.headers.authorization)) {
        return answer(401, [invalidAccessToken]);
      }
      const path = parsed.pathname.slice(TAXONOMY_BASE_PATH.length);
      const taxonomy = taxonomyAnswer(method, path, parsed.searchParams);
      if (taxonomy) return reply(taxonomy.status, taxonomy.body, `taxonomy${path}`);
    }
    const user = this.oauth.userOf(request.headers.authorization);
    if (!user) {
      return answer(401, [invalidAccessToken]);
    }
    // Identity is not in eBay's published contracts either: getUser, for the user's own token.
    if (parsed.pathname === `${IDENTITY_BASE_PATH}/user/` && method === 'GET') {
      const identity: UserResponse & { accountType: string } = {
        userId: ebayUserIdOf(user),
        username: user,
        accountType: 'INDIVIDUAL',
      };
      return reply(200, identity, 'identity/getUser');
    }
    const verdict = this.check.check({ method, url, headers: request.headers, body });
    if (!verdict.ok) {
      return answer(verdict.problem.status, [
        {
          errorId: verdict.problem.status === 404 ? 2002 : 2004,
          domain: 'ACCESS',
          category: 'REQUEST',
          message: verdict.problem.status === 404 ? 'Resource not found' : 'Invalid request',
          longMessage: 'Request has errors. For help, see the documentation for this API.',
          parameters: [{ name: 'reason', value: verdict.problem.reason }],
        },
      ]);
    }
    // The request matches eBay's contract: the operations the product calls are answered from
    // the sellers' state; any other says the stand-in cannot answer it (twin.md).
    const sellRequest = {
      operationId: verdict.operationId,
      user,
      path: parsed.pathname.replace(/^\/(sell|commerce)\/[a-z_]+\/v1/, ''),
      query: parsed.searchParams,
      body: body === undefined ? undefined : (JSON.parse(body) as unknown),
    };
    const answered = this.fulfillment.answer(sellRequest) ?? this.sell.answer(sellRequest);
    if (answered) return reply(answered.status, answered.body, verdict.operationId);
    answer(
      501,
      [
        {
          errorId: 2003,
          domain: 'ACCESS',
          category: 'APPLICATION',
          message: 'Not answered by the stand-in',
          longMessage: `The eBay stand-in checks ${verdict.operationId} but does not answer it yet.`,
        },
      ],
      verdict.operationId,
    );
  }
}

type Reply = (status: number, payload: unknown, operationId?: string) => void;

/** Where a test reads the stand-in's record (sendRecord); no path of eBay's starts so. */
export const RECORD_PATH = '/_stand-in/record';

/** A request's headers as recorded: never its Authorization. */
function recordedHeaders(request: IncomingMessage): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (name !== 'authorization' && value !== undefined) kept[name] = String(value);
  }
  return kept;
}

/** eBay's 1001: a token that is unknown, expired, or of the wrong kind for the call. */
const invalidAccessToken: EbayError = {
  errorId: 1001,
  domain: 'OAuth',
  category: 'REQUEST',
  message: 'Invalid access token',
  longMessage: 'Invalid access token. Check the value of the Authorization HTTP request header.',
};

/** An error body as eBay's APIs give it, with one error. */
const errorsOf = (error: EbayError) => ({ errors: [error] });

async function readBody(request: IncomingMessage): Promise<string | undefined> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return chunks.length === 0 ? undefined : Buffer.concat(chunks).toString('utf8');
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

function sendText(response: ServerResponse, status: number, text: string): void {
  response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' });
  response.end(text);
}
