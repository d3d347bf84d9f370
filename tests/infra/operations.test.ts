import { readFileSync } from 'node:fs';
import type { Template } from 'aws-cdk-lib/assertions';
import { Match } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SnapListShiftStack } from '#infra/stack.ts';
import { functionNames } from '#lambdas/functions.ts';
import { envNames } from '#lambdas/lib/runtime/config.ts';
import { operationalMetrics } from '#lambdas/lib/runtime/operational-metrics.ts';
import { samFunctionsNamed, type TemplateResource } from '#tests/support/sam-lookup.ts';
import { synthOperatorStack, type OperatorStack } from './operator-stack';
import { logicalId, removeTestDirs } from './synth-app';

// What an operator gets from the stack: alarms someone hears, a dashboard, the outputs the
// operator guide names, the settings' ceilings on the functions, and the operator guide's
// commands checked against it. How the SAM CLI finds its functions: sam-local.test.ts.

let stack: SnapListShiftStack;
let template: Template;
let resources: Record<string, TemplateResource>;
let outputs: Record<string, { Value: unknown }>;
let ofType: OperatorStack['ofType'];
let functionId: OperatorStack['functionId'];

beforeAll(() => {
  ({ stack, template, resources, outputs, ofType, functionId } = synthOperatorStack());
}, 300_000);
afterAll(removeTestDirs);

const alarms = () => Object.values(ofType('AWS::CloudWatch::Alarm')).map((alarm) => alarm.Properties);
const topicId = () => logicalId(stack.alarms.topic.node.defaultChild);

describe('alarms someone hears', () => {
  it('go to one SNS topic, encrypted with a key of its own, with the e-mail of the settings subscribed', () => {
    template.hasResourceProperties('AWS::SNS::Topic', { KmsMasterKeyId: Match.anyValue() });
    template.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: 'oncall@example.com',
      TopicArn: { Ref: topicId() },
    });
  });

  it('every alarm of the stack has the topic as its action', () => {
    expect(alarms().length).toBeGreaterThan(0);
    for (const alarm of alarms())
      expect(alarm.AlarmActions, alarm.AlarmDescription).toEqual([{ Ref: topicId() }]);
  });

  it.each(functionNames)(
    "watches %s's errors and throttles as a share of its calls, sustained over 3 of 5 periods",
    (name) => {
      const ofFunction = (metric: string) => (alarm: Record<string, any>) =>
        (alarm.Metrics as Record<string, any>[] | undefined)?.some(
          (m) =>
            m.MetricStat?.Metric?.MetricName === metric &&
            JSON.stringify(m.MetricStat.Metric.Dimensions) ===
              JSON.stringify([{ Name: 'FunctionName', Value: { Ref: functionId(name) } }]),
        );
      for (const metric of ['Errors', 'Throttles']) {
        const watching = alarms().filter(ofFunction(metric));
        expect(watching, `${name} ${metric}`).toHaveLength(1);
        expect(watching[0], `${name} ${metric}`).toMatchObject({
          Threshold: 5,
          EvaluationPeriods: 5,
          DatapointsToAlarm: 3,
        });
        expect(
          watching[0]!.Metrics.map((m: Record<string, any>) => m.MetricStat?.Metric?.MetricName),
        ).toContain('Invocations');
      }
    },
  );

  it("watches each queue function's dead-letter queue", () => {
    for (const fn of Object.values(stack.functions.queue)) {
      const queue = logicalId(fn.failedJobs.node.defaultChild);
      expect(
        alarms().some(
          (alarm) =>
            alarm.MetricName === 'ApproximateNumberOfMessagesVisible' &&
            JSON.stringify(alarm.Dimensions).includes(queue),
        ),
      ).toBe(true);
    }
  });

  it("watches the API's 5xx rate", () => {
    const rate = alarms().find((alarm) =>
      (alarm.Metrics as { Expression?: string }[] | undefined)?.some((m) =>
        m.Expression?.includes('errors / requests'),
      ),
    );
    expect(rate).toMatchObject({ Threshold: 5, ComparisonOperator: 'GreaterThanOrEqualToThreshold' });
  });

  it.each([
    operationalMetrics.aiProviderFailures,
    operationalMetrics.aiBudgetExhausted,
    operationalMetrics.analysesTimedOut,
    operationalMetrics.aiCallsRefused,
    operationalMetrics.uploadTicketsRefused,
    operationalMetrics.userRequestsThrottled,
    operationalMetrics.aiUserShareSpent,
    operationalMetrics.indexesMissing,
  ])('watches the EMF metric %s of namespace SnapListShift', (metric) => {
    expect(alarms()).toContainEqual(
      expect.objectContaining({
        Namespace: 'SnapListShift',
        MetricName: metric,
        Dimensions: [
          { Name: 'service', Value: 'snap-list-shift' },
          { Name: 'stage', Value: 'prod' },
        ],
        Statistic: 'Sum',
      }),
    );
  });

  it("warns at 80 % of the day's AI spend ceiling in dollars: the highest share spent in 5 minutes", () => {
    expect(alarms()).toContainEqual(
      expect.objectContaining({
        Namespace: 'SnapListShift',
        MetricName: operationalMetrics.aiBudgetSpentPercent,
        Dimensions: [
          { Name: 'service', Value: 'snap-list-shift' },
          { Name: 'stage', Value: 'prod' },
        ],
        Statistic: 'Maximum',
        Threshold: 80,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
        AlarmActions: [{ Ref: topicId() }],
      }),
    );
  });
});

