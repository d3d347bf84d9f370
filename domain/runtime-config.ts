// The contract of /config.json: what the web app needs to know of the home it runs in. The
// CDK deployment (infra/constructs/site-content.ts) and the local gateway write it; the web
// app (web/src/lib/runtime-config.ts) reads and checks it. It lives here because both sides
// import it, and infra may not import the web app.

/** cognito-local has no SRP, so the local stack asks for USER_PASSWORD_AUTH (docs/design.md#known-facts-about-the-parts). */
export type AuthFlowType = 'USER_SRP_AUTH' | 'USER_PASSWORD_AUTH';

export interface RuntimeConfig {
  region: string;
  userPoolId: string;
  userPoolClientId: string;
  /** Set locally: the Cognito emulator (through its refresh proxy). */
  userPoolEndpoint?: string;
  authFlowType: AuthFlowType;
  /** Cognito hosted-UI domain for Google sign-in; absent when Google is not set up. */
  oauthDomain?: string;
  /** Prefix of every API path; empty when the API is served from the site's origin. */
  apiBaseUrl: string;
  /** Local only: the page listing the emails Cognito would have sent. */
  outboxUrl?: string;
}
