// The environment contract: every environment variable the product reads is named here and
// nowhere else (docs/design.md#two-homes). The CDK app binds each function's variables next to the
// grant they go with, the local twin and the unit-test kit build theirs from the same keys, so
// a name cannot drift between the homes. Read lazily, so a function only needs the variables
// of the adapters it actually uses.

import { DEFAULT_DAILY_SPEND_USD, DEFAULT_USER_SHARE_PERCENT } from '#domain/ai-spend.ts';
import { pricesFor, toMicros, type ModelPrices } from '#domain/ai-prices.ts';
import {
  DEFAULT_AI_MODEL,
  effortFor,
  modelEffortProblem,
  reasoningEfforts,
  type ReasoningEffort,
} from '#domain/ai-models.ts';
import { UPLOAD_TICKETS_PER_DAY } from '#domain/photos.ts';
import type { OpenAiSettings } from '../adapters/openai/openai-analyser';
import type { EbayAppSettings } from '../adapters/ebay/ebay-oauth-client';
import { secretSetting } from './secret-settings';

export const envNames = {
  // Read by the AWS SDK and Lambda: the region everywhere, credentials in the twin and tests.
  region: 'AWS_REGION',
  defaultRegion: 'AWS_DEFAULT_REGION',
  accessKeyId: 'AWS_ACCESS_KEY_ID',
  secretAccessKey: 'AWS_SECRET_ACCESS_KEY',
  // Read by Node (source-mapped stack traces in Lambda) and Powertools Logger.
  nodeOptions: 'NODE_OPTIONS',
  logLevel: 'POWERTOOLS_LOG_LEVEL',
  // The local twin's emulators; unset in the cloud, where the SDK talks to AWS.
  dynamodbEndpoint: 'DYNAMODB_ENDPOINT',
  s3Endpoint: 'S3_ENDPOINT',
  cognitoEndpoint: 'COGNITO_ENDPOINT',
  // Resources, bound with their grants.
  listingsTable: 'LISTINGS_TABLE',
  profilesTable: 'PROFILES_TABLE',
  linkPreviewsTable: 'LINK_PREVIEWS_TABLE',
  erasuresTable: 'ERASURES_TABLE',
  uploadsBucket: 'UPLOADS_BUCKET',
  userPoolId: 'USER_POOL_ID',
  /** The site's origin (`https://...`), which the links in the auth emails point to. */
  siteOrigin: 'SITE_ORIGIN',
  /** The value CloudFront puts in the origin header of /api/* (runtime/origin-check.ts); unset locally. */
  originVerifySecret: 'ORIGIN_VERIFY_SECRET',
  // Tunables with defaults below.
  photoUrlTtlSeconds: 'PHOTO_URL_TTL_SECONDS',
  uploadUrlTtlSeconds: 'UPLOAD_URL_TTL_SECONDS',
  // Analysis (docs/design.md#analysis to docs/design.md#security).
  rateLimitsTable: 'RATE_LIMITS_TABLE',
  analyserQueueUrl: 'ANALYSER_QUEUE_URL',
  /**
   * The local twin's analyses at once (its in-process queue). In the cloud the same limit is
   * the analyser event source's maximum concurrency, from the setting ai.analyserConcurrency.
   */
  analyserConcurrency: 'ANALYSER_CONCURRENCY',
  /** The dead-letter consumer's parking queue: messages it cannot read, for an operator. */
  parkedJobsQueueUrl: 'PARKED_JOBS_QUEUE_URL',
  /** The ARN of the Secrets Manager secret holding the OpenAI key (cloud). */
  openAiSecretId: 'OPENAI_SECRET_ID',
  /** The key itself, on one machine only; no key and no secret means the offline analyser. */
  openAiApiKey: 'OPENAI_API_KEY',
  /** Only to point the SDK at another server (the tests' fake). */
  openAiBaseUrl: 'OPENAI_BASE_URL',
  openAiModel: 'OPENAI_MODEL',
  openAiTimeoutMs: 'OPENAI_TIMEOUT_MS',
  openAiMaxRetries: 'OPENAI_MAX_RETRIES',
  aiRefineTimeBoxMs: 'AI_REFINE_TIME_BOX_MS',
  aiRateLimit: 'AI_RATE_LIMIT',
  aiRateWindowSeconds: 'AI_RATE_WINDOW_SECONDS',
  analysisLeaseSeconds: 'ANALYSIS_LEASE_SECONDS',
  /** How long one analysis job may run before it records a retryable timeout. */
  analysisDeadlineMs: 'ANALYSIS_DEADLINE_MS',
  /** An item `analyzing` with nothing heard for this long is marked as failed by the sweeper. */
  analysisStuckSeconds: 'ANALYSIS_STUCK_SECONDS',
  /** How often the local twin's sweeper looks (the cloud's schedule is in the registry). */
  analysisSweepIntervalMs: 'ANALYSIS_SWEEP_INTERVAL_MS',
  /** How long a warm container trusts the OpenAI key it read from Secrets Manager. */
  openAiKeyCacheSeconds: 'OPENAI_KEY_CACHE_SECONDS',
  /** The most tokens an identify or refine call may write (its answer and its reasoning together). */
  openAiMaxOutputTokens: 'OPENAI_MAX_OUTPUT_TOKENS',
  /** The most tokens the research call may write (its answer and its reasoning together). */
  openAiResearchMaxOutputTokens: 'OPENAI_RESEARCH_MAX_OUTPUT_TOKENS',
  /** The most web searches the research call may make (each is billed on its own). */
  openAiResearchMaxToolCalls: 'OPENAI_RESEARCH_MAX_TOOL_CALLS',
  /** The reasoning effort asked of the model on every call (a spend ceiling). */
  openAiReasoningEffort: 'OPENAI_REASONING_EFFORT',
  /** US dollars the whole product may spend on model calls in one UTC day (a spend ceiling). */
  aiDailySpendUsd: 'AI_DAILY_SPEND_USD',
  /** The share of that ceiling, in percent, one user may spend in a day. */
  aiUserSharePercent: 'AI_USER_SHARE_PERCENT',
  // Per-user ceilings on the API and on upload tickets.
  userRequestLimit: 'USER_REQUEST_LIMIT',
  userRequestWindowSeconds: 'USER_REQUEST_WINDOW_SECONDS',
  uploadTicketLimit: 'UPLOAD_TICKET_LIMIT',
  uploadTicketWindowSeconds: 'UPLOAD_TICKET_WINDOW_SECONDS',
  /** Upload tickets one user may take in a day, on top of the hourly limit (domain/photos.ts). */
  uploadTicketDailyLimit: 'UPLOAD_TICKET_DAILY_LIMIT',
  /**
   * The deployment's stage (prod, staging...): a dimension of every metric, so two stages in
   * one account and region never feed each other's alarms or dashboard. `local` when unset.
   */
  stage: 'APP_STAGE',
  // Read by Powertools Metrics: set in tests to keep EMF lines out of their output.
  metricsDisabled: 'POWERTOOLS_METRICS_DISABLED',
  erasureCacheSeconds: 'ERASURE_CACHE_SECONDS',
  /** `off` on a machine that must resolve no names (the test twins): every site is unknown. */
  previewDns: 'PREVIEW_DNS',
  // The eBay app (docs/architecture/security.md#ebay-tokens): unset means Connect eBay is not
  // set up here. The origins are eBay's (production or sandbox) or the twin's stand-in.
  ebayAuthOrigin: 'EBAY_AUTH_ORIGIN',
  ebayApiOrigin: 'EBAY_API_ORIGIN',
  ebayClientId: 'EBAY_CLIENT_ID',
  /** The client secret itself: on one machine only (the twin's stand-in, a developer's sandbox keys). */
  ebayClientSecret: 'EBAY_CLIENT_SECRET',
  /** The Secrets Manager secret holding the client secret (cloud): read at cold start, never its value here. */
  ebayClientSecretId: 'EBAY_CLIENT_SECRET_ID',
  /** The app's RuName: eBay's name for the redirect to the product's /settings/ebay page. */
  ebayRuName: 'EBAY_RU_NAME',
  /** The KMS key that wraps the sealed tokens' data keys (cloud). */
  ebayTokenKmsKeyId: 'EBAY_TOKEN_KMS_KEY_ID',
  /** On one machine only: a 32-byte base64 key in its place (no KMS among the emulators). */
  ebayTokenLocalKey: 'EBAY_TOKEN_LOCAL_KEY',
  /**
   * eBay's account-deletion notification (docs/architecture/security.md#ebay-tokens): the
   * verification token and the endpoint's full URL, both as entered in eBay's developer portal
   * (https://developer.ebay.com/marketplace-account-deletion); eBay's challenge hashes them.
   */
  ebayVerificationToken: 'EBAY_VERIFICATION_TOKEN',
  /** The Secrets Manager secret holding the verification token (cloud), read at cold start. */
  ebayVerificationTokenSecretId: 'EBAY_VERIFICATION_TOKEN_SECRET_ID',
  ebayDeletionEndpoint: 'EBAY_DELETION_ENDPOINT',
} as const;

