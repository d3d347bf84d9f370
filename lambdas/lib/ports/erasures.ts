// Tombstones of erased accounts. API Gateway's JWT authorizer cannot know that a user was
// erased, so an access token issued before the erasure stays valid for up to its lifetime
// (one hour, domain/token-lifetimes.ts). Erasure writes a tombstone first; every request
// checks it at the caller boundary (caller.ts) and gets 401, so nothing can be read or
// written for an erased user in either home.

/** `erasing` while the erasure runs (its own retries may finish it), then `erased`. */
type ErasureState = 'erasing' | 'erased';

export interface Erasure {
  state: ErasureState;
  /** Epoch seconds after which no token issued before the erasure is still valid. */
  expiresAt: number;
}

export interface Erasures {
  /** The user's tombstone, if one is still in force (consistent read). */
  find(userId: string): Promise<Erasure | undefined>;
  /**
   * Writes the tombstone in state `erasing`, unless one is still in force (an expired one is
   * replaced); returns the tombstone in force.
   */
  begin(userId: string, expiresAt: number): Promise<Erasure>;
  /**
   * Sets the tombstone to `erased` until `expiresAt`: from now on even erasure retries get
   * 401, for as long as a token issued before the erasure can live.
   */
  complete(userId: string, expiresAt: number): Promise<void>;
}
