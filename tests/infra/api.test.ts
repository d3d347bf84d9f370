import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes, routeKey } from '#lambdas/api-routes.ts';
import { functionNames, functionRegistry, type FunctionName, type FunctionSpec } from '#lambdas/functions.ts';
import { envNames } from '#lambdas/lib/runtime/config.ts';
import type { SnapListShiftStack } from '#infra/stack.ts';
import { fakeWebBuild, logicalId, removeTestDirs, synthTestTemplate } from './synth-app';

// One synth for the whole file (it bundles every function with esbuild).
let stack: SnapListShiftStack;
let template: Template;
let outdir: string;

beforeAll(() => {
  ({ stack, outdir, template } = synthTestTemplate({ webDistDir: fakeWebBuild() }));
}, 120_000);

afterAll(removeTestDirs);

type Resource = { Properties: Record<string, unknown>; DeletionPolicy?: string };
const resources = (type: string) => template.findResources(type) as Record<string, Resource>;

describe('API routes come from lambdas/api-routes.ts', () => {
  it('has exactly one API Gateway route per entry of the route table', () => {
    template.resourceCountIs('AWS::ApiGatewayV2::Route', apiRoutes.length);
  });

  /** The logical id of the Lambda a route's integration invokes. */
  function functionBehind(route: Resource): string {
    const target = route.Properties.Target as { 'Fn::Join': [string, [string, { Ref: string }]] };
    const integration = resources('AWS::ApiGatewayV2::Integration')[target['Fn::Join'][1][1].Ref];
    return (integration?.Properties.IntegrationUri as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
  }

  const routeOf = (key: string) =>
    Object.values(resources('AWS::ApiGatewayV2::Route')).find((r) => r.Properties.RouteKey === key);

  it.each(apiRoutes.filter((route) => !route.public).map((route) => [routeKey(route), route.fn] as const))(
    '%s is a route behind the Cognito JWT authorizer, served by the %s function',
    (key, fn) => {
      const route = Object.values(resources('AWS::ApiGatewayV2::Route')).find(
        (r) => r.Properties.RouteKey === key,
      );
      expect(route, `no route ${key}`).toBeDefined();
      expect(route!.Properties.AuthorizationType).toBe('JWT');
      expect(route!.Properties.AuthorizerId).toEqual({
        Ref: Object.keys(resources('AWS::ApiGatewayV2::Authorizer'))[0],
      });
      expect(functionBehind(route!)).toBe(logicalId(stack.functions.all[fn]!.node.defaultChild));
    },
  );

  it.each(apiRoutes.filter((route) => route.public).map((route) => [routeKey(route), route.fn] as const))(
    "%s is public (eBay calls it with no user's token), served by the %s function",
    (key, fn) => {
      const route = routeOf(key);
      expect(route, `no route ${key}`).toBeDefined();
      expect(route!.Properties.AuthorizationType).toBe('NONE');
      expect(route!.Properties.AuthorizerId).toBeUndefined();
      expect(functionBehind(route!)).toBe(logicalId(stack.functions.all[fn]!.node.defaultChild));
    },
  );

  it("has no public route but eBay's account-deletion notification, and no other route without the JWT authorizer", () => {
    expect(apiRoutes.filter((route) => route.public).map(routeKey)).toEqual([
      'GET /api/ebay/account-deletion',
      'POST /api/ebay/account-deletion',
    ]);
    const unauthenticated = Object.values(resources('AWS::ApiGatewayV2::Route'))
      .filter((r) => r.Properties.AuthorizationType !== 'JWT')
      .map((r) => r.Properties.RouteKey);
    expect(unauthenticated.sort()).toEqual([
      'GET /api/ebay/account-deletion',
      'POST /api/ebay/account-deletion',
    ]);
  });

  it("serves the item's life (docs/product.md#item-life) from the listings function", () => {
    const route = Object.values(resources('AWS::ApiGatewayV2::Route')).find(
      (r) => r.Properties.RouteKey === 'POST /api/listings/{id}/life',
    );
    expect(route?.Properties.AuthorizationType).toBe('JWT');
    expect(functionBehind(route!)).toBe(logicalId(stack.functions.all.listings!.node.defaultChild));
  });

  it('checks Cognito access tokens: the pool is the issuer, the web client the audience', () => {
    template.resourceCountIs('AWS::ApiGatewayV2::Authorizer', 1);
    template.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'JWT',
      IdentitySource: ['$request.header.Authorization'],
      JwtConfiguration: {
        Issuer: { 'Fn::GetAtt': [logicalId(stack.auth.userPool.node.defaultChild), 'ProviderURL'] },
        Audience: [{ Ref: logicalId(stack.auth.userPoolClient.node.defaultChild) }],
      },
    });
  });

  it('throttles the $default stage (the default settings: 50/s, burst 100) and writes access logs', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingBurstLimit: 100, ThrottlingRateLimit: 50 },
      AccessLogSettings: { DestinationArn: Match.anyValue(), Format: Match.stringLikeRegexp('requestId') },
    });
  });
});