export type EnvKey = keyof typeof envNames;

/**
 * The SQS queue URLs a function may be bound to (every key named `<queue>QueueUrl`): the
 * SAM environment, the import benchmark and the unit tests give each one without a list of
 * their own, so a new queue function adds its URL here and nowhere else.
 */
export const queueUrlKeys = (Object.keys(envNames) as EnvKey[]).filter((key) => key.endsWith('QueueUrl'));

/** Analyses at once when nothing says otherwise: the setting's default and the twin's. */
export const defaultAnalyserConcurrency = 5;

/** Values for some of the contract's variables, by key: what CDK, the twin and the tests build. */
export type EnvValues = Partial<Record<EnvKey, string>>;

/** The variables as a process environment, e.g. `{ LISTINGS_TABLE: 'listings' }`. */
export function toEnvironment(values: EnvValues): Record<string, string> {
  const environment: Record<string, string> = {};
  for (const [key, value] of Object.entries(values) as [EnvKey, string | undefined][]) {
    if (value !== undefined) environment[envNames[key]] = value;
  }
  return environment;
}

function optional(key: EnvKey): string | undefined {
  const value = process.env[envNames[key]]?.trim();
  return value ? value : undefined;
}

function required(key: EnvKey): string {
  const value = optional(key);
  if (!value) throw new Error(`Missing required environment variable ${envNames[key]}`);
  return value;
}

