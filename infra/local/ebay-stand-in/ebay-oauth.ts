import { randomBytes } from 'node:crypto';

// The stand-in's eBay OAuth (user consent, authorization-code grant, refresh), as eBay's pages
// describe it (read 2026-12-02):
// https://developer.ebay.com/api-docs/static/oauth-consent-request.html
// https://developer.ebay.com/api-docs/static/oauth-auth-code-grant-request.html
// https://developer.ebay.com/api-docs/static/oauth-refresh-token-request.html
// and the client-credentials grant for an Application access token, as the Notification
// contract's `clientCredentials` flow names it (contracts/ebay/commerce_notification_v1_oas3.json:
// the token URL above, scope `https://api.ebay.com/oauth/api_scope`); eBay's page on that grant
// was not read here, so its answer copies the user grant's fields.
// In memory, on a clock the tests can move, so expiry is walked without waiting.

export interface EbayApp {
  clientId: string;
  clientSecret: string;
  /** The app's RuName: the `redirect_uri` of the consent request and of the code grant. */
  ruName: string;
}

export interface OAuthLifetimes {
  /** eBay's consent redirect carries expires_in=299 for the code. */
  codeSeconds: number;
  /** A User access token lives 2 hours (expires_in 7200). */
  accessSeconds: number;
  /** A refresh token lives about 18 months (refresh_token_expires_in 47304000). */
  refreshSeconds: number;
}

export const ebayLifetimes: OAuthLifetimes = {
  codeSeconds: 299,
  accessSeconds: 7200,
  refreshSeconds: 47_304_000,
};

/** eBay's token endpoint answer, success or OAuth error, with its HTTP status. */
export type TokenAnswer =
  | { status: 200; body: GrantBody | RefreshBody | ApplicationBody }
  | { status: 400 | 401; body: { error: string; error_description: string } };

interface GrantBody {
  access_token: string;
  expires_in: number;
  refresh_token: string;
  refresh_token_expires_in: number;
  token_type: 'User Access Token';
}

type RefreshBody = Omit<GrantBody, 'refresh_token' | 'refresh_token_expires_in'>;

interface ApplicationBody {
  access_token: string;
  expires_in: number;
  token_type: 'Application Access Token';
}

/** The scopes an Application token may carry here: the public-data scope getPublicKey and Taxonomy need. */
const applicationScopes = ['https://api.ebay.com/oauth/api_scope'];

interface Issued {
  user: string;
  scopes: string[];
  expiresAt: number;
}

export class EbayOAuth {
  private readonly codes = new Map<string, Issued>();
  private readonly accessTokens = new Map<string, Issued>();
  private readonly refreshTokens = new Map<string, Issued>();
  /** Application access tokens (client credentials): no user, their expiry. */
  private readonly applicationTokens = new Map<string, number>();

  constructor(
    private readonly app: EbayApp,
    private readonly now: () => number = Date.now,
    private readonly lifetimes: OAuthLifetimes = ebayLifetimes,
  ) {}

  /** The consent request's checks: which app, which RuName, which response type. */
  consentProblem(query: URLSearchParams): string | undefined {
    if (query.get('client_id') !== this.app.clientId) return 'Unknown client_id.';
    if (query.get('redirect_uri') !== this.app.ruName) return 'redirect_uri is not the app’s RuName.';
    if (query.get('response_type') !== 'code') return 'response_type must be code.';
    if (!query.get('scope')) return 'scope is missing.';
    return undefined;
  }

  /** The seller agreed: a single-use code for them and the scopes they saw. */
  issueCode(user: string, scopes: string[]): { code: string; expiresIn: number } {
    const code = token('v^1.1#i^1#code');
    this.codes.set(code, { user, scopes, expiresAt: this.at(this.lifetimes.codeSeconds) });
    return { code, expiresIn: this.lifetimes.codeSeconds };
  }

  /** POST /identity/v1/oauth2/token with the Basic credentials and the form's fields. */
  token(authorization: string | undefined, form: URLSearchParams): TokenAnswer {
    if (!this.isApp(authorization)) {
      return oauthError(401, 'invalid_client', 'client authentication failed');
    }
    switch (form.get('grant_type')) {
      case 'authorization_code':
        return this.grant(form);
      case 'refresh_token':
        return this.refresh(form);
      case 'client_credentials':
        return this.application(form);
      default:
        return oauthError(
          400,
          'unsupported_grant_type',
          'grant type in request is not supported by the authorization server',
        );
    }
  }