describe('the dashboard', () => {
  it('shows requests, latency, errors, analyses, AI time and queue age', () => {
    const [dashboard] = Object.values(ofType('AWS::CloudWatch::Dashboard'));
    const body = JSON.stringify(dashboard!.Properties.DashboardBody);
    for (const figure of [
      'Count',
      'Latency',
      '5xx',
      'Errors',
      operationalMetrics.analysesStarted,
      operationalMetrics.analysesFinished,
      operationalMetrics.analysesFailed,
      'AiCallLatency',
      'ApproximateAgeOfOldestMessage',
    ]) {
      expect(body).toContain(figure);
    }
  });

  it('shows the AI spend in US dollars and the share of the daily ceiling, of its stage', () => {
    const [dashboard] = Object.values(ofType('AWS::CloudWatch::Dashboard'));
    const body = JSON.stringify(dashboard!.Properties.DashboardBody);
    expect(body).toContain('AI spend (US$ per 5 minutes) and share of the daily ceiling (%)');
    expect(body).toMatch(/SnapListShift.{0,8}AiSpendUsd.{0,20}service.{0,30}stage.{0,8}prod/);
    expect(body).toContain(operationalMetrics.aiBudgetSpentPercent);
  });
});

describe('the settings reach the functions and the API', () => {
  const variablesOf = (name: string) =>
    ofType('AWS::Lambda::Function')[functionId(name)]!.Properties.Environment.Variables as Record<
      string,
      unknown
    >;

  it.each(functionNames)('%s gets the model and the ceilings of the settings', (name) => {
    expect(variablesOf(name)).toMatchObject({
      [envNames.openAiModel]: 'gpt-5',
      [envNames.openAiReasoningEffort]: 'medium',
      [envNames.aiRateLimit]: '12',
      [envNames.aiRateWindowSeconds]: '3600',
      [envNames.aiDailySpendUsd]: '45.5',
      [envNames.aiUserSharePercent]: '8',
      [envNames.userRequestLimit]: '120',
      [envNames.userRequestWindowSeconds]: '60',
      [envNames.uploadTicketLimit]: '60',
      [envNames.uploadTicketWindowSeconds]: '3600',
      [envNames.uploadTicketDailyLimit]: '240',
    });
  });

  it('throttles the HTTP API stage at the rate and burst of the settings', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      DefaultRouteSettings: { ThrottlingRateLimit: 40, ThrottlingBurstLimit: 80 },
    });
  });

  it('runs at most ai.analyserConcurrency analyses, and SQS hands over no more than that', () => {
    const analyser = ofType('AWS::Lambda::Function')[functionId('analyser')]!;
    expect(analyser.Properties.ReservedConcurrentExecutions).toBe(7);
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      FunctionName: { Ref: functionId('analyser') },
      ScalingConfig: { MaximumConcurrency: 7 },
    });
  });
});

