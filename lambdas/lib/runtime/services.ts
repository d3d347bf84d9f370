import type { AnalysisJob } from '../ports/analysis-job';
import type { JobQueue } from '../ports/job-queue';
import type { ListingAnalyser } from '../ports/listing-analyser';
import type { ListingAnalysisRepository } from '../ports/listing-analysis-repository';
import type { Erasures } from '../ports/erasures';
import type { EbayAccess } from '../ports/ebay-access';
import type { EbayApp } from '../ports/ebay-app';
import type { EbayConnections, OAuthStates } from '../ports/ebay-connections';
import type { EbayListings } from '../ports/ebay-listings';
import type { EbayOrders } from '../ports/ebay-orders';
import type { EbaySellers } from '../ports/ebay-sellers';
import type { EbayNotificationKeys } from '../ports/ebay-notification-keys';
import type { TokenCipher } from '../ports/token-cipher';
import type { ListingsBrowser } from '../ports/listings-browser';
import type { ListingsRepository } from '../ports/listings-ports';
import type { ParkedMessages } from '../ports/parked-messages';
import type { PhotoStore } from '../ports/photo-store';
import type { PreviewCache } from '../ports/preview-cache';
import type { ProfilesRepository } from '../ports/profiles-repository';
import type { RateLimiter, RefundableRateLimiter } from '../ports/rate-limiter';
import type { SafeFetcher } from '../adapters/safe-fetch/safe-fetcher';
import type { UserDirectory } from '../ports/user-directory';

// Types and a registry only: the adapters and SDK clients behind the services are imported
// by the handlers that use them (through lib/runtime/factories/), never from here, so a function's
// bundle holds only what that function touches.

/** What the handlers talk to. Each is an interface, so a test can swap it. */
export interface Services {
  listings: ListingsRepository;
  /** Your Items' views, search and sorts, the summary's inputs and the records' pages. */
  browser: ListingsBrowser;
  profiles: ProfilesRepository;
  photos: PhotoStore;
  users: UserDirectory;
  previewCache: PreviewCache;
  safeFetcher: SafeFetcher;
  rateLimiter: RateLimiter;
  analyses: ListingAnalysisRepository;
  analyser: ListingAnalyser;
  analysisQueue: JobQueue<AnalysisJob>;
  /** Messages a queue function cannot read, kept for an operator (the dead-letter consumer). */
  parkedMessages: ParkedMessages;
  /** Each user's AI calls (docs/design.md#security); a call that failed on our set-up is refunded. */
  aiLimiter: RefundableRateLimiter;
  erasures: Erasures;
  /**
   * Each user's counters in the rate-limits table: API requests, every route together
   * (lib/runtime/caller.ts), and upload tickets (uploads/upload-ticket-limit.ts).
   */
  requestLimiter: RateLimiter;
  /** Each seller's eBay connection, its tokens sealed (docs/architecture/security.md#ebay-tokens). */
  ebayConnections: EbayConnections;
  /** The single-use `state`s of Connect eBay. */
  oauthStates: OAuthStates;
  tokenCipher: TokenCipher;
  /** eBay's consent page and token grants for the product's app. */
  ebayApp: EbayApp;
  /** A seller's live eBay access token, for the features that call eBay. */
  ebayAccess: EbayAccess;
  /** A seller's eBay (Sell and Taxonomy APIs), reached with that seller's own access token. */
  ebayFor: (userId: string) => EbayListings;
  /** A seller's eBay orders (Fulfillment API), reached with that seller's own access token. */
  ebayOrdersFor: (userId: string) => EbayOrders;
  /** Every eBay connection with its orders cursor, for the orders poll. */
  ebaySellers: EbaySellers;
  /** The public keys eBay signs its notifications with (Notification API getPublicKey). */
  ebayNotificationKeys: EbayNotificationKeys;
}

/**
 * How to make a service (see lib/runtime/factories/). `checkAtStart`, where a factory has one,
 * reads the configuration the service cannot do without, so a function missing it fails when
 * it starts rather than on the first request that needs it.
 */
export interface ServiceFactory<T> {
  (): T;
  checkAtStart?: () => void;
}

/** How to make each of the services a function uses. */
export type ServiceFactories<K extends keyof Services> = { [N in K]: ServiceFactory<Services[N]> };

// One of each service per process, shared by every handler loaded in it (the local twin
// runs them all in one process), like the SDK clients underneath.
const made: Partial<Services> = {};

function use<K extends keyof Services>(name: K, make: () => Services[K]): Services[K] {
  return (made[name] ??= make());
}

/**
 * The services a function declares, and only those: using one it did not declare is a type
 * error. Each is made on first use, so a function only needs the configuration of the
 * services it actually touches, and kept for warm invocations; a test's replacement wins.
 * A factory's start check runs here, at once, unless the home has provided the service
 * (`provideServices`): configuration, not a branch, decides which queue a function gets.
 * Called once at the top of a handler module:
 *
 *     const services = defineServices({ profiles: makeProfilesRepository });
 */
export function defineServices<K extends keyof Services>(factories: ServiceFactories<K>): Pick<Services, K> {
  const services = {} as Pick<Services, K>;
  for (const name of Object.keys(factories) as K[]) {
    if (made[name] === undefined) factories[name].checkAtStart?.();
    Object.defineProperty(services, name, { enumerable: true, get: () => use(name, factories[name]) });
  }
  return services;
}

/**
 * For a home that brings its own adapter instead of a factory's (the twin's in-process
 * queue): every function in this process uses it. Called before any handler runs.
 */
export function provideServices(provided: Partial<Services>): void {
  Object.assign(made, provided);
}

/** For tests: replace some services (the rest stay real). */
export function replaceServices(replacements: Partial<Services>): void {
  provideServices(replacements);
}

/** For tests: forget every service made so far, so the next use reads config again. */
export function resetServices(): void {
  for (const name of Object.keys(made) as (keyof Services)[]) delete made[name];
}