function positiveInt(key: EnvKey, fallback: number): number {
  const raw = optional(key);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${envNames[key]} must be a positive integer`);
  return value;
}

export interface AwsEndpoints {
  region: string;
  /** Set only for the local twin's emulators; undefined means the real AWS endpoint. */
  dynamodbEndpoint?: string;
  s3Endpoint?: string;
  cognitoEndpoint?: string;
}

function nonNegativeInt(key: EnvKey, fallback: number): number {
  const raw = optional(key);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${envNames[key]} must be a whole number`);
  return value;
}

/**
 * The output ceilings (docs/architecture/backend.md#spend-ceilings): an identify answer is about
 * 400 tokens of JSON plus its reasoning; a recorded gpt-5-mini web_search answer at effort
 * medium wrote 3,773 tokens, 3,136 of them reasoning, so the research call gets twice that.
 */
const IDENTIFY_MAX_OUTPUT_TOKENS = 4000;
const RESEARCH_MAX_OUTPUT_TOKENS = 8000;
/** One search for the item and two to narrow it (sold prices, another marketplace). */
const RESEARCH_MAX_TOOL_CALLS = 3;

export { type ReasoningEffort };

/** The model's prices from domain/ai-prices.ts; a model the table lacks cannot be charged: refused. */
function modelPricesOf(model: string): ModelPrices {
  const prices = pricesFor(model);
  if (!prices)
    throw new Error(
      `${envNames.openAiModel}: ${model} has no price in domain/ai-prices.ts, so its calls cannot be counted in money`,
    );
  return prices;
}

