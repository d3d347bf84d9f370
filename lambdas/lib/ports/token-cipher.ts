/**
 * Seals a secret (a seller's eBay tokens) for storage, and opens it again: envelope encryption,
 * a fresh data key per value wrapped by a key the store never holds (KMS in the cloud, a key
 * from configuration locally; docs/architecture/security.md#ebay-tokens). `context` names whose
 * secret it is: a sealed value moved to another user's record does not open.
 */
export interface TokenCipher {
  seal(plaintext: string, context: Record<string, string>): Promise<string>;
  open(sealed: string, context: Record<string, string>): Promise<string>;
}
