// @ts-nocheck
import { join } from 'node:path';
import { CfnElement, type CfnResource, Duration, Stack, Validations } from 'aws-cdk-lib';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat, type BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { handlerEntry, type FunctionSpec } from '#lambdas/functions.ts';
import { envNames, type EnvKey } from '#lambdas/lib/runtime/config.ts';
import { repoRoot } from '../repo-root';

/**
 * How every function is bundled by the local esbuild; `npm run bench` bundles the same way
 * when there is no cdk.out (scripts/bench/lambda-bundles.ts).
 */
export const functionBundling = {
  minify: true,
  sourceMap: true,
  sourcesContent: false,
  target: 'node24',
  format: OutputFormat.ESM,
  // Prefer packages' ESM builds: smaller bundles, better tree-shaking.
  mainFields: ['module', 'main'],
  // CommonJS dependencies call require() for Node built-ins; an ESM bundle has none.
  banner: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
  // undici's own recipe for bundling it (its build:node script): leaves out its experimental
  // HTTP parser, which it never uses unless asked, 150 KB of the link-preview bundle.
  define: { esbuildDetection: '1' },
  // The SDK is bundled rather than taken from the runtime: the version that ran in the
  // tests (package-lock.json) is the version that runs in Lambda, and esbuild keeps only
  // the clients used. The runtime's copy changes under us, without a deploy
  // (https://docs.aws.amazon.com/lambda/latest/dg/lambda-nodejs.html#nodejs-sdk-included).
  bundleAwsSDK: true,
} satisfies BundlingOptions;

export interface AppFunctionProps {
  readonly name: string;
  readonly spec: FunctionSpec;
  /** Used when the registry gives none. */
  readonly defaultTimeout: Duration;
}

/**
 * Every function of lambdas/functions.ts: built from its handler module by the local esbuild
 * (no Docker), Node.js 24 on arm64 (docs/design.md#known-facts-about-the-parts), with its own log group. Each
 * resource a function uses is bound with one call that sets its environment variable (a key
 * of the contract in lambdas/lib/runtime/config.ts) and grants exactly the rights it needs, so a
 * function gets the variables of the adapters it uses and no others.
 */
export class AppFunction extends NodejsFunction {
  /** The variables of the environment contract this function was given, by key. */
  readonly contractEnvironment: Partial<Record<EnvKey, string>> = {};

  constructor(scope: Construct, id: string, props: AppFunctionProps) {
    super(scope, id, {
      entry: join(repoRoot, handlerEntry(props.name, props.spec)),
      handler: 'handler',
      projectRoot: repoRoot,
      depsLockFilePath: join(repoRoot, 'package-lock.json'),
      description: `Snap List Shift ${props.spec.kind} function: ${props.spec.description}`,
      runtime: Runtime.NODEJS_24_X,
      architecture: Architecture.ARM_64,
      memorySize: 512,
      timeout: props.spec.timeoutSeconds ? Duration.seconds(props.spec.timeoutSeconds) : props.defaultTimeout,
      logGroup: new LogGroup(scope, `${id}-logs`, { retention: RetentionDays.ONE_MONTH }),
      bundling: functionBundling,
    });
    // AWS_REGION is set by Lambda itself. The *_ENDPOINT variables are for the local twin only
    // and stay unset here, so the SDK talks to AWS. Stack traces point into the TypeScript
    // sources through the bundled source map.
    this.setEnv('nodeOptions', '--enable-source-maps');
    // `sam local invoke <name>`: SAM CLI resolves a function by this id before the logical id;
    // the construct path (Stack/Functions/<name>/Resource) has too many parts for its lookup.
    (this.node.defaultChild as CfnResource).addMetadata('SamResourceId', props.name);
    // Only for a template that `sam local invoke` runs against the local twin (`cdk synth -c
    // samLocal=true`, docs/operator-guide.md): SAM passes a function only the variables its
    // template declares, so the twin's endpoints are declared empty (empty means AWS).
    if (this.node.tryGetContext('samLocal') === 'true' || this.node.tryGetContext('samLocal') === true) {
      for (const key of ['dynamodbEndpoint', 's3Endpoint', 'cognitoEndpoint'] as const) this.setEnv(key, '');
    }

    Validations.of(this).acknowledge(
      {
        id: 'AwsSolutions-L1',
        reason:
          'Node.js 24 is the newest LTS runtime Lambda offers (supported until April 2028) and ' +
          'the Node version the tests run on; cdk-nag flags any runtime not marked latest.',
      },
      {
        id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        reason:
          'The AWS managed basic execution policy grants only CloudWatch Logs writes ' +
          '(CreateLogGroup/Stream, PutLogEvents); a hand-written copy would protect nothing more.',
      },
    );
  }