function positiveDollars(key: EnvKey, fallback: number): number {
  const raw = optional(key);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${envNames[key]} must be a positive number`);
  return value;
}

function reasoningEffort(model: string): ReasoningEffort | undefined {
  const raw = optional('openAiReasoningEffort');
  if (raw !== undefined && !(reasoningEfforts as readonly string[]).includes(raw)) {
    throw new Error(`${envNames.openAiReasoningEffort} must be one of ${reasoningEfforts.join(', ')}`);
  }
  const configured = raw as ReasoningEffort | undefined;
  const problem = modelEffortProblem(model, configured);
  if (problem) throw new Error(`${envNames.openAiModel} and ${envNames.openAiReasoningEffort}: ${problem}`);
  return effortFor(model, configured);
}

export const config = {
  aws(): AwsEndpoints {
    return {
      region: optional('region') ?? optional('defaultRegion') ?? 'eu-west-2',
      dynamodbEndpoint: optional('dynamodbEndpoint'),
      s3Endpoint: optional('s3Endpoint'),
      cognitoEndpoint: optional('cognitoEndpoint'),
    };
  },
  listingsTable: () => required('listingsTable'),
  profilesTable: () => required('profilesTable'),
  /** Link previews, site icons and their rate-limit counters (docs/design.md#data). */
  linkPreviewsTable: () => required('linkPreviewsTable'),
  erasuresTable: () => required('erasuresTable'),
  uploadsBucket: () => required('uploadsBucket'),
  userPoolId: () => required('userPoolId'),
  siteOrigin: () => required('siteOrigin'),
  /** Set in the cloud only: an API request without it did not come through CloudFront. */
  originVerifySecret: () => optional('originVerifySecret'),
  /** The stage every metric carries as its `stage` dimension (operational-metrics.ts). */
  stage: () => optional('stage') ?? 'local',
  /** Lifetime of the signed GET URLs handed to the browser for the caller's photos. */
  photoUrlTtlSeconds: () => positiveInt('photoUrlTtlSeconds', 3600),
  /** Lifetime of a presigned upload PUT. */
  uploadUrlTtlSeconds: () => positiveInt('uploadUrlTtlSeconds', 300),
  openAi(): OpenAiSettings {
    const model = optional('openAiModel') ?? DEFAULT_AI_MODEL;
    return {
      model,
      prices: modelPricesOf(model),
      baseUrl: optional('openAiBaseUrl'),
      timeoutMs: positiveInt('openAiTimeoutMs', 60_000),
      maxRetries: nonNegativeInt('openAiMaxRetries', 2),
      refineTimeBoxMs: positiveInt('aiRefineTimeBoxMs', 20_000),
      reasoningEffort: reasoningEffort(model),
      // Sized from recorded usage (docs/architecture/backend.md#spend-ceilings): reasoning
      // tokens count against the same ceiling as the answer.
      maxOutputTokens: {
        identify: positiveInt('openAiMaxOutputTokens', IDENTIFY_MAX_OUTPUT_TOKENS),
        research: positiveInt('openAiResearchMaxOutputTokens', RESEARCH_MAX_OUTPUT_TOKENS),
      },
      researchMaxToolCalls: positiveInt('openAiResearchMaxToolCalls', RESEARCH_MAX_TOOL_CALLS),
    };
  },
  /** A key in the environment (one machine); the cloud reads it from Secrets Manager. */
  openAiApiKey: () => optional('openAiApiKey'),
  /** The Secrets Manager secret holding the key (its ARN); never the key itself. */
  openAiSecretId: () => optional('openAiSecretId'),
  /** A rotated key is picked up this soon by a warm container (at once after a 401). */
  openAiKeyCacheSeconds: () => positiveInt('openAiKeyCacheSeconds', 300),
  /** Per-user AI calls: at most `limit` in each window (docs/design.md#security). */
  aiRateLimit: () => ({
    limit: positiveInt('aiRateLimit', 30),
    windowSeconds: positiveInt('aiRateWindowSeconds', 3600),
  }),
  rateLimitsTable: () => required('rateLimitsTable'),
  /** Micro-dollars the whole product may spend on model calls in one UTC day, every user together. */
  aiDailySpendMicros: () => toMicros(positiveDollars('aiDailySpendUsd', DEFAULT_DAILY_SPEND_USD)),
  /** The share of the daily budget, in percent, one user may spend in a UTC day. */
  aiUserSharePercent: () => {
    const percent = positiveInt('aiUserSharePercent', DEFAULT_USER_SHARE_PERCENT);
    if (percent > 100) throw new Error(`${envNames.aiUserSharePercent} must be at most 100`);
    return percent;
  },
  /** Requests one user may make to the API in each window (429 past it). */
  userRequestLimit: () => ({
    limit: positiveInt('userRequestLimit', 300),
    windowSeconds: positiveInt('userRequestWindowSeconds', 60),
  }),
  /** Presigned upload tickets one user may take in each window. */
  uploadTicketLimit: () => ({
    limit: positiveInt('uploadTicketLimit', 100),
    windowSeconds: positiveInt('uploadTicketWindowSeconds', 3600),
  }),
  /** Presigned upload tickets one user may take in a day (docs/product.md#constants-and-limits). */
  uploadTicketDailyLimit: () => positiveInt('uploadTicketDailyLimit', UPLOAD_TICKETS_PER_DAY),
  /** The analyser function's SQS queue; unset on one machine, whose twin provides its own queue. */
  analyserQueueUrl: () => required('analyserQueueUrl'),
  parkedJobsQueueUrl: () => required('parkedJobsQueueUrl'),
  analyserConcurrency: () => positiveInt('analyserConcurrency', defaultAnalyserConcurrency),
  /** A run that started longer ago than this is taken as crashed: it may be run again. */
  analysisLeaseSeconds: () => positiveInt('analysisLeaseSeconds', 300),
  /**
   * One analysis job's deadline, model calls and their retries included: below the analyser's
   * 180 s timeout (lambdas/functions.ts) with room to record the outcome.
   */
  analysisDeadlineMs: () => positiveInt('analysisDeadlineMs', 150_000),
  /** An item `analyzing` for this long with no result and no failure is marked as failed. */
  analysisStuckSeconds: () => positiveInt('analysisStuckSeconds', 600),
  /** The local twin's sweeper interval (the cloud's is the registry's schedule). */
  analysisSweepIntervalMs: () => positiveInt('analysisSweepIntervalMs', 60_000),
  /**
   * How long a warm container trusts that a user is not erased before it asks again (0: ask
   * every time); erasure waits this long before it deletes anything (lib/runtime/caller.ts).
   */
  /** Whether link previews may look names up in DNS (`system`, the default) or not (`off`). */
  previewDnsOff: () => optional('previewDns') === 'off',
  /** The eBay app, or undefined when any of its five settings is missing (not set up here). */
  ebayApp(): EbayAppSettings | undefined {
    const authOrigin = optional('ebayAuthOrigin');
    const apiOrigin = optional('ebayApiOrigin');
    const clientId = optional('ebayClientId');
    const clientSecret = optional('ebayClientSecret') ?? secretSetting('ebayClientSecret');
    const ruName = optional('ebayRuName');
    if (!authOrigin || !apiOrigin || !clientId || !clientSecret || !ruName) return undefined;
    return { authOrigin, apiOrigin, clientId, clientSecret, ruName };
  },
  /** The deletion endpoint as registered with eBay, or undefined when either setting is missing. */
  ebayDeletionEndpoint(): { verificationToken: string; endpoint: string } | undefined {
    const verificationToken = optional('ebayVerificationToken') ?? secretSetting('ebayVerificationToken');
    const endpoint = optional('ebayDeletionEndpoint');
    return verificationToken && endpoint ? { verificationToken, endpoint } : undefined;
  },
  /**
   * The Secrets Manager secrets the cold start reads the eBay app's two secrets from (cloud);
   * none where the value itself is in the environment, which wins.
   */
  ebaySecretIds: () => ({
    ebayClientSecret: optional('ebayClientSecret') ? undefined : optional('ebayClientSecretId'),
    ebayVerificationToken: optional('ebayVerificationToken')
      ? undefined
      : optional('ebayVerificationTokenSecretId'),
  }),
  /** Who wraps the tokens' data keys: a KMS key (cloud), a local key (one machine), or nobody yet. */
  ebayTokenKey(): { kind: 'kms'; keyId: string } | { kind: 'local'; keyBase64: string } | undefined {
    const keyId = optional('ebayTokenKmsKeyId');
    if (keyId) return { kind: 'kms', keyId };
    const keyBase64 = optional('ebayTokenLocalKey');
    return keyBase64 ? { kind: 'local', keyBase64 } : undefined;
  },
  erasureCacheSeconds: () =>
    optional('erasureCacheSeconds') === '0' ? 0 : positiveInt('erasureCacheSeconds', 3),
};
