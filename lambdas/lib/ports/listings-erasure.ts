/** Account erasure (docs/architecture/backend.md#account-erasure): every item of one user goes. */
export interface ListingsErasure {
  /** Removes every item of the user (listings and guards); returns how many. */
  removeAllOf(userId: string): Promise<number>;
}