describe('outputs for the operator', () => {
  it.each([
    'SiteUrl',
    'UserPoolId',
    'UserPoolClientId',
    'HostedDomain',
    'GoogleRedirectUri',
    'OpenAiSecretArn',
    'OpenAiSecretCommand',
    'AnalyserDeadLetterQueueUrl',
    'DashboardUrl',
    'AlarmTopicArn',
  ])('%s', (name) => {
    expect(outputs[name]).toBeDefined();
  });

  it("names the redirect URI to register with Google: the hosted domain's /oauth2/idpresponse", () => {
    const text = JSON.stringify(outputs.GoogleRedirectUri!.Value);
    expect(text).toMatch(
      /^\{"Fn::Join":\["",\["https:\/\/",.*"\.auth\.eu-west-2\.amazoncognito\.com\/oauth2\/idpresponse"\]\]\}$/,
    );
  });

  it('gives the exact command that puts the OpenAI key into its secret', () => {
    const secret = logicalId(stack.openAiKey.secret.node.defaultChild);
    expect(outputs.OpenAiSecretCommand!.Value).toEqual({
      'Fn::Join': [
        '',
        [
          'aws secretsmanager put-secret-value --region eu-west-2 --secret-id ',
          { Ref: secret },
          ' --secret-string "$OPENAI_API_KEY"',
        ],
      ],
    });
  });
});
describe('the operator guide (docs/operator-guide.md) and the README deploy section', () => {
  const root = new URL('../../', import.meta.url);
  const read = (path: string) => readFileSync(new URL(path, root), 'utf8');
  const packageScripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;

  /** Every command of every ```sh block, with its trailing comment. */
  const commandsOf = (markdown: string) =>
    [...markdown.matchAll(/```sh\n([\s\S]*?)```/g)]
      .flatMap(([, block]) => block!.replace(/\\\n\s*/g, ' ').split('\n'))
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#'));
  const guideCommands = commandsOf(read('docs/operator-guide.md'));
  const readmeCommands = commandsOf(
    read('README.md')
      .split('### Deploying')[1]!
      .split(/\n#{2,3} /)[0]!,
  );

  /** The offline commands, each checked against the repository or the synthesised template. */
  const offlineChecks: [RegExp, (match: RegExpMatchArray) => void][] = [
    [
      /^cp deploy\.settings\.example\.json deploy\.settings\.json/,
      () => expect(read('deploy.settings.example.json')).toContain('"region"'),
    ],
    [
      /^npm run ([\w:]+)(?: -- (.*))?$/,
      ([, script, args]) => {
        expect(packageScripts, script).toHaveProperty(script!);
        const flags = (args ?? '').match(/--[\w-]+/g) ?? [];
        if (flags.length === 0) return;
        // Each flag is an option of the script's parseArgs.
        const source = read(packageScripts[script!]!.replace(/^tsx /, ''));
        for (const flag of flags) expect(source, flag).toMatch(new RegExp(`'?${flag.slice(2)}'?: \\{ type:`));
      },
    ],
    [
      /^npx cdk synth -c samLocal=true$/,
      () => expect(read('infra/constructs/app-function.ts')).toContain("'samLocal'"),
    ],
    [
      /sam local invoke -t cdk\.out\/(\S+)\.template\.json (\S+) -e (\S+)/,
      ([, templateName, name, eventFile]) => {
        expect(templateName).toBe(stack.stackName);
        expect(samFunctionsNamed(resources, name!)).toEqual([functionId(name!)]);
        expect(eventFile!.startsWith(`tests/events/${name}-`)).toBe(true);
        expect(() => read(eventFile!)).not.toThrow();
      },
    ],
  ];

  it.each([...new Set([...guideCommands, ...readmeCommands])])('%s', (command) => {
    if (command.includes('# needs AWS')) return;
    const check = offlineChecks.find(([pattern]) => pattern.test(command));
    expect(check, 'an offline command needs a check here, or "# needs AWS"').toBeDefined();
    check![1](command.replace(/\s+#.*$/, '').match(check![0])!);
  });

  it("the README's deploy section is the guide's first screen, and links to the guide", () => {
    const readme = read('README.md')
      .split('### Deploying')[1]!
      .split(/\n#{2,3} /)[0]!;
    const firstScreen = read('docs/operator-guide.md')
      .split('## Deploying (the first screen)')[1]!
      .split('\n## ')[0]!;
    expect(commandsOf(readme)).toEqual(commandsOf(firstScreen));
    expect(readme).toContain('docs/operator-guide.md');
    expect(readme.trim().split('\n').length).toBeLessThanOrEqual(50);
  });
});
