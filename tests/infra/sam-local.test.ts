import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CloudFormationClient, DescribeStacksCommand } from '@aws-sdk/client-cloudformation';
import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { UserPool } from 'aws-cdk-lib/aws-cognito';
import { AttributeType, Table } from 'aws-cdk-lib/aws-dynamodb';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Functions } from '#infra/constructs/functions.ts';
import type { SnapListShiftStack } from '#infra/stack.ts';
import { functionNames } from '#lambdas/functions.ts';
import { envNames, queueUrlKeys } from '#lambdas/lib/runtime/config.ts';
import { samCodePath, samFunctionsNamed, type TemplateResource } from '#tests/support/sam-lookup.ts';
import { synthesise } from '../../scripts/deploy/synth.ts';
import {
  declaresTwinEndpoints,
  envVarsForTwin,
  envVarsFromOutputs,
  readStackOutputs,
  type TemplateJson,
} from '../../scripts/sam/sam-env-vars.ts';
import { synthOperatorStack, type OperatorStack } from './operator-stack';
import { removeTestDirs, tempDir, testSettings } from './synth-app';

// The SAM CLI's view of the stack: \`sam local invoke <name>\` finds each function by its
// registry name, \`npm run sam:env\` gives each the deployed names of its resources, and a
// samLocal synth lets \`--env-vars\` point the functions at the twin
// (docs/operator-guide.md names the commands; operations.test.ts checks them).

let stack: SnapListShiftStack;
let template: Template;
let resources: Record<string, TemplateResource>;
let outputs: Record<string, { Value: unknown }>;
let templateJson: TemplateJson;
let ofType: OperatorStack['ofType'];
let functionId: OperatorStack['functionId'];

beforeAll(() => {
  ({ stack, template, resources, outputs, templateJson, ofType, functionId } = synthOperatorStack());
}, 300_000);
afterAll(removeTestDirs);

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

describe("the deploy path's assembly (npm run deploy, --dry-run too: scripts/deploy/synth.ts)", () => {
  let outdir: string;
  let deployed: Record<string, TemplateResource>;
  beforeAll(() => {
    outdir = tempDir('snap-list-shift-deploy-');
    const synthesised = synthesise(testSettings(), outdir);
    deployed = synthesised.template.Resources as Record<string, TemplateResource>;
  }, 300_000);

  it.each(functionNames)(
    'SAM finds the %s function by its registry name, and its bundled code in the assembly',
    (name) => {
      const [found, ...others] = samFunctionsNamed(deployed, name);
      expect(others).toEqual([]);
      const codePath = samCodePath(deployed[found!]!);
      expect(codePath, name).toBeDefined();
      // Handler `index.handler`: the ESM bundle esbuild wrote.
      expect(existsSync(join(outdir, codePath!, 'index.mjs')), codePath).toBe(true);
    },
  );

  it('the operator stack synthesised without the CLI context leaves SAM no code to run', () => {
    expect(samCodePath(resources[functionId('profile')]!)).toBeUndefined();
  });
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
      const references = Object.entries(declared).filter(
        ([variable, value]) => typeof value !== 'string' && variable !== envNames.originVerifySecret,
      );
      expect(references.length, name).toBeGreaterThan(0);
      // The origin header's secret stays empty: sam local is not behind CloudFront.
      const originCheck =
        envNames.originVerifySecret in declared ? { [envNames.originVerifySecret]: '' } : {};
      expect(envVars[name]).toEqual({
        ...Object.fromEntries(references.map(([variable, value]) => [variable, deployed(value)])),
        ...originCheck,
      });
    }
    cloudFormation.restore();
  });

  it('a cloud template declares no twin endpoints, so --local asks for a samLocal synth', () => {
    expect(declaresTwinEndpoints(templateJson)).toBe(false);
  });
});

describe('a template for sam local invoke against the twin (cdk synth -c samLocal=true)', () => {
  let json: TemplateJson;
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
    json = Template.fromStack(bare).toJSON() as TemplateJson;
    expect(declaresTwinEndpoints(json)).toBe(true);
    for (const fn of Object.values(json.Resources).filter((r) => r.Type === 'AWS::Lambda::Function')) {
      expect(fn.Properties?.Environment?.Variables).toMatchObject({
        [envNames.dynamodbEndpoint]: '',
        [envNames.s3Endpoint]: '',
        [envNames.cognitoEndpoint]: '',
      });
    }
  });

  it('gives each function a twin value for every resource it names, or says why not (sam:env --local)', () => {
    // The names the twin writes to .data/local-twin.json (infra/local/twin.ts).
    const twin = {
      dynamodbEndpoint: 'http://127.0.0.1:8000',
      s3Endpoint: 'http://127.0.0.1:4569',
      cognitoEndpoint: 'http://127.0.0.1:9229',
      listingsTable: 'listings',
      profilesTable: 'profiles',
      erasuresTable: 'erasures',
      linkPreviewsTable: 'link-previews',
      rateLimitsTable: 'rate-limits',
      uploadsBucket: 'uploads',
      userPoolId: 'local_pool',
      siteOrigin: 'http://localhost:3000',
    };
    const { envVars, cannot } = envVarsForTwin(json, twin, {
      ai: { apiKey: 'sk-local', baseUrl: 'http://127.0.0.1:4010/v1' },
    });
    for (const [logicalId, resource] of Object.entries(json.Resources)) {
      if (resource.Type !== 'AWS::Lambda::Function') continue;
      const name = resource.Metadata!.SamResourceId as string;
      for (const [variable, value] of Object.entries(resource.Properties!.Environment!.Variables!)) {
        if (typeof value === 'string') continue;
        const given = variable in envVars[name]!;
        const named = cannot.some((line) => line.startsWith(`${name} ${variable}: `));
        expect(given !== named, `${logicalId} ${variable}`).toBe(true);
      }
    }
    const withKey = { [envNames.openAiSecretId]: '', [envNames.openAiApiKey]: 'sk-local' };
    expect(envVars.analyser).toMatchObject(withKey);
    expect(envVars['generate-listing']).toMatchObject(withKey);
    expect(envVars.profile).not.toHaveProperty(envNames.openAiApiKey);
    // What the twin cannot give is its queues (it runs them in its own process): every queue
    // URL a function declares, read from the template, and nothing else.
    const queueVariables = new Set<string>(queueUrlKeys.map((key) => envNames[key]));
    const declaredQueues = Object.values(json.Resources)
      .filter((resource) => resource.Type === 'AWS::Lambda::Function')
      .flatMap((resource) =>
        Object.keys(resource.Properties!.Environment!.Variables!)
          .filter((variable) => queueVariables.has(variable))
          .map((variable) => `${resource.Metadata!.SamResourceId as string} ${variable}`),
      );
    expect(declaredQueues).toContain('listings ANALYSER_QUEUE_URL');
    expect(cannot.map((line) => line.split(':')[0]).sort()).toEqual(declaredQueues.sort());
  });
});
