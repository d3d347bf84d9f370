import { Stack } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { HttpApi, HttpMethod, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import type { HttpStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { apiFunctionNames, apiRoutes } from '../../lambdas/api-routes';
import type { ApiFunctionName } from '../../lambdas/api-routes';
import { ApiFunction } from './api-function';
import { grantApiFunction } from './api-grants';

export interface ApiProps {
  readonly userPool: IUserPool;
  readonly userPoolClient: IUserPoolClient;
  /** `iss` of the pool's tokens. */
  readonly issuer: string;
  readonly listingsTable: ITable;
  readonly profilesTable: ITable;
  readonly uploadsBucket: IBucket;
}

// Every route of lambdas/api-routes.ts, and only those, behind one JWT authorizer. The route
// table is the single source: nothing here names a path (DESIGN.md section 1).
export class Api extends Construct {
  readonly httpApi: HttpApi;
  readonly stage: HttpStage;
  readonly functions: Record<ApiFunctionName, ApiFunction>;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);

    // API Gateway checks signature, `iss`, `exp` and `aud`, or `client_id` when `aud` is
    // absent, which is the case for Cognito access tokens: the web sends access tokens and
    // lambdas/lib/caller.ts refuses id tokens
    // (https://docs.aws.amazon.com/apigateway/latest/developerguide/http-api-jwt-authorizer.html).
    const authorizer = new HttpJwtAuthorizer('CognitoJwt', props.issuer, {
      jwtAudience: [props.userPoolClient.userPoolClientId],
    });

    this.httpApi = new HttpApi(this, 'HttpApi', {
      description: 'Snap it. List it. Shift it. API, reached through CloudFront at /api/*',
      defaultAuthorizer: authorizer,
      // The stage is added below, with throttling and access logs.
      createDefaultStage: false,
    });
    this.stage = this.httpApi.addStage('DefaultStage', {
      stageName: '$default',
      autoDeploy: true,
      // For the whole API, not per user: a ceiling on cost while traffic is small. Raise it
      // before launch; per-user limits (AI calls) belong in the handlers.
      throttle: { burstLimit: 50, rateLimit: 20 },
      accessLogSettings: {
        destination: new LogGroupLogDestination(
          new LogGroup(this, 'AccessLogs', { retention: RetentionDays.ONE_MONTH }),
        ),
        format: accessLogFormat(),
      },
    });

    const environment = {
      LISTINGS_TABLE: props.listingsTable.tableName,
      PROFILES_TABLE: props.profilesTable.tableName,
      UPLOADS_BUCKET: props.uploadsBucket.bucketName,
      USER_POOL_ID: props.userPool.userPoolId,
    };
    const functions = {} as Record<ApiFunctionName, ApiFunction>;
    for (const name of apiFunctionNames) {
      const fn = new ApiFunction(this, name, { name, environment });
      grantApiFunction(name, fn, props);
      functions[name] = fn;
    }
    this.functions = functions;

    // One integration per function, shared by its routes.
    const integrations = Object.fromEntries(
      apiFunctionNames.map((name) => [
        name,
        new HttpLambdaIntegration(`${name}-integration`, functions[name]),
      ]),
    ) as Record<ApiFunctionName, HttpLambdaIntegration>;
    for (const route of apiRoutes) {
      this.httpApi.addRoutes({
        path: route.path,
        methods: [HttpMethod[route.method]],
        integration: integrations[route.fn],
      });
    }
  }

  /** Host name of the execute-api endpoint, the CloudFront origin for /api/*. */
  get domainName(): string {
    return `${this.httpApi.apiId}.execute-api.${Stack.of(this).region}.${Stack.of(this).urlSuffix}`;
  }
}

/** One JSON line per request, with the request id the functions also log. */
function accessLogFormat(): AccessLogFormat {
  // https://docs.aws.amazon.com/apigateway/latest/developerguide/http-api-logging-variables.html
  return AccessLogFormat.custom(
    JSON.stringify({
      requestId: '$context.requestId',
      requestTime: '$context.requestTime',
      ip: '$context.identity.sourceIp',
      routeKey: '$context.routeKey',
      status: '$context.status',
      responseLength: '$context.responseLength',
      latencyMs: '$context.responseLatency',
      integrationError: '$context.integrationErrorMessage',
      authorizerError: '$context.authorizer.error',
    }),
  );
}
