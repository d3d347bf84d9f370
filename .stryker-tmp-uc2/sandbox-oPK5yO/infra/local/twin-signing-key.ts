// @ts-nocheck
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';

// The key the twin's Cognito signs tokens with, made once per install and kept in the data
// folder (owner-only, like all of it): cognito-local signs with a private key shipped inside
// its npm package, with which anyone could forge a token the twin would accept.

export interface TwinSigningKey {
  kid: string;
  privateKey: CryptoKey;
  /** The public half, the only key the gateway's authorizer accepts. */
  publicJwk: JWK;
}

const fileName = 'token-signing-key.json';

export async function loadOrCreateSigningKey(dataDir: string): Promise<TwinSigningKey> {
  const file = path.join(dataDir, fileName);
  if (!existsSync(file)) {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true, modulusLength: 2048 });
    const jwk = { ...(await exportJWK(privateKey)), kid: `twin-${randomUUID()}`, alg: 'RS256', use: 'sig' };
    writeFileSync(file, JSON.stringify(jwk), { mode: 0o600, flag: 'wx' });
  }
  const jwk = JSON.parse(readFileSync(file, 'utf8')) as JWK & { kid: string };
  const { kty, n, e, kid, alg, use } = jwk;
  return {
    kid,
    privateKey: (await importJWK(jwk, 'RS256')) as CryptoKey,
    publicJwk: { kty, n, e, kid, alg, use },
  };
}
