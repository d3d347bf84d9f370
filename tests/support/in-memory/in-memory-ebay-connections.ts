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

  async get(userId: string): Promise<StoredEbayConnection | undefined> {
    const connection = this.connections.get(userId);
    return connection && { ...connection };
  }

  async put(connection: StoredEbayConnection): Promise<void> {
    this.connections.set(connection.userId, { ...connection });
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
    this.connections.delete(userId);
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
