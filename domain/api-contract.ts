import type {
  CreateListingRequest,
  EbayConnectionView,
  EbayConsentReturn,
  EbayConsentStart,
  EbayListingPreparation,
  EbayListingRequest,
  ExportPage,
  FaviconQuery,
  GenerateListingRequest,
  LifeChangeRequest,
  LinkPreviewRequest,
  ListingsQuery,
  ListingsResponse,
  ListingsSummary,
  ProfileChangeRequest,
  ProfileView,
  ReanalyzedListing,
  ReplacePhotosRequest,
  UpdateListingRequest,
  UploadTicket,
  UploadTicketRequest,
} from './api-types';
import type { LinkPreview } from './link-preview';
import type { GeneratedListing, ApiListing } from './listing';

// The HTTP API once (docs/architecture/backend.md#the-http-contract): each route's method, path
// template and the types of its body, query and answer. The server's route table maps these
// routes to functions (lambdas/api-routes.ts), the web app builds its calls from them
// (web/src/lib/api-client.ts) and the web tests' fake API registers them
// (tests/web/support/fake-route.ts), so none of the three writes a path of its own.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What a route carries besides its method and path: for the compiler only, never set. */
interface RouteTypes<Body, Query, Response> {
  body: Body;
  query: Query;
  response: Response;
}

export interface ContractRoute<Method extends HttpMethod = HttpMethod, Path extends string = string> {
  readonly method: Method;
  /** API Gateway path syntax: `{id}` is a path parameter. */
  readonly path: Path;
  /**
   * Called by another service with no user's token (eBay's notifications): no JWT authorizer in
   * front of it, in the cloud or the twin. Every other route needs a signed-in user.
   */
  readonly public?: true;
  readonly types?: RouteTypes<unknown, unknown, unknown>;
}

/** No body, no query, or an empty answer (204). */
type None = undefined;

/** A route whose body, query and answer have these types. */
const route =
  <Body = None, Response = None, Query = None>() =>
  <const Method extends HttpMethod, const Path extends string>(
    method: Method,
    path: Path,
    access?: { public: true },
  ) =>
    ({ method, path, ...access }) as {
      readonly method: Method;
      readonly path: Path;
      readonly public?: true;
      readonly types?: RouteTypes<Body, Query, Response>;
    };

/** An image's bytes (not JSON): the favicon's answer. */
export type ImageAnswer = { readonly image: 'bytes' };

