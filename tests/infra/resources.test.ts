import { Match, type Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SnapListShiftStack } from '#infra/stack.ts';
import { assetFiles, fakeWebBuild, logicalId, removeTestDirs, synthTestTemplate } from './synth-app';

// Tables, buckets, Cognito and CloudFront. The functions are not bundled here (api.test.ts
// checks the bundles): `aws:cdk:bundling-stacks: []` is what `cdk synth --exclusively` uses.
let stack: SnapListShiftStack;
let template: Template;
let outdir: string;

beforeAll(() => {
  ({ stack, outdir, template } = synthTestTemplate({
    webDistDir: fakeWebBuild(),
    'aws:cdk:bundling-stacks': [],
  }));
}, 120_000);

afterAll(removeTestDirs);

type Resource = { Properties: Record<string, unknown>; DeletionPolicy?: string };
const resource = (type: string, element: unknown) =>
  (template.findResources(type) as Record<string, Resource>)[logicalId(element)]!;
const siteDomain = () => ({
  'Fn::GetAtt': [logicalId(stack.site.distribution.node.defaultChild), 'DomainName'],
});
const siteUrl = (path = '') => ({ 'Fn::Join': ['', ['https://', siteDomain(), ...(path ? [path] : [])]] });

describe('DynamoDB tables (docs/design.md#data)', () => {
  const table = (name: 'listings' | 'profiles' | 'linkPreviews') =>
    resource('AWS::DynamoDB::Table', stack.data[name].node.defaultChild);

  it('keys listings by userId (partition) and id (sort), both strings', () => {
    expect(table('listings').Properties.KeySchema).toEqual([
      { AttributeName: 'userId', KeyType: 'HASH' },
      { AttributeName: 'id', KeyType: 'RANGE' },
    ]);
    // Then the keys of the sparse indexes of waiting analyses (tests/infra/analysis.test.ts) and
    // of listings deleted and kept for Undo (docs/design.md#deleting-with-undo), and of sold items.
    expect(table('listings').Properties.AttributeDefinitions).toEqual([
      { AttributeName: 'userId', AttributeType: 'S' },
      { AttributeName: 'id', AttributeType: 'S' },
      { AttributeName: 'ready_key', AttributeType: 'S' },
      { AttributeName: 'analysis_waiting', AttributeType: 'S' },
      { AttributeName: 'analysis_waiting_since', AttributeType: 'S' },
      { AttributeName: 'deletion_pending', AttributeType: 'S' },
      { AttributeName: 'purge_after', AttributeType: 'S' },
      { AttributeName: 'sold_at', AttributeType: 'S' },
    ]);
  });

  it("indexes each user's sold listings by sold_at, every attribute projected", () => {
    expect(table('listings').Properties.GlobalSecondaryIndexes).toContainEqual({
      IndexName: 'soldByUser',
      KeySchema: [
        { AttributeName: 'userId', KeyType: 'HASH' },
        { AttributeName: 'sold_at', KeyType: 'RANGE' },
      ],
      Projection: { ProjectionType: 'ALL' },
    });
  });

  it("indexes each user's ready listings by ready_key, every attribute projected", () => {
    expect(table('listings').Properties.GlobalSecondaryIndexes).toContainEqual({
      IndexName: 'readyByUser',
      KeySchema: [
        { AttributeName: 'userId', KeyType: 'HASH' },
        { AttributeName: 'ready_key', KeyType: 'RANGE' },
      ],
      Projection: { ProjectionType: 'ALL' },
    });
  });

  it("keys profiles by id (a string: the user's sub)", () => {
    expect(table('profiles').Properties.KeySchema).toEqual([{ AttributeName: 'id', KeyType: 'HASH' }]);
    expect(table('profiles').Properties.AttributeDefinitions).toEqual([
      { AttributeName: 'id', AttributeType: 'S' },
    ]);
  });

  it('keys the link-preview cache by url and expires rows by TTL on expiresAt', () => {
    expect(table('linkPreviews').Properties.KeySchema).toEqual([{ AttributeName: 'url', KeyType: 'HASH' }]);
    expect(table('linkPreviews').Properties.AttributeDefinitions).toEqual([
      { AttributeName: 'url', AttributeType: 'S' },
    ]);
    expect(table('linkPreviews').Properties.TimeToLiveSpecification).toEqual({
      AttributeName: 'expiresAt',
      Enabled: true,
    });
  });

  it.each(['listings', 'profiles', 'linkPreviews'] as const)(
    '%s is on-demand, encrypted with the AWS-managed key, point-in-time recoverable and retained',
    (name) => {
      expect(table(name).Properties).toMatchObject({
        BillingMode: 'PAY_PER_REQUEST',
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      });
      // SSEEnabled without a key of our own: the AWS-managed aws/dynamodb KMS key.
      expect(table(name).Properties.SSESpecification).toEqual({ SSEEnabled: true });
      expect(table(name).DeletionPolicy).toBe('Retain');
    },
  );
});

