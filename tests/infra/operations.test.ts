import { readdirSync, readFileSync } from 'node:fs';
import { CloudFormationClient, DescribeStacksCommand } from '@aws-sdk/client-cloudformation';
import { App, Stack } from 'aws-cdk-lib';
import { UserPool } from 'aws-cdk-lib/aws-cognito';
import { AttributeType, Table } from 'aws-cdk-lib/aws-dynamodb';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { mockClient } from 'aws-sdk-client-mock';
import { Functions } from '#infra/constructs/functions.ts';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SnapListShiftStack } from '#infra/stack.ts';
import { functionNames } from '#lambdas/functions.ts';
import { envNames } from '#lambdas/lib/runtime/config.ts';
import { operationalMetrics } from '#lambdas/lib/runtime/operational-metrics.ts';
import { samFunctionsNamed, type TemplateResource } from '#tests/support/sam-lookup.ts';
import {
  declaresTwinEndpoints,
  envVarsFromOutputs,
  readStackOutputs,
  type TemplateJson,
} from '../../scripts/sam/sam-env-vars.ts';
import { logicalId, noWebBuild, removeTestDirs, synthTestApp } from './synth-app';

// What an operator gets from the stack: alarms someone hears, a dashboard, the outputs the
// operator guide names, the settings' ceilings on the functions, and functions that
// `sam local invoke <name>` finds by their registry name.

const settings = {
  google: { clientId: '1234567890-test.apps.googleusercontent.com' },
  alarmEmail: 'oncall@example.com',
  ai: {
    model: 'gpt-5',
    reasoningEffort: 'medium',
    callsPerUserPerHour: 12,
    dailyCallBudget: 900,
    analyserConcurrency: 7,
  },
  api: { throttleRatePerSecond: 40, throttleBurst: 80, userRequestsPerMinute: 120 },
  uploads: { ticketsPerUserPerHour: 60, ticketsPerUserPerDay: 240 },
} as const;

let stack: SnapListShiftStack;
let template: Template;
let resources: Record<string, TemplateResource>;
let outputs: Record<string, { Value: unknown }>;
let templateJson: TemplateJson;

beforeAll(() => {
  const synth = synthTestApp({ webDistDir: noWebBuild(), 'aws:cdk:bundling-stacks': [] }, settings);
  stack = synth.stack;
  const json = synth.assembly.getStackByName(stack.stackName).template;
  template = Template.fromJSON(json);
  resources = json.Resources;
  templateJson = json;
  outputs = json.Outputs;
}, 300_000);
afterAll(removeTestDirs);

