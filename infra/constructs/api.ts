import { Stack, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  HttpApi,
  HttpMethod,
  HttpNoneAuthorizer,
  LogGroupLogDestination,
} from 'aws-cdk-lib/aws-apigatewayv2';
import type { HttpStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { apiRoutes } from '#lambdas/api-routes.ts';

export interface ApiProps {
  readonly userPoolClient: IUserPoolClient;
  /** `iss` of the pool's tokens. */
  readonly issuer: string;
  /** The API functions of the registry, by name (see functions.ts). */
  readonly functions: Readonly<Record<string, IFunction>>;
  /** The stage's ceiling for all users together (api.throttle* settings). */
  readonly throttle: { readonly rateLimit: number; readonly burstLimit: number };
}

// Every route of lambdas/api-routes.ts, and only those, behind one JWT authorizer, except the
// routes the contract marks `public` (eBay's notifications, which carry no user's token). The
// route table is the single source: nothing here names a path (docs/design.md#two-homes).
export class Api extends Construct {
  readonly httpApi: HttpApi;
  readonly stage: HttpStage;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);

    // API Gateway checks signature, `iss`, `exp` and `aud`, or `client_id` when `aud` is
    // absent, which is the case for Cognito access tokens: the web sends access tokens and
    // lambdas/lib/runtime/caller.ts refuses id tokens
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
      // For the whole API, not per user: a ceiling on cost, set in the deployment settings;
      // per-user limits belong in the handlers.
      throttle: props.throttle,
      accessLogSettings: {
        destination: new LogGroupLogDestination(
          new LogGroup(this, 'AccessLogs', { retention: RetentionDays.ONE_MONTH }),
        ),
        format: accessLogFormat(),
      },
    });

    // One integration per function, shared by its routes.
    const integrations = new Map<string, HttpLambdaIntegration>();
    const integrationOf = (name: string) => {
      const fn = props.functions[name];
      if (!fn) throw new Error(`The route table names ${name}, which is not an API function`);
      if (!integrations.has(name))
        integrations.set(name, new HttpLambdaIntegration(`${name}-integration`, fn));
      return integrations.get(name)!;
    };
    const noAuthorizer = new HttpNoneAuthorizer();
    for (const route of apiRoutes) {
      const added = this.httpApi.addRoutes({
        path: route.path,
        methods: [HttpMethod[route.method]],
        integration: integrationOf(route.fn),
        ...(route.public && { authorizer: noAuthorizer }),
      });
      if (route.public) for (const publicRoute of added) acknowledgePublicRoute(publicRoute);
    }
  }

  /** Host name of the execute-api endpoint, the CloudFront origin for /api/*. */
  get domainName(): string {
    return `${this.httpApi.apiId}.execute-api.${Stack.of(this).region}.${Stack.of(this).urlSuffix}`;
  }
}

/** cdk-nag's APIG4 (no authorizer) on a public route is the point of it: eBay calls it with no token. */
function acknowledgePublicRoute(route: Construct): void {
  Validations.of(route.node.defaultChild ?? route).acknowledge({
    id: 'AwsSolutions-APIG4',
    reason:
      "eBay's Marketplace Account Deletion notification carries no user's token: eBay's ECDSA " +
      'signature on each notification, verified by the function with the key the Notification API ' +
      'gives, is its credential (docs/architecture/security.md#ebay-tokens).',
  });
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