  /** The eBay user whose valid access token this bearer header carries, if any. */
  userOf(authorization: string | undefined): string | undefined {
    const bearer = /^Bearer (.+)$/.exec(authorization ?? '')?.[1];
    const issued = bearer === undefined ? undefined : this.accessTokens.get(bearer);
    return issued && issued.expiresAt > this.now() ? issued.user : undefined;
  }

  /** Whether this bearer header carries a valid Application access token. */
  isApplicationToken(authorization: string | undefined): boolean {
    const bearer = /^Bearer (.+)$/.exec(authorization ?? '')?.[1];
    const expiresAt = bearer === undefined ? undefined : this.applicationTokens.get(bearer);
    return expiresAt !== undefined && expiresAt > this.now();
  }

  /** eBay ends a user's consent (they revoked it on eBay): their refresh tokens stop working. */
  revoke(user: string): void {
    for (const map of [this.accessTokens, this.refreshTokens]) {
      for (const [value, issued] of map) if (issued.user === user) map.delete(value);
    }
  }

  private grant(form: URLSearchParams): TokenAnswer {
    const code = form.get('code') ?? '';
    const issued = this.codes.get(code);
    // Single use: a code is spent by its first exchange, good or bad.
    this.codes.delete(code);
    if (!issued || issued.expiresAt <= this.now()) {
      return oauthError(
        400,
        'invalid_grant',
        'the provided authorization grant code is invalid or was issued to another client',
      );
    }
    if (form.get('redirect_uri') !== this.app.ruName) {
      return oauthError(
        400,
        'invalid_grant',
        'the provided authorization grant code is invalid or was issued to another client',
      );
    }
    const refreshToken = token('v^1.1#i^1#r^1');
    this.refreshTokens.set(refreshToken, { ...issued, expiresAt: this.at(this.lifetimes.refreshSeconds) });
    return {
      status: 200,
      body: {
        ...this.mintAccess(issued),
        refresh_token: refreshToken,
        refresh_token_expires_in: this.lifetimes.refreshSeconds,
      },
    };
  }

  private refresh(form: URLSearchParams): TokenAnswer {
    const issued = this.refreshTokens.get(form.get('refresh_token') ?? '');
    if (!issued || issued.expiresAt <= this.now()) {
      return oauthError(
        400,
        'invalid_grant',
        'the provided authorization refresh token is invalid or was issued to another client',
      );
    }
    // A refresh may ask for the granted scopes or fewer, never more.
    const asked = form.get('scope')?.split(' ').filter(Boolean) ?? issued.scopes;
    if (asked.some((scope) => !issued.scopes.includes(scope))) {
      return oauthError(
        400,
        'invalid_scope',
        'the requested scope is invalid, unknown, malformed, or exceeds the scope granted to the client',
      );
    }
    return { status: 200, body: this.mintAccess({ ...issued, scopes: asked }) };
  }

  private application(form: URLSearchParams): TokenAnswer {
    const asked = form.get('scope')?.split(' ').filter(Boolean) ?? [];
    if (asked.length === 0 || asked.some((scope) => !applicationScopes.includes(scope))) {
      return oauthError(
        400,
        'invalid_scope',
        'the requested scope is invalid, unknown, malformed, or exceeds the scope granted to the client',
      );
    }
    const accessToken = token('v^1.1#i^1#f^0#p^1#r^0');
    this.applicationTokens.set(accessToken, this.at(this.lifetimes.accessSeconds));
    return {
      status: 200,
      body: {
        access_token: accessToken,
        expires_in: this.lifetimes.accessSeconds,
        token_type: 'Application Access Token',
      },
    };
  }

  private mintAccess(issued: Issued): RefreshBody {
    const accessToken = token('v^1.1#i^1#p^3#r^1');
    this.accessTokens.set(accessToken, { ...issued, expiresAt: this.at(this.lifetimes.accessSeconds) });
    return {
      access_token: accessToken,
      expires_in: this.lifetimes.accessSeconds,
      token_type: 'User Access Token',
    };
  }

  private isApp(authorization: string | undefined): boolean {
    const basic = /^Basic (.+)$/.exec(authorization ?? '')?.[1];
    if (basic === undefined) return false;
    return Buffer.from(basic, 'base64').toString('utf8') === `${this.app.clientId}:${this.app.clientSecret}`;
  }

  private at(seconds: number): number {
    return this.now() + seconds * 1000;
  }
}

function oauthError(status: 400 | 401, error: string, description: string): TokenAnswer {
  return { status, body: { error, error_description: description } };
}

/** eBay's tokens are opaque strings with a version prefix; the rest is random here. */
function token(prefix: string): string {
  return `${prefix}#${randomBytes(24).toString('base64url')}`;
}