  /** A plain value of the environment contract. */
  setEnv(key: EnvKey, value: string): this {
    this.addEnvironment(envNames[key], value);
    this.contractEnvironment[key] = value;
    return this;
  }

  /** The table's name, and read or read-write access to its items (or only the given actions). */
  bindTable(key: EnvKey, table: ITable, access: 'read' | 'readWrite' | string[]): this {
    this.setEnv(key, table.tableName);
    if (access === 'read') table.grantReadData(this);
    else if (access === 'readWrite') table.grantReadWriteData(this);
    else this.allow(access, [table.tableArn]);
    const tableResource = table.node.defaultChild;
    if (typeof access === 'string' && tableResource instanceof CfnElement) {
      const logicalId = Stack.of(table).resolve(tableResource.logicalId) as string;
      Validations.of(this).acknowledge({
        id: `AwsSolutions-IAM5[Resource::<${logicalId}.Arn>/index/*]`,
        reason:
          "CDK's read and read-write grants cover the table's indexes too; every query still " +
          "names the caller's partition, or a sparse index of the table's own (docs/design.md#data).",
      });
    }
    return this;
  }

  /** The given actions on one index of a table whose name is bound already. */
  bindIndex(table: ITable, indexName: string, actions: string[]): this {
    this.allow(actions, [`${table.tableArn}/index/${indexName}`]);
    return this;
  }

  /**
   * The bucket's name and the given object actions on any key. IAM cannot narrow a key to the
   * caller's `{userId}/` prefix (one function serves every user); the handlers do that, from
   * the token's `sub` (docs/design.md#security). `list` adds ListBucket, which makes S3 answer 404
   * rather than 403 for a missing key
   * (https://docs.aws.amazon.com/AmazonS3/latest/API/API_HeadObject.html).
   */
  bindBucket(key: EnvKey, bucket: IBucket, objectActions: string[], options: { list?: boolean } = {}): this {
    this.setEnv(key, bucket.bucketName);
    this.allow(objectActions, [bucket.arnForObjects('*')]);
    if (options.list) this.allow(['s3:ListBucket'], [bucket.bucketArn]);
    const bucketResource = bucket.node.defaultChild;
    if (bucketResource instanceof CfnElement) {
      const logicalId = Stack.of(bucket).resolve(bucketResource.logicalId) as string;
      Validations.of(this).acknowledge({
        id: `AwsSolutions-IAM5[Resource::<${logicalId}.Arn>/*]`,
        reason:
          'Objects of every user: one function serves all users, so the handler scopes each key ' +
          "to the caller's {userId}/ prefix from the verified token (docs/design.md#security).",
      });
    }
    return this;
  }

  /** The pool's id and the given Cognito actions on it. */
  bindUserPool(key: EnvKey, pool: IUserPool, actions: string[]): this {
    this.setEnv(key, pool.userPoolId);
    this.allow(actions, [pool.userPoolArn]);
    return this;
  }

  /** The queue's URL and the right to send to it. */
  bindQueue(key: EnvKey, queue: IQueue): this {
    this.setEnv(key, queue.queueUrl);
    queue.grantSendMessages(this);
    return this;
  }

  /**
   * The secret's ARN (never its value: the function reads it at cold start) and the right to
   * read it.
   */
  bindSecret(key: EnvKey, secret: ISecret): this {
    this.setEnv(key, secret.secretArn);
    secret.grantRead(this);
    return this;
  }

  private allow(actions: string[], resources: string[]): void {
    this.addToRolePolicy(new PolicyStatement({ actions, resources }));
  }
}