type Resource = { Properties: Record<string, any> };
const ofType = (type: string) => template.findResources(type) as Record<string, Resource>;
const alarms = () => Object.values(ofType('AWS::CloudWatch::Alarm')).map((alarm) => alarm.Properties);
const functionId = (name: string) => logicalId(stack.functions.all[name]!.node.defaultChild);
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

  it.each(functionNames)("watches %s's errors and throttles", (name) => {
    for (const metric of ['Errors', 'Throttles']) {
      const watching = alarms().filter(
        (alarm) =>
          alarm.MetricName === metric &&
          JSON.stringify(alarm.Dimensions) ===
            JSON.stringify([{ Name: 'FunctionName', Value: { Ref: functionId(name) } }]),
      );
      expect(watching, `${name} ${metric}`).toHaveLength(1);
    }
  });

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
  ])('watches the EMF metric %s of namespace SnapListShift', (metric) => {
    expect(alarms()).toContainEqual(
      expect.objectContaining({
        Namespace: 'SnapListShift',
        MetricName: metric,
        Dimensions: [{ Name: 'service', Value: 'snap-list-shift' }],
        Statistic: 'Sum',
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
      [envNames.aiDailyBudget]: '900',
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
    'ApiUrl',
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

describe('sam local invoke <name> (SAM CLI lookup rules)', () => {
  it.each(functionNames)('finds exactly the %s function by its registry name', (name) => {
    expect(samFunctionsNamed(resources, name)).toEqual([functionId(name)]);
  });

  it('would not find them by construct path without the SamResourceId metadata (four parts)', () => {
    const bare = Object.fromEntries(
      Object.entries(resources).map(([id, resource]) => [
        id,
        { ...resource, Metadata: { 'aws:cdk:path': resource.Metadata?.['aws:cdk:path'] } },
      ]),
    );
    expect(samFunctionsNamed(bare, 'profile')).toEqual([]);
  });

  const eventsDir = new URL('../events/', import.meta.url);
  const events = readdirSync(eventsDir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => ({ file, event: JSON.parse(readFileSync(new URL(file, eventsDir), 'utf8')) }));
  /** The registry function an event file is for: its name is `<function>-<case>.json`. */
  const functionOfFile = (file: string) =>
    [...functionNames].sort((a, b) => b.length - a.length).find((name) => file.startsWith(`${name}-`));

  it.each(events.map(({ file, event }) => [file, event]))(
    '%s goes to a route, queue or trigger of its function',
    (file, event) => {
      const name = functionOfFile(file);
      expect(name, file).toBeDefined();
      if (event.Records) {
        template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
          FunctionName: { Ref: functionId(name!) },
        });
        return;
      }
      if (typeof event.triggerSource === 'string') {
        // A user pool trigger: the pool names the function for that trigger.
        template.hasResourceProperties('AWS::Cognito::UserPool', {
          LambdaConfig: { CustomMessage: { 'Fn::GetAtt': [functionId(name!), 'Arn'] } },
        });
        return;
      }
      const route = Object.values(ofType('AWS::ApiGatewayV2::Route')).find(
        (r) => r.Properties.RouteKey === event.routeKey,
      );
      expect(route, event.routeKey).toBeDefined();
      const integration = ofType('AWS::ApiGatewayV2::Integration')[
        (route!.Properties.Target['Fn::Join'][1] as unknown[]).map((part: any) => part.Ref).find(Boolean)
      ]!;
      expect(JSON.stringify(integration.Properties.IntegrationUri)).toContain(functionId(name!));
    },
  );
});

describe('npm run sam:env (from the deployed stack)', () => {
  /** What CloudFormation would answer for a value of the template, once deployed. */
  const deployed = (value: any): string => {
    if (typeof value === 'string') return value;
    if (value.Ref) return `physical-${value.Ref}`;
    if (value['Fn::GetAtt']) return `physical-${value['Fn::GetAtt'].join('.')}`;
    if (value['Fn::Join'])
      return (value['Fn::Join'][1] as unknown[]).map(deployed).join(value['Fn::Join'][0]);
    throw new Error(`cannot deploy ${JSON.stringify(value)}`);
  };

  it("gives every function the deployed names of the resources it is bound to, read from the stack's outputs", async () => {
    const cloudFormation = mockClient(CloudFormationClient);
    cloudFormation.on(DescribeStacksCommand, { StackName: stack.stackName }).resolves({
      Stacks: [
        {
          StackName: stack.stackName,
          StackStatus: 'UPDATE_COMPLETE',
          CreationTime: new Date(),
          Outputs: Object.entries(outputs).map(([key, output]) => ({
            OutputKey: key,
            OutputValue: deployed(output.Value),
          })),
        },
      ],
    });
    const stackOutputs = await readStackOutputs(
      new CloudFormationClient({ region: 'eu-west-2' }),
      stack.stackName,
    );
    const { envVars, missing } = envVarsFromOutputs(templateJson, stackOutputs);
    expect(missing).toEqual([]);
    expect(Object.keys(envVars).sort()).toEqual([...functionNames].sort());
    for (const name of functionNames) {
      const declared = ofType('AWS::Lambda::Function')[functionId(name)]!.Properties.Environment.Variables;
      const references = Object.entries(declared).filter(([, value]) => typeof value !== 'string');
      expect(references.length, name).toBeGreaterThan(0);
      expect(envVars[name]).toEqual(
        Object.fromEntries(references.map(([variable, value]) => [variable, deployed(value)])),
      );
    }
    cloudFormation.restore();
  });

  it('a cloud template declares no twin endpoints, so --local asks for a samLocal synth', () => {
    expect(declaresTwinEndpoints(templateJson)).toBe(false);
  });
});

describe('a template for sam local invoke against the twin (cdk synth -c samLocal=true)', () => {
  it("declares each function's twin endpoints empty (empty means AWS), so --env-vars can set them", () => {
    const app = new App({ context: { samLocal: 'true', 'aws:cdk:bundling-stacks': [] } });
    const bare = new Stack(app, 'SamLocal', { env: { region: 'eu-west-2' } });
    const table = (id: string) =>
      new Table(bare, id, { partitionKey: { name: 'id', type: AttributeType.STRING } });
    new Functions(bare, 'Functions', {
      resources: {
        userPool: new UserPool(bare, 'Pool'),
        listingsTable: table('Listings'),
        profilesTable: table('Profiles'),
        erasuresTable: table('Erasures'),
        linkPreviewsTable: table('LinkPreviews'),
        uploadsBucket: new Bucket(bare, 'Uploads'),
        rateLimitsTable: table('RateLimits'),
        openAiKey: new Secret(bare, 'OpenAiKey'),
        siteOrigin: 'https://site.example',
      },
    });
    const json = Template.fromStack(bare).toJSON() as TemplateJson;
    expect(declaresTwinEndpoints(json)).toBe(true);
    for (const fn of Object.values(json.Resources).filter((r) => r.Type === 'AWS::Lambda::Function')) {
      expect(fn.Properties?.Environment?.Variables).toMatchObject({
        [envNames.dynamodbEndpoint]: '',
        [envNames.s3Endpoint]: '',
        [envNames.cognitoEndpoint]: '',
      });
    }
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
