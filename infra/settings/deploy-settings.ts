import { z } from 'zod';
import { DEFAULT_AI_MODEL, modelEffortProblem, reasoningEfforts } from '#domain/ai-models.ts';
import { pricesFor } from '#domain/ai-prices.ts';
import { DEFAULT_DAILY_SPEND_USD, DEFAULT_USER_SHARE_PERCENT } from '#domain/ai-spend.ts';
import { UPLOAD_TICKETS_PER_DAY } from '#domain/photos.ts';
import { defaultAnalyserConcurrency } from '#lambdas/lib/runtime/config.ts';
import { ebaySettingsSchema } from './ebay-settings';

// The deployment's settings: one typed, validated object that the CDK app, `npm run deploy`,
// the preflight and `npm run sam:env` all read (docs/operator-guide.md). Read from
// deploy.settings.json and DEPLOY_* environment variables by load-settings.ts; never from
// `-c` flags, which vanish on the next deploy.

/** Where the Google client secret is looked up when the settings name none. */
const defaultGoogleSecretName = 'snap-list-shift/google-client-secret';

const region = z.string().regex(/^[a-z]{2}(-[a-z]+)+-\d$/, 'must be an AWS region name such as eu-west-2');
const count = z.number().int().positive();
const email = z.email('must be an e-mail address');

// Cognito's rule for a hosted-domain prefix
// (https://docs.aws.amazon.com/cognito/latest/developerguide/cognito-user-pools-assign-domain-prefix.html).
const domainPrefix = z
  .string()
  .regex(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/, 'lower-case letters, digits and hyphens, at most 63')
  .refine((value) => !/aws|amazon|cognito/.test(value), 'may not contain "aws", "amazon" or "cognito"');