describe('uploads bucket', () => {
  const uploads = () => resource('AWS::S3::Bucket', stack.storage.uploads.node.defaultChild);
  const lifecycleRules = () => (uploads().Properties.LifecycleConfiguration as { Rules: unknown[] }).Rules;

  it('blocks all public access and is retained', () => {
    expect(uploads().Properties.PublicAccessBlockConfiguration).toEqual({
      BlockPublicAcls: true,
      BlockPublicPolicy: true,
      IgnorePublicAcls: true,
      RestrictPublicBuckets: true,
    });
    expect(uploads().DeletionPolicy).toBe('Retain');
  });

  it('lets the site PUT presigned photos (content-type, if-none-match and x-amz-tagging are signed headers)', () => {
    expect(uploads().Properties.CorsConfiguration).toEqual({
      CorsRules: [
        expect.objectContaining({
          AllowedMethods: ['PUT', 'GET', 'HEAD'],
          AllowedOrigins: [siteUrl()],
          AllowedHeaders: ['content-type', 'if-none-match', 'x-amz-tagging'],
        }),
      ],
    });
  });

  it('aborts incomplete multipart uploads after a day', () => {
    expect(lifecycleRules()).toContainEqual({
      AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 },
      Status: 'Enabled',
    });
  });

  it('deletes a photo a day after its upload while its tag says state=unattached (no listing took it)', () => {
    expect(lifecycleRules()).toContainEqual({
      Id: 'ExpireUnattachedUploads',
      ExpirationInDays: 1,
      TagFilters: [{ Key: 'state', Value: 'unattached' }],
      Status: 'Enabled',
    });
    expect(lifecycleRules()).toHaveLength(2);
  });

  it('refuses plain HTTP', () => {
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: logicalId(stack.storage.uploads.node.defaultChild) },
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      },
    });
  });
});

describe('Cognito', () => {
  it('signs in by email, with self sign-up, email codes and a strong password policy', () => {
    const pool = resource('AWS::Cognito::UserPool', stack.auth.userPool.node.defaultChild);
    expect(pool.Properties).toMatchObject({
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: false },
      AccountRecoverySetting: { RecoveryMechanisms: [{ Name: 'verified_email', Priority: 1 }] },
      Policies: {
        PasswordPolicy: expect.objectContaining({
          MinimumLength: 8,
          RequireLowercase: true,
          RequireUppercase: true,
          RequireNumbers: true,
          RequireSymbols: true,
        }),
      },
    });
    expect(pool.DeletionPolicy).toBe('Retain');
  });

  it('has a public web client: no secret, SRP only, code grant back to the site', () => {
    const client = resource('AWS::Cognito::UserPoolClient', stack.auth.userPoolClient.node.defaultChild);
    expect(client.Properties).toMatchObject({
      GenerateSecret: false,
      ExplicitAuthFlows: ['ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      AllowedOAuthFlows: ['code'],
      AllowedOAuthScopes: ['openid', 'email', 'profile'],
      SupportedIdentityProviders: ['COGNITO'],
    });
    expect(client.Properties.CallbackURLs).toEqual([siteUrl('/')]);
    expect(client.Properties.LogoutURLs).toEqual([siteUrl('/auth')]);
  });

  it('adds no Google provider unless the settings name a Google client', () => {
    template.resourceCountIs('AWS::Cognito::UserPoolIdentityProvider', 0);
    template.resourceCountIs('AWS::Cognito::UserPoolDomain', 1);
  });
});