describe('Lambda functions come from lambdas/functions.ts', () => {
  const functionOf = (name: string) =>
    resources('AWS::Lambda::Function')[logicalId(stack.functions.all[name]!.node.defaultChild)];

  it('is one function per entry of the registry, of its kind', () => {
    expect(Object.keys(stack.functions.all).sort()).toEqual([...functionNames].sort());
    const byKind = {
      api: stack.functions.api,
      queue: stack.functions.queue,
      schedule: stack.functions.scheduled,
      'dead-letter': stack.functions.deadLetter,
      'auth-trigger': stack.functions.authTrigger,
    };
    for (const name of functionNames) {
      expect(Object.keys(byKind[functionRegistry[name].kind])).toContain(name);
    }
  });

  it.each(functionNames)(
    '%s runs on Node.js 24 (nodejs24.x) on arm64 with 512 MB and a one-month log group',
    (name) => {
      const fn = functionOf(name);
      expect(fn?.Properties).toMatchObject({
        Runtime: 'nodejs24.x',
        Architectures: ['arm64'],
        MemorySize: 512,
        Handler: 'index.handler',
      });
      const logGroupId = (fn!.Properties.LoggingConfig as { LogGroup: { Ref: string } }).LogGroup.Ref;
      expect(resources('AWS::Logs::LogGroup')[logGroupId]?.Properties.RetentionInDays).toBe(30);
    },
  );

  it.each(functionNames.filter((name) => functionRegistry[name].kind === 'api'))(
    "%s, an API function, times out after 10 s (or the registry's time), inside the HTTP API's 30 s limit",
    (name) => {
      const spec: FunctionSpec = functionRegistry[name];
      expect(functionOf(name)?.Properties.Timeout).toBe(spec.timeoutSeconds ?? 10);
      expect(functionOf(name)?.Properties.Timeout).toBeLessThan(30);
    },
  );

  it.each(functionNames)('%s gets no local-only endpoint and no secret value', (name) => {
    const variables = (functionOf(name)!.Properties.Environment as { Variables: Record<string, unknown> })
      .Variables;
    expect(Object.keys(variables).filter((key) => key.endsWith('_ENDPOINT'))).toEqual([]);
    expect(variables).not.toHaveProperty(envNames.openAiApiKey);
  });

  it.each(functionNames)('%s is bundled by esbuild as minified ESM with a source map', (name) => {
    const key = (functionOf(name)!.Properties.Code as { S3Key: string }).S3Key;
    const bundleDir = join(outdir, `asset.${key.replace(/\.zip$/, '')}`);
    expect(readdirSync(bundleDir).sort()).toEqual(['index.mjs', 'index.mjs.map']);
    const code = readFileSync(join(bundleDir, 'index.mjs'), 'utf8');
    expect(code.startsWith("import { createRequire } from 'node:module';")).toBe(true);
    // The SDK is bundled (version pinned by package-lock.json), not imported from the runtime.
    expect(code).not.toMatch(/from\s*["']@aws-sdk\//);
    // No key can be baked in at build time (docs/design.md#security).
    expect(code).not.toMatch(/sk-[A-Za-z0-9_-]{16,}/);
  });
});

describe('least-privilege grants', () => {
  function statementsOf(name: FunctionName): { Action: string | string[]; Resource: unknown }[] {
    const roleId = logicalId(stack.functions.all[name]!.role!.node.defaultChild);
    return Object.values(resources('AWS::IAM::Policy'))
      .filter((p) => JSON.stringify(p.Properties.Roles) === JSON.stringify([{ Ref: roleId }]))
      .flatMap((p) => (p.Properties.PolicyDocument as { Statement: never[] }).Statement);
  }
  const actionsOf = (name: FunctionName) =>
    statementsOf(name)
      .flatMap((s) => [s.Action].flat())
      .sort();

  const tableArn = (table: 'profiles' | 'erasures' | 'rateLimits') =>
    JSON.stringify({ 'Fn::GetAtt': [logicalId(stack.data[table].node.defaultChild), 'Arn'] });

  it('uploads may only put objects with their tag (to presign the browser PUT), read erasure tombstones and count requests', () => {
    expect(actionsOf('uploads')).toEqual([
      'dynamodb:GetItem',
      'dynamodb:UpdateItem',
      's3:PutObject',
      's3:PutObjectTagging',
    ]);
  });

  it('profile touches only the profiles table, the erasure tombstones and the request counters', () => {
    const tables = statementsOf('profile').map((s) => JSON.stringify(s.Resource));
    expect(tables.sort()).toEqual(
      [tableArn('erasures'), tableArn('profiles'), tableArn('rateLimits')].sort(),
    );
  });

  /** The API functions with a signed-in caller: all but those that serve only public routes (eBay's). */
  const withCaller = functionNames.filter(
    (n) => functionRegistry[n].kind === 'api' && apiRoutes.some((route) => route.fn === n && !route.public),
  );

  it("every API function with a caller may count the caller's requests in the rate-limits table; those that call the AI also read its counters; profile keeps Connect eBay's states there", () => {
    // The AI's sliding window is read, then written on a condition (lambdas/lib/adapters/sliding-window.ts).
    const callsTheAi = new Set(['listings', 'generate-listing']);
    for (const name of withCaller) {
      // CDK merges statements of the same actions: a statement may name several tables.
      const onRateLimits = statementsOf(name).filter((s) =>
        [s.Resource].flat().some((resource) => JSON.stringify(resource) === tableArn('rateLimits')),
      );
      // A Connect eBay state is written once and consumed by a conditional delete
      // (lambdas/lib/adapters/dynamo-oauth-states.ts).
      const expected = callsTheAi.has(name)
        ? ['dynamodb:GetItem', 'dynamodb:UpdateItem']
        : name === 'profile'
          ? ['dynamodb:DeleteItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem']
          : ['dynamodb:UpdateItem'];
      expect(onRateLimits.flatMap((s) => [s.Action].flat()).sort()).toEqual(expected);
    }
  });

  it("ebay-notifications may only read and delete items of the profiles table (the eBay user's lookup and connection): no KMS, no other table", () => {
    expect(withCaller).not.toContain('ebay-notifications');
    const statements = statementsOf('ebay-notifications');
    expect(statements.map((s) => JSON.stringify(s.Resource))).toEqual([tableArn('profiles')]);
    expect(actionsOf('ebay-notifications')).toEqual(['dynamodb:DeleteItem', 'dynamodb:GetItem']);
  });

  it('generate-listing may only read and update listings (Analyse again with all photos), never scan or delete', () => {
    const listingsArn = JSON.stringify({
      'Fn::GetAtt': [logicalId(stack.data.listings.node.defaultChild), 'Arn'],
    });
    const onListings = statementsOf('generate-listing').filter((s) =>
      [s.Resource].flat().some((resource) => JSON.stringify(resource) === listingsArn),
    );
    expect(onListings.flatMap((s) => [s.Action].flat()).sort()).toEqual([
      'dynamodb:GetItem',
      'dynamodb:UpdateItem',
    ]);
  });

  it('every API function with a caller may read the erasure tombstones, only account may write them', () => {
    // Queue functions act on items, not on a caller's token: an erased user's items are gone.
    for (const name of withCaller) {
      // CDK merges statements of the same actions: a statement may name several tables.
      const onErasures = statementsOf(name).filter((s) =>
        [s.Resource].flat().some((resource) => JSON.stringify(resource) === tableArn('erasures')),
      );
      const actions = onErasures.flatMap((s) => [s.Action].flat()).sort();
      expect(actions).toEqual(
        name === 'account'
          ? ['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem']
          : ['dynamodb:GetItem'],
      );
    }
  });

  it('listings reads and deletes photos but cannot write them', () => {
    const actions = actionsOf('listings');
    expect(actions).toEqual(
      expect.arrayContaining(['s3:GetObject', 's3:PutObjectTagging', 's3:DeleteObject', 'dynamodb:Query']),
    );
    expect(actions).not.toContain('s3:PutObject');
  });

  it('link-preview reads and writes items of the previews table and nothing else (no listings, no photos)', () => {
    const previews = { 'Fn::GetAtt': [logicalId(stack.data.linkPreviews.node.defaultChild), 'Arn'] };
    const onPreviews = statementsOf('link-preview').filter(
      (s) => ![tableArn('erasures'), tableArn('rateLimits')].includes(JSON.stringify(s.Resource)),
    );
    expect(onPreviews).toEqual([
      expect.objectContaining({
        Effect: 'Allow',
        Action: ['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem'],
        Resource: previews,
      }),
    ]);
  });

  it('no other function may touch the previews table', () => {
    const previewsId = logicalId(stack.data.linkPreviews.node.defaultChild);
    for (const name of functionNames.filter((n) => n !== 'link-preview')) {
      expect(JSON.stringify(statementsOf(name))).not.toContain(previewsId);
    }
  });

  it('only account may sign out and delete a Cognito user, and only in this pool', () => {
    const pool = { 'Fn::GetAtt': [logicalId(stack.auth.userPool.node.defaultChild), 'Arn'] };
    expect(statementsOf('account')).toContainEqual(
      expect.objectContaining({
        Action: ['cognito-idp:AdminDeleteUser', 'cognito-idp:AdminUserGlobalSignOut'],
        Resource: pool,
      }),
    );
    for (const name of functionNames.filter((n) => n !== 'account')) {
      expect(actionsOf(name).filter((a) => a.startsWith('cognito-idp:'))).toEqual([]);
    }
  });
});
