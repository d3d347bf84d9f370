// The product's one registry of functions, read by the CDK app, the local twin and the tests,
// so a function added here is deployed, run locally and tested without any other list to edit.

/**
 * `api`: behind the HTTP API (routes in api-routes.ts); `queue`: fed by its own SQS queue;
 * `schedule`: run every few minutes (an EventBridge rule); `dead-letter`: fed by a queue
 * function's dead-letter queue; `auth-trigger`: called by the user pool (a Cognito trigger).
 */
export type FunctionKind = 'api' | 'queue' | 'schedule' | 'dead-letter' | 'auth-trigger';

/** The user pool's triggers the product uses (Cognito's names for them). */
export type AuthTriggerName = 'customMessage';

/** The AWS SDK clients a function's bundle may hold (a unit test checks each bundle). */
export type SdkClientName = 'dynamodb' | 's3' | 'cognito' | 'sqs' | 'secrets-manager' | 'kms';

export interface FunctionSpec {
  readonly kind: FunctionKind;
  readonly description: string;
  readonly sdkClients: readonly SdkClientName[];
  /** Lambda timeout; the kind's default when absent (see infra/constructs/app-function.ts). */
  readonly timeoutSeconds?: number;
  /** Handler module relative to the repository root; `lambdas/<name>/handler.ts` when absent. */
  readonly entry?: string;
  /**
   * Receives of a failing message before SQS moves it on (3 if absent): for `queue`, to its
   * dead-letter queue; for `dead-letter`, to its parking queue.
   */
  readonly maxReceiveCount?: number;
  /** `schedule`: how often it runs. */
  readonly everyMinutes?: number;
  /** `dead-letter`: the queue function whose failed jobs it takes. */
  readonly deadLettersOf?: string;
  /** `auth-trigger`: the user pool's trigger it is. */
  readonly authTrigger?: AuthTriggerName;
}

export const functionRegistry = {
  listings: {
    kind: 'api',
    description: "the caller's listings: list, read, create, save, delete, restore, their photos",
    // sqs: creating a listing queues its analysis; dynamodb also holds the AI rate limits.
    sdkClients: ['dynamodb', 's3', 'sqs'],
  },
  uploads: {
    kind: 'api',
    description: "presigned uploads into the caller's folder",
    // DynamoDB: the erasure tombstone check of every request (lib/runtime/caller.ts).
    sdkClients: ['s3', 'dynamodb'],
  },
  profile: {
    kind: 'api',
    description: "the caller's profile and eBay connection",
    // kms: the eBay tokens are sealed and opened with a KMS data key (lib/adapters/ebay/).
    sdkClients: ['dynamodb', 'kms'],
  },
  'ebay-listings': {
    kind: 'api',
    description: "List on eBay: prepare and publish the caller's saved item through their eBay connection",
    // s3: the photos' signed GETs eBay fetches; kms: the seller's eBay token is opened.
    sdkClients: ['dynamodb', 's3', 'kms'],
  },
  account: {
    kind: 'api',
    description: "erasure of the caller's account",
    sdkClients: ['dynamodb', 's3', 'cognito'],
  },
  'link-preview': {
    kind: 'api',
    description: "Related Listings' page previews and site icons, fetched by the SSRF-safe fetcher",
    sdkClients: ['dynamodb'],
  },
  'generate-listing': {
    kind: 'api',
    description:
      "generateListing: analyse or refine from the caller's own photo (docs/product.md#calls); analyse a listing again with all its photos (docs/product.md#photos)",
    sdkClients: ['dynamodb', 's3', 'secrets-manager'],
    // API Gateway cuts the request at 30 s; the calls inside are time-boxed below that.
    timeoutSeconds: 29,
  },
  analyser: {
    kind: 'queue',
    description: 'analyses a created listing with the AI and stores the result (docs/design.md#analysis)',
    sdkClients: ['dynamodb', 's3', 'secrets-manager'],
    // Two model calls with web search and the SDK's retries: minutes, not seconds. Each job
    // has a deadline below this (config.analysisDeadlineMs), so it records its own timeout.
    timeoutSeconds: 180,
    maxReceiveCount: 3,
  },
  'analysis-dead-letters': {
    kind: 'dead-letter',
    description: 'records a retryable failure on the item of an analysis job that failed every receive',
    deadLettersOf: 'analyser',
    // sqs: a message that is no job is parked at once in its parking queue.
    sdkClients: ['dynamodb', 'sqs'],
    timeoutSeconds: 30,
    maxReceiveCount: 3,
  },
  'analysis-sweeper': {
    kind: 'schedule',
    description:
      'marks items stuck in analyzing past the bound as failed, so the user can retry; purges deleted listings past their undo window',
    everyMinutes: 5,
    sdkClients: ['dynamodb', 's3'],
    timeoutSeconds: 60,
  },
  'custom-message': {
    kind: 'auth-trigger',
    description:
      'the confirmation and reset emails, with their link to the site (docs/product.md#auth-screen-auth)',
    authTrigger: 'customMessage',
    sdkClients: [],
    // Cognito waits 5 s for a trigger, then fails the sign-up.
    timeoutSeconds: 5,
  },
  'ebay-notifications': {
    kind: 'api',
    description:
      "eBay's account-deletion notification: its endpoint check, and each signed notification deletes that eBay user's connection (docs/architecture/security.md#ebay-tokens)",
    // No kms: it deletes sealed tokens, never opens them.
    sdkClients: ['dynamodb'],
  },
} as const satisfies Record<string, FunctionSpec>;

export type Registry = Readonly<Record<string, FunctionSpec>>;
export type FunctionName = keyof typeof functionRegistry;
type NamesOfKind<K extends FunctionKind> = {
  [N in FunctionName]: (typeof functionRegistry)[N]['kind'] extends K ? N : never;
}[FunctionName];
export type ApiFunctionName = NamesOfKind<'api'>;
export type QueueFunctionName = NamesOfKind<'queue'>;

/** Receives of a failing message before SQS moves it to the dead-letter (or parking) queue. */
export function maxReceiveCountOf(spec: FunctionSpec | undefined): number {
  return spec?.maxReceiveCount ?? 3;
}

export const functionNames = Object.keys(functionRegistry) as FunctionName[];

/** The names of a registry's functions of one kind. */
export function namesOfKind(registry: Registry, kind: FunctionKind): string[] {
  return Object.entries(registry)
    .filter(([, spec]) => spec.kind === kind)
    .map(([name]) => name);
}

/** Path of a function's handler module, relative to the repository root. */
export function handlerEntry(name: string, spec: FunctionSpec | undefined = lookup(name)): string {
  return spec?.entry ?? `lambdas/${name}/handler.ts`;
}

function lookup(name: string): FunctionSpec | undefined {
  return (functionRegistry as Registry)[name];
}