describe('CloudFront', () => {
  const config = () =>
    (template.findResources('AWS::CloudFront::Distribution') as Record<string, Resource>)[
      logicalId(stack.site.distribution.node.defaultChild)
    ]!.Properties.DistributionConfig as Record<string, unknown>;

  it('serves the site bucket through origin access control, HTTPS only, with a SPA fallback function', () => {
    template.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    expect(config().DefaultCacheBehavior).toMatchObject({
      ViewerProtocolPolicy: 'redirect-to-https',
      FunctionAssociations: [{ EventType: 'viewer-request', FunctionARN: expect.anything() }],
    });
    template.hasResourceProperties('AWS::CloudFront::Function', {
      FunctionCode: Match.stringLikeRegexp("request.uri = '/index.html'"),
    });
  });

  it('writes standard logs to a private, encrypted, TLS-only bucket that keeps them 90 days', () => {
    const logging = config().Logging as { Bucket: { 'Fn::GetAtt': [string, string] }; Prefix: string };
    expect(logging.Prefix).toBe('site/');
    const [bucketId] = logging.Bucket['Fn::GetAtt'];
    const bucket = (template.findResources('AWS::S3::Bucket') as Record<string, Resource>)[bucketId]!;
    expect(bucket.Properties).toMatchObject({
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      BucketEncryption: {
        ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
      },
      // CloudFront writes each log file with an ACL: this bucket alone keeps ACLs enabled.
      OwnershipControls: { Rules: [{ ObjectOwnership: 'ObjectWriter' }] },
      LifecycleConfiguration: {
        Rules: [expect.objectContaining({ ExpirationInDays: 90, Status: 'Enabled' })],
      },
    });
    expect(bucket.DeletionPolicy).toBe('Retain');
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: bucketId },
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      },
    });
  });

  it('serves /auth the static sign-in page without the Google button when Google is not set up', () => {
    template.hasResourceProperties('AWS::CloudFront::Function', {
      FunctionCode: Match.stringLikeRegexp('"/auth":"/auth.html"'),
    });
  });

  it('has no distribution-wide error pages, which would turn API 403/404 into index.html', () => {
    expect(config().CustomErrorResponses).toBeUndefined();
  });

  it('sends /api/* to the HTTP API uncached, with every method and viewer header but Host', () => {
    expect(config().CacheBehaviors).toEqual([
      expect.objectContaining({
        PathPattern: '/api/*',
        AllowedMethods: ['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE'],
        CachePolicyId: { Ref: expect.stringMatching(/ApiCachePolicy/) },
        OriginRequestPolicyId: 'b689b0a8-53d0-40ab-baf2-68738e2966ac', // Managed-AllViewerExceptHostHeader
        ViewerProtocolPolicy: 'https-only',
        Compress: true,
      }),
    ]);
  });

  it("compresses the API's answers: a cache policy with gzip and brotli that keeps nothing for another caller", () => {
    // CloudFront does not compress under the managed CachingDisabled policy (every TTL 0).
    template.hasResourceProperties('AWS::CloudFront::CachePolicy', {
      CachePolicyConfig: {
        MinTTL: 0,
        DefaultTTL: 0,
        MaxTTL: 1,
        ParametersInCacheKeyAndForwardedToOrigin: {
          EnableAcceptEncodingGzip: true,
          EnableAcceptEncodingBrotli: true,
          HeadersConfig: { HeaderBehavior: 'whitelist', Headers: ['Authorization'] },
          QueryStringsConfig: { QueryStringBehavior: 'all' },
          CookiesConfig: { CookieBehavior: 'none' },
        },
      },
    });
  });

  it('deploys /config.json with the pool, the SRP flow and a same-origin API', () => {
    const configJson = assetFiles(outdir).find((file) => file.path.endsWith('/config.json'));
    expect(JSON.parse(configJson!.text)).toEqual({
      region: expect.any(String),
      userPoolId: expect.stringMatching(/^<<marker:/),
      userPoolClientId: expect.stringMatching(/^<<marker:/),
      authFlowType: 'USER_SRP_AUTH',
      // No Google client in these settings: the auth screen's note says so, not "local copy".
      googleSignInAbsence: 'notConfigured',
      apiBaseUrl: '',
    });
  });
});

it('outputs the site URL and the user pool ids (among the operator outputs)', () => {
  expect(Object.keys(template.toJSON().Outputs as object)).toEqual(
    expect.arrayContaining(['SiteUrl', 'UserPoolClientId', 'UserPoolId']),
  );
});
