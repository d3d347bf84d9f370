import { CfnOutput, Token } from 'aws-cdk-lib';
import type { EnvKey } from '#lambdas/lib/runtime/config.ts';
import { pascalCase, samEnvOutputId } from './sam-env-outputs';
import type { SnapListShiftStack } from './stack';

/**
 * What an operator needs after a deploy (docs/operator-guide.md), printed by `cdk deploy` and
 * read by `npm run sam:env`.
 */
export function addOperatorOutputs(stack: SnapListShiftStack): void {
  const { site, auth, functions, alarms, dashboard, openAiKey } = stack;
  const output = (id: string, value: string, description: string) =>
    new CfnOutput(stack, id, { value, description });

  output('SiteUrl', site.url, 'Open this in a browser');
  // No ApiUrl: the API is called through CloudFront at SiteUrl/api/*, where the security
  // headers are added; its execute-api address stays reachable (a custom domain would be
  // needed to turn it off), but is not advertised (docs/operator-guide.md#the-api-address).
  output('UserPoolId', auth.userPool.userPoolId, 'The Cognito user pool');
  output('UserPoolClientId', auth.userPoolClient.userPoolClientId, "The web app's Cognito client");
  if (auth.oauthDomain) {
    output('HostedDomain', auth.oauthDomain, 'The Cognito hosted domain that Google sign-in goes through');
    output(
      'GoogleRedirectUri',
      `https://${auth.oauthDomain}/oauth2/idpresponse`,
      'Register this as an "Authorized redirect URI" of the Google OAuth client',
    );
  }
  if (stack.ebay) {
    // What the operator enters in eBay's developer portal (docs/operator-guide.md#ebay).
    output(
      'EbayDeletionEndpoint',
      stack.ebay.deletionEndpoint,
      "Enter this as the Marketplace Account Deletion endpoint in eBay's developer portal",
    );
    output('EbayReturnUrl', stack.ebay.returnUrl, "The RuName's accept and decline URL in eBay's portal");
    output('EbayTokenKeyArn', stack.ebay.tokenKey.keyArn, "The KMS key that wraps the sellers' eBay tokens");
  }
  output('OpenAiSecretArn', openAiKey.secret.secretArn, 'The secret that holds the OpenAI API key');
  output(
    'OpenAiSecretCommand',
    `aws secretsmanager put-secret-value --region ${stack.region} --secret-id ${openAiKey.secret.secretArn} --secret-string "$OPENAI_API_KEY"`,
    'Puts the OpenAI key in (after the first deploy, and to rotate it)',
  );
  for (const [name, fn] of Object.entries(functions.queue)) {
    output(
      `${pascalCase(name)}DeadLetterQueueUrl`,
      fn.failedJobs.queueUrl,
      `Jobs of ${name} that failed every receive; its dead-letter consumer takes them at once`,
    );
  }
  for (const [name, fn] of Object.entries(functions.deadLetter)) {
    output(
      `${pascalCase(name)}ParkingQueueUrl`,
      fn.parking.queueUrl,
      `Messages ${name} could not handle: they wait here 14 days to be looked at`,
    );
  }
  output(
    'DashboardUrl',
    `https://${stack.region}.console.aws.amazon.com/cloudwatch/home?region=${stack.region}#dashboards/dashboard/${dashboard.dashboard.dashboardName}`,
    'The CloudWatch dashboard',
  );
  output('AlarmTopicArn', alarms.topic.topicArn, 'Every alarm notifies this SNS topic');
  addSamEnvOutputs(stack);
}

/**
 * One output per contract variable whose value is a reference, for `npm run sam:env`. When two
 * functions bind the same variable to different resources, the later ones get an output of
 * their own (EnvXForFunction).
 */
function addSamEnvOutputs(stack: SnapListShiftStack): void {
  const shared = new Map<string, string>();
  for (const [name, fn] of Object.entries(stack.functions.all)) {
    for (const [key, value] of Object.entries(fn.contractEnvironment) as [EnvKey, string][]) {
      if (!Token.isUnresolved(value)) continue;
      const resolved = JSON.stringify(stack.resolve(value));
      const known = shared.get(key);
      if (known === resolved) continue;
      const id = known === undefined ? samEnvOutputId(key) : samEnvOutputId(key, name);
      if (known === undefined) shared.set(key, resolved);
      new CfnOutput(stack, id, { value, description: `For sam local invoke (npm run sam:env): ${key}` });
    }
  }
}
