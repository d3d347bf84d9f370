import { ebayTokenNeedsRefresh } from '#domain/ebay-connection.ts';

// The app's own Application access token (eBay's client-credentials grant,
// ebay-oauth-client.ts), for the calls that act for the app rather than a seller: getPublicKey
// and the Taxonomy API, whose reference pages say each call "requires an access token created
// with the client credentials grant flow" (docs/architecture/security.md#ebay-tokens). One token
// serves every call of the function's life until it nears its end, rather than one token
// request per eBay call; calls that arrive while a grant is under way wait for that grant.

export interface ApplicationTokenSource {
  applicationToken(): Promise<{ accessToken: string; expiresAt: number }>;
}

export class CachedApplicationToken {
  private token?: { accessToken: string; expiresAt: number };
  private pending?: Promise<{ accessToken: string; expiresAt: number }>;

  constructor(
    private readonly source: ApplicationTokenSource,
    private readonly now: () => number = Date.now,
  ) {}

  async accessToken(): Promise<string> {
    if (this.token && !ebayTokenNeedsRefresh(this.token.expiresAt, this.now())) {
      return this.token.accessToken;
    }
    this.pending ??= this.source.applicationToken().finally(() => {
      this.pending = undefined;
    });
    this.token = await this.pending;
    return this.token.accessToken;
  }
}
