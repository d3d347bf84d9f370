import { ebayTokenNeedsRefresh } from '#domain/ebay-connection.ts';
import type { EbayAccess } from '../../ports/ebay-access';
import { EbayNotConnectedError, EbayReconnectNeededError } from '../../ports/ebay-access';
import type { EbayApp } from '../../ports/ebay-app';
import type { EbayConnections, StoredEbayConnection } from '../../ports/ebay-connections';
import type { TokenCipher } from '../../ports/token-cipher';
import { countOperationalMetric } from '../../runtime/count-operational-metric';
import { operationalMetrics } from '../../runtime/operational-metrics';

// A seller's live eBay access token from their stored connection
// (docs/architecture/security.md#ebay-tokens): opened with the token cipher, renewed with the
// refresh grant when it is near expiry, the renewed one sealed and stored. A refresh eBay
// refuses (revoked, expired) marks the connection "needs reconnecting": from then on every use
// says so at once, without asking eBay again, until the seller connects again.
// A connection made before Connect eBay asked Identity has no eBay user id, so eBay's
// account-deletion notification could not find it: the first use of its token asks Identity
// once and keeps the id with its lookup.

/** The cipher context of each sealed token: whose it is and which one. */
export const tokenContext = (userId: string, purpose: 'ebay-access' | 'ebay-refresh') => ({
  userId,
  purpose,
});

export class SealedEbayAccess implements EbayAccess {
  constructor(
    private readonly connections: EbayConnections,
    private readonly cipher: TokenCipher,
    private readonly app: Pick<EbayApp, 'refresh' | 'identify'>,
    private readonly now: () => number = Date.now,
  ) {}

  async accessTokenFor(userId: string): Promise<string> {
    const connection = await this.connections.get(userId);
    if (!connection) throw new EbayNotConnectedError();
    if (connection.status === 'needsReconnect') throw new EbayReconnectNeededError();
    const accessToken = await this.liveToken(connection);
    if (connection.ebayUserId === undefined) await this.identify(connection, accessToken);
    return accessToken;
  }

  private async liveToken(connection: StoredEbayConnection): Promise<string> {
    const { userId } = connection;
    const now = this.now();
    if (!ebayTokenNeedsRefresh(connection.accessExpiresAt, now)) {
      return this.cipher.open(connection.sealedAccessToken, tokenContext(userId, 'ebay-access'));
    }
    // A refresh token past its life would only be refused: no need to ask eBay.
    if (connection.refreshExpiresAt <= now) return this.needsReconnect(userId);
    const refreshToken = await this.cipher.open(
      connection.sealedRefreshToken,
      tokenContext(userId, 'ebay-refresh'),
    );
    const answer = await this.app.refresh(refreshToken).catch((error: unknown) => {
      // Not the seller's to fix (eBay down, the app's credentials): the operator's alarm.
      countOperationalMetric(operationalMetrics.ebayTokenRefreshFailures);
      throw error;
    });
    if (answer.kind === 'refused') return this.needsReconnect(userId);
    const sealed = await this.cipher.seal(answer.accessToken, tokenContext(userId, 'ebay-access'));
    await this.connections.renewAccess(userId, sealed, answer.accessExpiresAt);
    return answer.accessToken;
  }

  /**
   * Keeps the seller's eBay user id and name on a connection that lacks them. Identity not
   * answering costs the seller nothing: their call goes on, and the next use asks again.
   */
  private async identify(connection: StoredEbayConnection, accessToken: string): Promise<void> {
    let identity;
    try {
      identity = await this.app.identify(accessToken);
    } catch {
      return;
    }
    // Read again just before writing: only the same consent, still there, gets the id (a
    // disconnect or a new consent meanwhile is left as it is).
    const current = await this.connections.get(connection.userId);
    if (!current || current.sealedRefreshToken !== connection.sealedRefreshToken) return;
    await this.connections.put({ ...current, ebayUserId: identity.ebayUserId, ebayUser: identity.username });
  }

  private async needsReconnect(userId: string): Promise<never> {
    await this.connections.markNeedsReconnect(userId);
    // One is the seller's own doing (a revoked consent); many at once is eBay's or ours.
    countOperationalMetric(operationalMetrics.ebayConnectionsNeedReconnect);
    throw new EbayReconnectNeededError();
  }
}
