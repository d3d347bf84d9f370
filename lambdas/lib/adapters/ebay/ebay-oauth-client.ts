import { EBAY_SCOPES, EBAY_UNAVAILABLE, ebayTokenExpiresAt } from '#domain/ebay-connection.ts';
import type { EbayApp, EbayIdentity, GrantAnswer, RefreshAnswer } from '../../ports/ebay-app';
import { ServiceUnavailableError } from '../../ports/service-unavailable';
import { IDENTITY_BASE_PATH, type UserResponse } from './identity-types';

// eBay's OAuth for one app: the consent URL the seller's browser is sent to, the
// authorization-code grant and the refresh grant (docs/architecture/backend.md#ebay-client).
// The origins come from configuration (production, sandbox or the twin's stand-in), never from
// a request. A grant eBay refuses (an expired or revoked refresh token) is an answer, not an
// error: the connection then needs reconnecting.

export interface EbayAppSettings {
  /** Where eBay's consent page is: https://auth.ebay.com, the sandbox's, or the stand-in. */
  authOrigin: string;
  /** Where eBay's token endpoint and APIs are: https://api.ebay.com, the sandbox's, or the stand-in. */
  apiOrigin: string;
  clientId: string;
  clientSecret: string;
  /** The app's RuName: eBay's name for the redirect to the product's callback. */
  ruName: string;
}

interface TokenBody {
  access_token?: string;
  expires_in?: number;
  refresh_token?: string;
  refresh_token_expires_in?: number;
  error?: string;
}

export class EbayOAuthClient implements EbayApp {
  constructor(
    private readonly settings: EbayAppSettings,
    private readonly now: () => number = Date.now,
    private readonly fetcher: typeof fetch = fetch,
  ) {}

  /** The consent page for this `state` (bound server-side to the signed-in user). */
  consentUrl(state: string): string {
    const url = new URL('/oauth2/authorize', this.settings.authOrigin);
    url.search = new URLSearchParams({
      client_id: this.settings.clientId,
      redirect_uri: this.settings.ruName,
      response_type: 'code',
      scope: EBAY_SCOPES.join(' '),
      state,
    }).toString();
    return url.href;
  }

  async exchangeCode(code: string): Promise<GrantAnswer> {
    const at = this.now();
    const answer = await this.token({
      grant_type: 'authorization_code',
      code,
      redirect_uri: this.settings.ruName,
    });
    if (answer.kind === 'refused') return answer;
    const body = answer.body;
    if (!body.access_token || !body.refresh_token || !body.expires_in || !body.refresh_token_expires_in) {
      throw new ServiceUnavailableError('eBay', EBAY_UNAVAILABLE, { cause: 'token answer without tokens' });
    }
    return {
      kind: 'granted',
      grant: {
        accessToken: body.access_token,
        accessExpiresAt: ebayTokenExpiresAt(at, body.expires_in),
        refreshToken: body.refresh_token,
        refreshExpiresAt: ebayTokenExpiresAt(at, body.refresh_token_expires_in),
      },
    };
  }

  async refresh(refreshToken: string): Promise<RefreshAnswer> {
    const at = this.now();
    const answer = await this.token({
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      scope: EBAY_SCOPES.join(' '),
    });
    if (answer.kind === 'refused') return answer;
    const { access_token, expires_in } = answer.body;
    if (!access_token || !expires_in) {
      throw new ServiceUnavailableError('eBay', EBAY_UNAVAILABLE, {
        cause: 'refresh answer without a token',
      });
    }
    return {
      kind: 'renewed',
      accessToken: access_token,
      accessExpiresAt: ebayTokenExpiresAt(at, expires_in),
    };
  }

  /**
   * An Application access token (the client-credentials grant), for the calls that act for the
   * app rather than a seller: getPublicKey. `https://api.ebay.com/oauth/api_scope` is the scope
   * the Notification contract names for it (clientCredentials flow).
   */
  async applicationToken(): Promise<{ accessToken: string; expiresAt: number }> {
    const at = this.now();
    const answer = await this.token({
      grant_type: 'client_credentials',
      scope: 'https://api.ebay.com/oauth/api_scope',
    });
    const body = answer.kind === 'answered' ? answer.body : {};
    if (!body.access_token || !body.expires_in) {
      throw new ServiceUnavailableError('eBay', EBAY_UNAVAILABLE, {
        cause: 'client credentials answer without a token',
      });
    }
    return { accessToken: body.access_token, expiresAt: ebayTokenExpiresAt(at, body.expires_in) };
  }

  /**
   * The seller's eBay user id and name (Identity API getUser, identity-types.ts). Without them
   * the product could not honour eBay's account-deletion notification, so a failure here fails
   * the connection: the seller tries again.
   */
  async identify(accessToken: string): Promise<EbayIdentity> {
    const url = new URL(`${IDENTITY_BASE_PATH}/user/`, identityOriginOf(this.settings.apiOrigin));
    let response: Response;
    try {
      response = await this.fetcher(url, {
        headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
        signal: AbortSignal.timeout(10_000),
      });
    } catch (cause) {
      throw new ServiceUnavailableError('eBay', EBAY_UNAVAILABLE, { cause });
    }
    const body = (await response.json().catch(() => ({}))) as UserResponse;
    if (!response.ok || !body.userId || !body.username) {
      throw new ServiceUnavailableError('eBay', EBAY_UNAVAILABLE, {
        cause: `identity getUser ${response.status}${response.ok ? ' without userId or username' : ''}`,
      });
    }
    return { ebayUserId: body.userId, username: body.username };
  }

  private async token(
    form: Record<string, string>,
  ): Promise<{ kind: 'answered'; body: TokenBody } | { kind: 'refused'; error: string }> {
    const credentials = Buffer.from(`${this.settings.clientId}:${this.settings.clientSecret}`).toString(
      'base64',
    );
    let response: Response;
    try {
      response = await this.fetcher(new URL('/identity/v1/oauth2/token', this.settings.apiOrigin), {
        method: 'POST',
        headers: {
          authorization: `Basic ${credentials}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams(form),
        signal: AbortSignal.timeout(10_000),
      });
    } catch (cause) {
      throw new ServiceUnavailableError('eBay', EBAY_UNAVAILABLE, { cause });
    }
    const body = (await response.json().catch(() => ({}))) as TokenBody;
    if (response.ok) return { kind: 'answered', body };
    // eBay refuses the grant itself (code spent or expired, refresh token revoked): the seller
    // must connect again. Anything else (our credentials, eBay down) is not the seller's to fix.
    if (response.status === 400 && body.error === 'invalid_grant')
      return { kind: 'refused', error: body.error };
    throw new ServiceUnavailableError('eBay', EBAY_UNAVAILABLE, {
      cause: `token endpoint ${response.status} ${body.error ?? ''}`,
    });
  }
}

/**
 * Where the Identity API is: eBay serves it from `apiz.` hosts (its contract's servers:
 * https://apiz.ebay.com, https://apiz.sandbox.ebay.com), the other APIs from `api.`; any other
 * origin (the twin's stand-in) serves all of them.
 */
export function identityOriginOf(apiOrigin: string): string {
  const url = new URL(apiOrigin);
  if (url.hostname === 'api.ebay.com' || url.hostname === 'api.sandbox.ebay.com') {
    url.hostname = `apiz.${url.hostname.slice('api.'.length)}`;
  }
  return url.origin;
}
