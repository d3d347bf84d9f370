import { CloudFormationClient, DescribeStacksCommand } from '@aws-sdk/client-cloudformation';
import {
  DescribeSecretCommand,
  GetSecretValueCommand,
  SecretsManagerClient,
} from '@aws-sdk/client-secrets-manager';
import { GetAccountCommand, GetEmailIdentityCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { LambdaClient } from '@aws-sdk/client-lambda';
import { SSMClient } from '@aws-sdk/client-ssm';
import { GetCallerIdentityCommand, STSClient } from '@aws-sdk/client-sts';
import type { DeploySettings } from '#infra/settings/deploy-settings.ts';
import { envNames } from '#lambdas/lib/runtime/config.ts';
import { checkBootstrapVersion, checkLambdaConcurrency, type AssemblyNeeds } from './preflight-capacity';
import { checkEbaySecrets } from './preflight-ebay';

// `npm run deploy:check` (and the first step of `npm run deploy` that talks to AWS): what a
// first deploy needs and cannot create itself, checked with the SDK before CloudFormation
// starts, so a missing secret or bootstrap fails in seconds rather than half-way through a
// stack that leaves retained tables behind (docs/operator-guide.md).

type CheckStatus = 'ok' | 'warning' | 'failed' | 'skipped';

export interface CheckResult {
  readonly check: string;
  readonly status: CheckStatus;
  readonly message: string;
}

export interface PreflightClients {
  sts: STSClient;
  secrets: SecretsManagerClient;
  /** In the SES identity's region (ses.region, else the stack's). */
  ses: SESv2Client;
  cloudFormation: CloudFormationClient;
  lambda: LambdaClient;
  ssm: SSMClient;
}

/** Clients in the settings' regions, with the default credential chain. */
export function preflightClients(settings: DeploySettings): PreflightClients {
  const region = settings.region;
  return {
    sts: new STSClient({ region }),
    secrets: new SecretsManagerClient({ region }),
    ses: new SESv2Client({ region: settings.ses?.region ?? region }),
    cloudFormation: new CloudFormationClient({ region }),
    lambda: new LambdaClient({ region }),
    ssm: new SSMClient({ region }),
  };
}

const result = (check: string, status: CheckStatus, message: string): CheckResult => ({
  check,
  status,
  message,
});

/** The credentials' account is the settings' account; the shell's region is said if it differs. */
export async function checkIdentity(
  sts: STSClient,
  settings: DeploySettings,
  env: NodeJS.ProcessEnv = process.env,
): Promise<CheckResult> {
  const name = 'AWS account and region';
  const { Account: account, Arn: arn } = await sts.send(new GetCallerIdentityCommand({}));
  if (settings.account && account !== settings.account)
    return result(
      name,
      'failed',
      `The credentials are of account ${account} (${arn}); the settings say ${settings.account}.`,
    );
  const shellRegion = env[envNames.region] ?? env[envNames.defaultRegion];
  if (shellRegion && shellRegion !== settings.region)
    return result(
      name,
      'warning',
      `Account ${account}. The stack goes to ${settings.region} (the settings); this shell's region is ${shellRegion}: pass --region ${settings.region} to your own aws commands.`,
    );
  return result(name, 'ok', `Account ${account}, region ${settings.region}, as ${arn}.`);
}

/** The Google client secret exists in the stack's region and is plain text. */
export async function checkGoogleSecret(
  secrets: SecretsManagerClient,
  settings: DeploySettings,
): Promise<CheckResult> {
  const name = 'Google client secret';
  if (!settings.google) return result(name, 'skipped', 'Google sign-in is not in the settings.');
  const secretId = settings.google.clientSecretName;
  const create = `aws secretsmanager create-secret --region ${settings.region} --name ${secretId} --secret-string '<client secret>'`;
  try {
    await secrets.send(new DescribeSecretCommand({ SecretId: secretId }));
  } catch (error) {
    if ((error as Error).name !== 'ResourceNotFoundException') throw error;
    return result(name, 'failed', `No secret ${secretId} in ${settings.region}. Create it: ${create}`);
  }
  const value = await secrets.send(new GetSecretValueCommand({ SecretId: secretId }));
  if (value.SecretString === undefined)
    return result(
      name,
      'failed',
      `${secretId} holds binary data; it must be the client secret as plain text.`,
    );
  if (isJsonObject(value.SecretString))
    return result(
      name,
      'failed',
      `${secretId} holds key/value JSON; CloudFormation would pass the whole JSON to Google. Store the client secret alone, as plain text.`,
    );
  if (!value.SecretString.trim()) return result(name, 'failed', `${secretId} is empty.`);
  return result(name, 'ok', `${secretId} exists in ${settings.region} as plain text.`);
}

/** The SES sender (or its domain) is verified in its region; the sandbox is said. */
export async function checkSesIdentity(ses: SESv2Client, settings: DeploySettings): Promise<CheckResult> {
  const name = 'SES sender';
  if (!settings.ses)
    return result(
      name,
      'warning',
      "No SES sender in the settings: Cognito's own sender sends at most 50 e-mails a day for the whole account (sign-up codes and password resets); past that, sign-ups fail until the next day. Set ses.fromEmail before launch.",
    );
  const { fromEmail } = settings.ses;
  const region = settings.ses.region ?? settings.region;
  const verified = [];
  for (const identity of [fromEmail, fromEmail.split('@')[1]!]) {
    try {
      const answer = await ses.send(new GetEmailIdentityCommand({ EmailIdentity: identity }));
      if (answer.VerifiedForSendingStatus) verified.push(identity);
    } catch (error) {
      if ((error as Error).name !== 'NotFoundException') throw error;
    }
  }
  if (verified.length === 0)
    return result(
      name,
      'failed',
      `Neither ${fromEmail} nor its domain is a verified SES identity in ${region}. Verify it: aws sesv2 create-email-identity --region ${region} --email-identity ${fromEmail}`,
    );
  const account = await ses.send(new GetAccountCommand({}));
  if (!account.ProductionAccessEnabled)
    return result(
      name,
      'warning',
      `${verified[0]} is verified in ${region}, but the account is in the SES sandbox there: e-mails go only to verified addresses, 200 a day. Request production access before launch.`,
    );
  return result(name, 'ok', `${verified[0]} is verified in ${region}, with production access.`);
}

/** `cdk bootstrap` has run in the account and region. */
export async function checkBootstrap(
  cloudFormation: CloudFormationClient,
  settings: DeploySettings,
): Promise<CheckResult> {
  const name = 'CDK bootstrap';
  const bootstrap = `npx cdk bootstrap aws://${settings.account ?? '<account id>'}/${settings.region}`;
  try {
    const { Stacks: stacks } = await cloudFormation.send(
      new DescribeStacksCommand({ StackName: 'CDKToolkit' }),
    );
    const status = stacks?.[0]?.StackStatus ?? 'unknown';
    if (/FAILED|ROLLBACK_COMPLETE|DELETE/.test(status))
      return result(
        name,
        'failed',
        `The CDKToolkit stack in ${settings.region} is ${status}. Run: ${bootstrap}`,
      );
    return result(name, 'ok', `CDKToolkit is ${status} in ${settings.region}.`);
  } catch (error) {
    if (!/does not exist/.test((error as Error).message)) throw error;
    return result(name, 'failed', `${settings.region} is not bootstrapped. Run: ${bootstrap}`);
  }
}

const checkNames = [
  'AWS account and region',
  'Google client secret',
  'SES sender',
  'CDK bootstrap',
  'CDK bootstrap version',
  'Lambda concurrency',
  'eBay secrets',
];

/**
 * Every check, in order. Without credentials every check is skipped, and each says so; a check
 * that AWS answers with an unexpected error fails with that error. The last two check what the
 * synthesised assembly (`needs`) asks of the account (scripts/deploy/preflight-capacity.ts).
 */
export async function runPreflight(
  settings: DeploySettings,
  clients: PreflightClients,
  needs: AssemblyNeeds,
  env: NodeJS.ProcessEnv = process.env,
): Promise<CheckResult[]> {
  try {
    await clients.sts.config.credentials();
  } catch {
    return checkNames.map((check) =>
      result(check, 'skipped', 'No AWS credentials found (environment, profile or SSO): not checked.'),
    );
  }
  const checks: [string, () => Promise<CheckResult>][] = [
    [checkNames[0]!, () => checkIdentity(clients.sts, settings, env)],
    [checkNames[1]!, () => checkGoogleSecret(clients.secrets, settings)],
    [checkNames[2]!, () => checkSesIdentity(clients.ses, settings)],
    [checkNames[3]!, () => checkBootstrap(clients.cloudFormation, settings)],
    [checkNames[4]!, () => checkBootstrapVersion(clients.ssm, settings, needs)],
    [checkNames[5]!, () => checkLambdaConcurrency(clients.lambda, clients.cloudFormation, settings, needs)],
    [
      checkNames[6]!,
      async () => ({ check: checkNames[6]!, ...(await checkEbaySecrets(clients.secrets, settings)) }),
    ],
  ];
  const results: CheckResult[] = [];
  for (const [check, run] of checks) {
    try {
      results.push(await run());
    } catch (error) {
      results.push(result(check, 'failed', `${(error as Error).name}: ${(error as Error).message}`));
    }
  }
  return results;
}

export function formatResults(results: readonly CheckResult[]): string {
  const marks: Record<CheckStatus, string> = { ok: 'ok  ', warning: 'warn', failed: 'FAIL', skipped: 'skip' };
  return results.map((r) => `[${marks[r.status]}] ${r.check}: ${r.message}`).join('\n');
}

function isJsonObject(text: string): boolean {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null;
  } catch {
    return false;
  }
}