const deploySettingsSchema = z.strictObject({
  /** Names the stack and every account-wide resource: `dev` and `prod` live side by side. */
  stage: z
    .string()
    .regex(/^[a-z][a-z0-9]{0,11}$/, 'a lower-case letter, then letters or digits (at most 12)')
    .default('prod'),
  /** When given, the preflight and CDK refuse credentials of another account. */
  account: z
    .string()
    .regex(/^\d{12}$/, 'must be a 12-digit AWS account id')
    .optional(),
  /** Required: no silent us-east-1 default. */
  region,
  /** Cognito hosted-domain prefix; default snap-list-shift-<stage>-<region>-<account id>. */
  domainPrefix: domainPrefix.optional(),
  /** "Continue with Google"; absent: e-mail sign-in only. */
  google: z
    .strictObject({
      clientId: z
        .string()
        .regex(
          /\.apps\.googleusercontent\.com$/,
          'must be a Google OAuth client id (…apps.googleusercontent.com)',
        ),
      /** A plain-text Secrets Manager secret in `region` holding the Google client secret. */
      clientSecretName: z.string().min(1).default(defaultGoogleSecretName),
    })
    .optional(),
  /** Connect eBay and List on eBay (ebay-settings.ts); absent: eBay is not offered (503s say so). */
  ebay: ebaySettingsSchema.optional(),
  /** A verified SES identity for Cognito's e-mails; absent: Cognito's sender, 50 a day. */
  ses: z
    .strictObject({
      fromEmail: email,
      /** The identity's region; the stack's region when absent. */
      region: region.optional(),
    })
    .optional(),
  /** Extra app origins allowed as OAuth callbacks and upload origins (e.g. a dev server). */
  callbackUrls: z.array(z.url({ protocol: /^https?$/ })).default([]),
  /** Subscribed to the alarm topic (the address must confirm the subscription). */
  alarmEmail: email.optional(),
  ai: z
    .strictObject({
      model: z.string().min(1).default(DEFAULT_AI_MODEL),
      /** Asked of the model on every call; the functions' own default when absent. */
      reasoningEffort: z.enum(reasoningEfforts).optional(),
      callsPerUserPerHour: count.default(30),
      /**
       * US dollars all model calls together may cost in a UTC day (domain/ai-prices.ts prices
       * each call from its usage). The default is the stated load's busy day
       * (docs/operator-guide.md#what-a-day-of-ai-costs).
       */
      dailySpendUsd: z.number().positive().default(DEFAULT_DAILY_SPEND_USD),
      /** The share of dailySpendUsd one user may spend in a UTC day, in percent. */
      userSharePercent: count.max(100).default(DEFAULT_USER_SHARE_PERCENT),
      /** Analyses that run at once: the analyser's reserved concurrency. */
      analyserConcurrency: count.min(2).max(100).default(defaultAnalyserConcurrency),
    })
    .superRefine((ai, context) => {
      // A pair the API refuses would pass the deploy and fail every analysis at run time.
      const problem = modelEffortProblem(ai.model, ai.reasoningEffort);
      if (problem) context.addIssue({ code: 'custom', message: problem, path: ['reasoningEffort'] });
      // A model without a price cannot be counted in money: every call would be refused.
      if (!pricesFor(ai.model))
        context.addIssue({
          code: 'custom',
          message: `${ai.model} has no price in domain/ai-prices.ts: add its row, read from OpenAI's pricing page with the date, or use a priced model such as ${DEFAULT_AI_MODEL}.`,
          path: ['model'],
        });
    })
    .prefault({}),
  api: z
    .strictObject({
      /** The HTTP API stage's ceiling for all users together. */
      throttleRatePerSecond: count.default(50),
      throttleBurst: count.default(100),
      /** One user's ceiling (429 past it). */
      userRequestsPerMinute: count.default(300),
    })
    .prefault({}),
  uploads: z
    .strictObject({
      ticketsPerUserPerHour: count.default(100),
      /** On top of the hourly ceiling: items hold several photos (docs/product.md#photos). */
      ticketsPerUserPerDay: count.default(UPLOAD_TICKETS_PER_DAY),
    })
    .prefault({}),
  /** For an update from an older stack, in steps (docs/operator-guide.md#updating). */
  upgrade: z
    .strictObject({
      /**
       * Build only the first N of the listings table's indexes (infra/table-schemas.ts order):
       * CloudFormation adds one index per table per update, so a stack made before them gets
       * them over several deploys. Absent: all of them.
       */
      listingsIndexes: z.number().int().min(0).optional(),
      /**
       * The global secondary indexes this deploy may delete, by name: the upgrade guard refuses
       * any index deletion the setting does not name, so no index is lost in silence. For one
       * deploy only: remove it afterwards.
       */
      dropIndexes: z.array(z.string().min(1)).min(1).optional(),
    })
    .optional(),
});

export type DeploySettings = z.output<typeof deploySettingsSchema>;
export type DeploySettingsInput = z.input<typeof deploySettingsSchema>;

/** A settings problem, said before anything reaches AWS: one line per wrong field. */
export class SettingsError extends Error {
  constructor(
    readonly problems: string[],
    source: string,
  ) {
    super(
      `The deployment settings (${source}) are not valid:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
    this.name = 'SettingsError';
  }
}

/**
 * Validates raw settings. `describe` names where a field came from (a file or a variable), so
 * the message points at the line to fix.
 */
export function parseDeploySettings(
  raw: unknown,
  source: string,
  describe: (path: string) => string = (path) => path,
): DeploySettings {
  const result = deploySettingsSchema.safeParse(raw);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const path = issue.path.join('.');
    const message = issue.code === 'invalid_type' && issue.input === undefined ? 'required' : issue.message;
    return path ? `${describe(path)}: ${message}` : message;
  });
  throw new SettingsError(problems, source);
}

/** `SnapListShift` for prod (the name the first deployments got), `SnapListShift-<stage>` else. */
export function stackNameOf(settings: Pick<DeploySettings, 'stage'>): string {
  return settings.stage === 'prod' ? 'SnapListShift' : `SnapListShift-${settings.stage}`;
}

/**
 * The prefix of every account-wide name (CloudFront policies, functions, origin access
 * controls, the dashboard): stage and region, so two stages and two regions of one account
 * never ask for the same name.
 */
export function accountWideNamePrefix(settings: Pick<DeploySettings, 'stage' | 'region'>): string {
  return `snap-list-shift-${settings.stage}-${settings.region}`;
}
