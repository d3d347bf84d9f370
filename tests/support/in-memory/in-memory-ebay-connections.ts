import type {
  EbayConnections,
  OAuthStates,
  StoredEbayConnection,
} from '#lambdas/lib/ports/ebay-connections.ts';

/**
 * The eBay connections in memory, with the contract of DynamoEbayConnections: one per user, a
 * put replaces it, a renewal or a "needs reconnecting" never brings back a removed one, and
 * removing is idempotent.
 */
export class InMemoryEbayConnections implements EbayConnections {
  private readonly connections = new Map<string, StoredEbayConnection>();
  /** eBay user id -> the product's user, as the adapter's lookup items. */
  private readonly lookups = new Map<string, string>();

  async get(userId: string): Promise<StoredEbayConnection | undefined> {
    const connection = this.connections.get(userId);
    return connection && { ...connection };
  }

  async put(connection: StoredEbayConnection): Promise<void> {
    const before = this.connections.get(connection.userId);
    if (connection.ebayUserId !== undefined) this.lookups.set(connection.ebayUserId, connection.userId);
    this.connections.set(connection.userId, { ...connection });
    if (before?.ebayUserId !== undefined && before.ebayUserId !== connection.ebayUserId) {
      this.removeLookup(before.ebayUserId, connection.userId);
    }
  }

  async renewAccess(userId: string, sealedAccessToken: string, accessExpiresAt: number): Promise<void> {
    const connection = this.connections.get(userId);
    if (connection) this.connections.set(userId, { ...connection, sealedAccessToken, accessExpiresAt });
  }

  async markNeedsReconnect(userId: string): Promise<void> {
    const connection = this.connections.get(userId);
    if (connection) this.connections.set(userId, { ...connection, status: 'needsReconnect' });
  }

  async remove(userId: string): Promise<void> {
    const connection = this.connections.get(userId);
    this.connections.delete(userId);
    if (connection?.ebayUserId !== undefined) this.removeLookup(connection.ebayUserId, userId);
  }

  async removeByEbayUser(ebayUserId: string): Promise<boolean> {
    const userId = this.lookups.get(ebayUserId);
    if (userId === undefined) return false;
    const held = this.connections.get(userId)?.ebayUserId === ebayUserId;
    if (held) this.connections.delete(userId);
    this.removeLookup(ebayUserId, userId);
    return held;
  }

  /** Whether the lookup for this eBay user is there (what a test reads of the table). */
  hasLookup(ebayUserId: string): boolean {
    return this.lookups.has(ebayUserId);
  }

  private removeLookup(ebayUserId: string, userId: string): void {
    if (this.lookups.get(ebayUserId) === userId) this.lookups.delete(ebayUserId);
  }
}

/** The OAuth states in memory, with the contract of DynamoOAuthStates: each consumed once. */
export class InMemoryOAuthStates implements OAuthStates {
  private readonly states = new Map<string, { userId: string; expiresAt: number }>();

  async create(state: string, userId: string, expiresAt: number): Promise<void> {
    if (this.states.has(state)) throw new Error('state exists');
    this.states.set(state, { userId, expiresAt });
  }

  async consume(state: string, userId: string, nowSeconds: number): Promise<boolean> {
    const held = this.states.get(state);
    if (!held || held.userId !== userId || held.expiresAt <= nowSeconds) return false;
    this.states.delete(state);
    return true;
  }
}
