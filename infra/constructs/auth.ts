import { Duration, Fn, RemovalPolicy, SecretValue, Stack, Validations } from 'aws-cdk-lib';
import {
  AccountRecovery,
  FeaturePlan,
  OAuthScope,
  ProviderAttribute,
  UserPool,
  type UserPoolClient,
  UserPoolClientIdentityProvider,
  type UserPoolDomain,
  UserPoolIdentityProviderGoogle,
  UserPoolEmail,
  UserPoolOperation,
  VerificationEmailStyle,
} from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';
import { passwordPolicy } from '#domain/password-policy.ts';
import { tokenLifetimes } from '#domain/token-lifetimes.ts';
import type { AuthTriggerName } from '#lambdas/functions.ts';
import type { AuthTriggerFunction } from './auth-trigger-function';

const triggerOperations: Record<AuthTriggerName, UserPoolOperation> = {
  customMessage: UserPoolOperation.CUSTOM_MESSAGE,
};

interface GoogleSignIn {
  /** The OAuth client id from the Google Cloud console (not a secret). */
  readonly clientId: string;
  /** Name of a Secrets Manager secret whose plain-text value is the Google client secret. */
  readonly clientSecretName: string;
}

export interface AuthProps {
  /** Sign-in returns to `<origin>/`, sign-out to `<origin>/auth` (docs/product.md, web/src/lib/amplify.ts). */
  readonly appOrigins: string[];
  /** Cognito hosted-domain prefix; unique per region across all AWS accounts. */
  readonly domainPrefix: string;
  /** Google sign-in is added only when configured; email sign-in always works. */
  readonly google?: GoogleSignIn;
  /**
   * A verified SES identity (an address, or one at a verified domain) to send Cognito's emails
   * from. Without it Cognito's default sender is used, which is limited to 50 emails a day
   * per account (https://docs.aws.amazon.com/cognito/latest/developerguide/user-pool-email.html):
   * enough to try the product, not to launch it.
   */
  readonly sesFromEmail?: string;
  /** The SES identity's region (SES identities are regional). */
  readonly sesRegion?: string;
}

export class Auth extends Construct {
  readonly userPool: UserPool;
  readonly userPoolClient: UserPoolClient;
  readonly domain: UserPoolDomain;
  /** Host name Amplify redirects to for Google sign-in; undefined when Google is not configured. */
  readonly oauthDomain: string | undefined;

  constructor(scope: Construct, id: string, props: AuthProps) {
    super(scope, id);

    this.userPool = new UserPool(this, 'UserPool', {
      signInAliases: { email: true },
      signInCaseSensitive: false,
      selfSignUpEnabled: true,
      autoVerify: { email: true },
      // Keep the verified address usable until a changed one is verified too.
      keepOriginal: { email: true },
      userVerification: { emailStyle: VerificationEmailStyle.CODE },
      // Federated sign-in rewrites mapped attributes on every sign-in, so they must be mutable.
      standardAttributes: { email: { required: true, mutable: true } },
      passwordPolicy: { ...passwordPolicy, tempPasswordValidity: Duration.days(3) },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      email: props.sesFromEmail
        ? UserPoolEmail.withSES({
            fromEmail: props.sesFromEmail,
            fromName: 'Snap List Shift',
            sesRegion: props.sesRegion,
          })
        : UserPoolEmail.withCognito(),
      featurePlan: FeaturePlan.ESSENTIALS,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    acknowledgePoolChoices(this.userPool);

    const identityProviders = [UserPoolClientIdentityProvider.COGNITO];
    let google: UserPoolIdentityProviderGoogle | undefined;
    if (props.google) {
      google = new UserPoolIdentityProviderGoogle(this, 'Google', {
        userPool: this.userPool,
        clientId: props.google.clientId,
        // A {{resolve:secretsmanager:...}} reference: CloudFormation reads the value at deploy
        // time, so it is never in the template, the cloud assembly or the repo (docs/design.md#security).
        clientSecretValue: SecretValue.secretsManager(props.google.clientSecretName),
        scopes: ['openid', 'email', 'profile'],
        attributeMapping: {
          email: ProviderAttribute.GOOGLE_EMAIL,
          emailVerified: ProviderAttribute.GOOGLE_EMAIL_VERIFIED,
        },
      });
      identityProviders.push(UserPoolClientIdentityProvider.GOOGLE);
    }

    // A public SPA client: no secret (it would ship to every browser), SRP for passwords
    // (the password never leaves the browser), the code grant with PKCE for Google.
    this.userPoolClient = this.userPool.addClient('WebClient', {
      generateSecret: false,
      authFlows: { userSrp: true, userPassword: false },
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      accessTokenValidity: Duration.hours(tokenLifetimes.accessTokenHours),
      idTokenValidity: Duration.hours(tokenLifetimes.idTokenHours),
      refreshTokenValidity: Duration.days(tokenLifetimes.refreshTokenDays),
      supportedIdentityProviders: identityProviders,
      oAuth: {
        flows: { authorizationCodeGrant: true },
        scopes: [OAuthScope.OPENID, OAuthScope.EMAIL, OAuthScope.PROFILE],
        callbackUrls: props.appOrigins.map((origin) => `${origin}/`),
        logoutUrls: props.appOrigins.map((origin) => `${origin}/auth`),
      },
    });
    // The client names the provider, which must exist first.
    if (google) this.userPoolClient.node.addDependency(google);

    this.domain = this.userPool.addDomain('HostedDomain', {
      cognitoDomain: { domainPrefix: props.domainPrefix },
    });
    this.oauthDomain = google
      ? Fn.join('', [this.domain.domainName, '.auth.', Stack.of(this).region, '.amazoncognito.com'])
      : undefined;
  }

  /**
   * The registry's auth triggers (lambdas/functions.ts) on the pool: the custom message writes
   * the emails with their link to the site (docs/product.md#auth-screen-auth).
   */
  addTriggers(triggers: Readonly<Record<string, AuthTriggerFunction>>): void {
    for (const fn of Object.values(triggers)) this.userPool.addTrigger(triggerOperations[fn.trigger], fn);
  }

  /** The `iss` of this pool's tokens, what API Gateway's JWT authorizer checks. */
  get issuer(): string {
    return this.userPool.userPoolProviderUrl;
  }
}

function acknowledgePoolChoices(pool: UserPool): void {
  Validations.of(pool).acknowledge(
    {
      id: 'AwsSolutions-COG2',
      reason:
        'docs/product.md defines sign-in as email + password or Google; required MFA would add a step ' +
        'the product does not have. Google accounts carry their own MFA.',
    },
    {
      id: 'AwsSolutions-COG8',
      reason:
        'Threat protection needs the Plus feature plan, billed per active user; the ' +
        'Essentials plan is a deliberate cost choice for now (https://aws.amazon.com/cognito/pricing/).',
    },
  );
}