export const apiContract = {
  listListings: route<None, ListingsResponse, ListingsQuery>()('GET', '/api/listings'),
  /** Counts of Your Items' views and what the sold items made (docs/product.md#your-items). */
  listingsSummary: route<None, ListingsSummary>()('GET', '/api/listings-summary'),
  /** The records file a page at a time: the browser assembles the CSV (docs/product.md#your-records). */
  exportListings: route<None, ExportPage, { cursor?: string }>()('GET', '/api/listings-export'),
  createListing: route<CreateListingRequest, ApiListing>()('POST', '/api/listings'),
  getListing: route<None, ApiListing>()('GET', '/api/listings/{id}'),
  updateListing: route<UpdateListingRequest, ApiListing>()('PUT', '/api/listings/{id}'),
  deleteListing: route()('DELETE', '/api/listings/{id}'),
  analyzeListing: route<None, ApiListing>()('POST', '/api/listings/{id}/analyze'),
  /** Undo of a delete, while the server keeps the listing (docs/design.md#deleting-with-undo). */
  restoreListing: route<None, ApiListing>()('POST', '/api/listings/{id}/restore'),
  /**
   * The item's photos, in order (docs/product.md#photos), made from the list the client saw
   * (`seen`): a list changed since is a 409 that changes nothing.
   */
  replacePhotos: route<ReplacePhotosRequest, ApiListing>()('PUT', '/api/listings/{id}/photos'),
  /**
   * Analyse again with all photos: the stored AI result refined from every photo, the user's
   * own fields kept (docs/product.md#photos).
   */
  reanalyzeListing: route<None, ReanalyzedListing>()('POST', '/api/listings/{id}/reanalyze'),
  /**
   * One event of a saved item's life (docs/product.md#item-life): listed, taken down, sold,
   * given away, kept, relisted; made from the version the client saw (`seen`), else a 409.
   */
  changeLife: route<LifeChangeRequest, ApiListing>()('POST', '/api/listings/{id}/life'),
  /**
   * List on eBay (docs/product.md#list-on-ebay): what eBay will get, what is still missing and,
   * once nothing is, eBay's fees. Through the caller's own eBay connection.
   */
  prepareEbayListing: route<EbayListingRequest, EbayListingPreparation>()(
    'POST',
    '/api/listings/{id}/ebay/prepare',
  ),
  /** Publish on eBay: the item's life then says listed on eBay with the live address. */
  publishEbayListing: route<EbayListingRequest, ApiListing>()('POST', '/api/listings/{id}/ebay/publish'),
  /**
   * Sold, given away or kept (docs/product.md#item-life): the eBay listing the product published
   * is ended, its reminder ticked, or kept with why. Called once the life change is stored.
   */
  endEbayListing: route<None, ApiListing>()('POST', '/api/listings/{id}/ebay/withdraw'),
  /** The item's saved price on the eBay listing the product published, once the seller confirms. */
  changeEbayPrice: route<None, ApiListing>()('POST', '/api/listings/{id}/ebay/price'),
  createUpload: route<UploadTicketRequest, UploadTicket>()('POST', '/api/uploads'),
  getProfile: route<None, ProfileView>()('GET', '/api/profile'),
  updateProfile: route<ProfileChangeRequest, ProfileView>()('PATCH', '/api/profile'),
  deleteAccount: route()('DELETE', '/api/account'),
  /** The caller's eBay connection (docs/product.md#ebay-connection): its state, never a token. */
  getEbayConnection: route<None, EbayConnectionView>()('GET', '/api/ebay/connection'),
  /** A single-use `state` bound to the caller, and eBay's consent page for it. */
  startEbayConnection: route<None, EbayConsentStart>()('POST', '/api/ebay/connection'),
  /** The consent's code and state, back from eBay: the tokens are fetched and kept server-side. */
  finishEbayConnection: route<EbayConsentReturn, EbayConnectionView>()('PUT', '/api/ebay/connection'),
  /** Deletes the tokens; live eBay listings stay on eBay. */
  disconnectEbay: route()('DELETE', '/api/ebay/connection'),
  fetchOpenGraph: route<LinkPreviewRequest, LinkPreview>()('POST', '/api/fetch-open-graph'),
  getFavicon: route<None, ImageAnswer, FaviconQuery>()('GET', '/api/favicon'),
  generateListing: route<GenerateListingRequest, GeneratedListing>()('POST', '/api/generate-listing'),
  /**
   * eBay's check of the account-deletion endpoint (docs/architecture/security.md#ebay-tokens):
   * the hash of its challenge code, the verification token and this endpoint's URL. Public:
   * eBay calls it.
   */
  ebayDeletionChallenge: route<None, { challengeResponse: string }, { challenge_code: string }>()(
    'GET',
    '/api/ebay/account-deletion',
    { public: true },
  ),
  /**
   * eBay's account-deletion notification, signed by eBay (X-EBAY-SIGNATURE): what the product
   * holds for that eBay user is deleted. Public: eBay calls it; a bad signature is a 412.
   */
  ebayAccountDeletion: route<unknown>()('POST', '/api/ebay/account-deletion', { public: true }),
} as const;

export type ApiContract = typeof apiContract;
export type ApiRouteId = keyof ApiContract;

type TypesOf<R> = R extends { readonly types?: infer T } ? NonNullable<T> : never;
export type RequestBody<R> = TypesOf<R> extends RouteTypes<infer Body, unknown, unknown> ? Body : never;
export type RequestQuery<R> = TypesOf<R> extends RouteTypes<unknown, infer Query, unknown> ? Query : never;
export type ResponseBody<R> =
  TypesOf<R> extends RouteTypes<unknown, unknown, infer Response> ? Response : never;

/** `{id: string}` for `/api/listings/{id}`; `{}` for a path without parameters. */
export type PathParams<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}`
  ? { [K in Name]: string } & PathParams<Rest>
  : Record<never, never>;

/** The key API Gateway gives a route, `GET /api/listings/{id}`. */
export type RouteKeyOf<R> = R extends {
  readonly method: infer M extends string;
  readonly path: infer P extends string;
}
  ? `${M} ${P}`
  : never;

export function routeKeyOf<R extends ContractRoute>(route: R): RouteKeyOf<R> {
  return `${route.method} ${route.path}` as RouteKeyOf<R>;
}

/**
 * The path of one call: parameters put in (encoded), then the query's set values, in order.
 * `apiPath(apiContract.getListing, {id: 'a b'})` is `/api/listings/a%20b`.
 */
export function apiPath<R extends ContractRoute>(
  route: R,
  params: PathParams<R['path']>,
  query?: RequestQuery<R>,
): string {
  const values = params as Record<string, string>;
  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${route.path} needs ${name}`);
    return encodeURIComponent(value);
  });
  const pairs = Object.entries((query ?? {}) as Record<string, string | undefined>).flatMap(
    ([name, value]) =>
      value === undefined ? [] : [`${encodeURIComponent(name)}=${encodeURIComponent(value)}`],
  );
  return pairs.length ? `${path}?${pairs.join('&')}` : path;
}
