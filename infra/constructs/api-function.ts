import { join } from 'node:path';
import { Duration, Validations } from 'aws-cdk-lib';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { handlerEntry } from '../../lambdas/api-routes';
import type { ApiFunctionName } from '../../lambdas/api-routes';
import { repoRoot } from '../repo-root';

export interface ApiFunctionProps {
  readonly name: ApiFunctionName;
  /** Values for the names lambdas/lib/config.ts reads. */
  readonly environment: Record<string, string>;
}

/**
 * One Lambda per entry of `apiFunctionNames`, built from `lambdas/<name>/handler.ts` by the
 * local esbuild (no Docker). Node.js 24 on arm64 (DESIGN.md section 9).
 */
export class ApiFunction extends NodejsFunction {
  constructor(scope: Construct, id: string, props: ApiFunctionProps) {
    super(scope, id, {
      entry: join(repoRoot, handlerEntry(props.name)),
      handler: 'handler',
      projectRoot: repoRoot,
      depsLockFilePath: join(repoRoot, 'package-lock.json'),
      description: `Snap List Shift API: ${props.name}`,
      runtime: Runtime.NODEJS_24_X,
      architecture: Architecture.ARM_64,
      memorySize: 512,
      timeout: Duration.seconds(10),
      logGroup: new LogGroup(scope, `${id}-logs`, { retention: RetentionDays.ONE_MONTH }),
      environment: {
        ...props.environment,
        // AWS_REGION is set by Lambda itself (a reserved name). The *_ENDPOINT names are for
        // the local twin only and stay unset here, so the SDK talks to AWS. The URL lifetimes
        // keep their one definition, the defaults in lambdas/lib/config.ts.
        // Stack traces point into the TypeScript sources through the bundled source map.
        NODE_OPTIONS: '--enable-source-maps',
      },
      bundling: {
        minify: true,
        sourceMap: true,
        sourcesContent: false,
        target: 'node24',
        format: OutputFormat.ESM,
        // Prefer packages' ESM builds: smaller bundles, better tree-shaking.
        mainFields: ['module', 'main'],
        // CommonJS dependencies call require() for Node built-ins; an ESM bundle has none.
        banner:
          "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
        // The SDK is bundled rather than taken from the runtime: the version that ran in the
        // tests (package-lock.json) is the version that runs in Lambda, and esbuild keeps only
        // the clients used. The runtime's copy changes under us, without a deploy
        // (https://docs.aws.amazon.com/lambda/latest/dg/lambda-nodejs.html#nodejs-sdk-included).
        bundleAwsSDK: true,
      },
    });

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
}
