// @ts-nocheck
import { CfnOutput, Token } from 'aws-cdk-lib';
import type { EnvKey } from '#lambdas/lib/runtime/config.ts';
import { pascalCase, samEnvOutputId } from './sam-env-outputs';
import type { SnapListShiftStack } from './stack';

/**
 * What an operator needs after a deploy (docs/operator-guide.md), printed by `cdk deploy` and
 * read by `npm run sam:env`.
 */
export function addOperatorOutputs(stack: SnapListShiftStack): void {
  const { site, api, auth, functions, alarms, dashboard, openAiKey } = stack;
  const output = (id: string, value: string, description: string) =>
    new CfnOutput(stack, id, { value, description });

  output('SiteUrl', site.url, 'Open this in a browser');
  output('ApiUrl', api.stage.url, 'The HTTP API itself; the site calls it through CloudFront at /api/*');
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
      `Jobs of ${name} that failed and wait to be looked at`,
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
