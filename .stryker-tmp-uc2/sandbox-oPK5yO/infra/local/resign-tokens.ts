// @ts-nocheck
import { decodeJwt, SignJWT } from 'jose';
import type { TwinSigningKey } from './twin-signing-key';

interface CognitoTokens {
  AccessToken: string;
  IdToken: string;
  RefreshToken: string;
}

interface TokenGenerator {
  generate(...args: unknown[]): Promise<CognitoTokens>;
}

async function resign(token: string, key: TwinSigningKey): Promise<string> {
  // The same claims (iss, iat, exp, sub, client_id...), signed with the twin's own key.
  return new SignJWT(decodeJwt(token))
    .setProtectedHeader({ alg: 'RS256', kid: key.kid })
    .sign(key.privateKey);
}

/**
 * cognito-local's token generator with every token it makes signed again with the twin's
 * key. The emulator itself never verifies a signature (it only decodes tokens), so it works
 * the same; the gateway accepts only this key.
 */
export function signingWith(key: TwinSigningKey, generator: TokenGenerator): TokenGenerator {
  return {
    async generate(...args) {
      const tokens = await generator.generate(...args);
      return {
        ...tokens,
        AccessToken: await resign(tokens.AccessToken, key),
        IdToken: await resign(tokens.IdToken, key),
        RefreshToken: await resign(tokens.RefreshToken, key),
      };
    },
  };
}
