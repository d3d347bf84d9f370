// The contract of /config.json: what the web app needs to know of the home it runs in. The
// CDK deployment (infra/constructs/site-content.ts) and the local gateway write it; the web
// app (web/src/lib/runtime-config.ts) reads and checks it. It lives here because both sides
// import it, and infra may not import the web app.

/** cognito-local has no SRP, so the local stack asks for USER_PASSWORD_AUTH (docs/design.md#known-facts-about-the-parts). */
export type AuthFlowType = 'USER_SRP_AUTH' | 'USER_PASSWORD_AUTH';

/**
 * Why a home offers no Google sign-in, said by its config so the auth screen can tell the
 * truth: `noHostedUi`, the home has no Cognito hosted UI, which Google sign-in goes through
 * (the local twin); `notConfigured`, a cloud deployment set up without a Google client.
 */
export type GoogleSignInAbsence = 'noHostedUi' | 'notConfigured';

/** Google sign-in in a home: offered, or why not. */
export type GoogleSignIn = 'available' | GoogleSignInAbsence;

export const googleSignInAbsences: readonly GoogleSignInAbsence[] = ['noHostedUi', 'notConfigured'];

export interface RuntimeConfig {
  region: string;
  userPoolId: string;
  userPoolClientId: string;
  /** Set locally: the Cognito emulator (through its refresh proxy). */
  userPoolEndpoint?: string;
  authFlowType: AuthFlowType;
  /** Cognito hosted-UI domain for Google sign-in; absent when Google is not set up. */
  oauthDomain?: string;
  /** Without an OAuth domain: why (absent means `notConfigured`). */
  googleSignInAbsence?: GoogleSignInAbsence;
  /** Prefix of every API path; empty when the API is served from the site's origin. */
  apiBaseUrl: string;
  /** Local only: the page listing the emails Cognito would have sent. */
  outboxUrl?: string;
  /**
   * Which analyser reads the photos, so the screens can say what will happen before it does:
   * `offline` in a home without an OpenAI key (docs/design.md#ai); absent means the AI.
   */
  analyser?: Analyser;
}

/** The AI (OpenAI) or the keyless offline analyser. */
type Analyser = 'openai' | 'offline';

/** What a config says of Google sign-in: offered when it has an OAuth domain, else its reason. */
export function googleSignInOf(
  config: Pick<RuntimeConfig, 'oauthDomain' | 'googleSignInAbsence'>,
): GoogleSignIn {
  if (config.oauthDomain !== undefined) return 'available';
  return config.googleSignInAbsence ?? 'notConfigured';
}
