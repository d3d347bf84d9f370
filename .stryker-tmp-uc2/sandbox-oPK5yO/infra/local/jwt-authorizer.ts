// @ts-nocheck
import {
  createLocalJWKSet,
  createRemoteJWKSet,
  decodeProtectedHeader,
  errors,
  jwtVerify,
  type JWK,
  type JWTPayload,
} from 'jose';

// The local stand-in for API Gateway's JWT authorizer
// (https://docs.aws.amazon.com/apigateway/latest/developerguide/http-api-jwt-authorizer.html):
// a `kid` that names a key of the issuer's JWKS and the signature by that key, `iss`,
// `exp`/`nbf`, an `iat` before now, and `aud` (id tokens) or `client_id` (access tokens)
// among the configured audiences. Which kind of token the API
// accepts is decided after it, in the handlers (lambdas/lib/runtime/caller.ts), the same in both homes.

export interface JwtAuthorizerOptions {
  issuer: string;
  audience: string[];
  /** The issuer's key set, fetched from its JWKS URL, or given: the only keys accepted. */
  keys: { jwksUrl: string } | { publicKeys: JWK[] };
}

export type AuthorizerResult =
  | { ok: true; claims: Record<string, string | number | boolean | string[]>; scopes: string[] }
  | { ok: false; reason: string };

export function createJwtAuthorizer(options: JwtAuthorizerOptions) {
  const jwks =
    'jwksUrl' in options.keys
      ? createRemoteJWKSet(new URL(options.keys.jwksUrl))
      : createLocalJWKSet({ keys: options.keys.publicKeys });

  return async function authorize(authorization: string | undefined): Promise<AuthorizerResult> {
    const token = authorization?.replace(/^Bearer\s+/i, '').trim();
    if (!token) return { ok: false, reason: 'missing token' };
    // jose would try the only key of a one-key JWKS for a token without `kid`; API
    // Gateway refuses such a token.
    if (!hasKid(token)) return { ok: false, reason: 'no kid' };
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, jwks, {
        issuer: options.issuer,
        algorithms: ['RS256'],
        requiredClaims: ['exp'],
      }));
    } catch (error) {
      return { ok: false, reason: error instanceof errors.JOSEError ? error.code : 'invalid token' };
    }
    // jose only checks that `iat` is a number; API Gateway wants it in the past.
    if (typeof payload.iat !== 'number' || payload.iat > Math.floor(Date.now() / 1000)) {
      return { ok: false, reason: 'iat not in the past' };
    }
    // API Gateway judges `client_id` only when `aud` is absent.
    const audiences = [payload.aud ?? payload.client_id].flat().filter((a) => typeof a === 'string');
    if (!audiences.some((a) => options.audience.includes(a))) {
      return { ok: false, reason: 'audience not allowed' };
    }
    return { ok: true, claims: apiGatewayClaims(payload), scopes: scopesOf(payload) };
  };
}

function hasKid(token: string): boolean {
  try {
    const { kid } = decodeProtectedHeader(token);
    return typeof kid === 'string' && kid !== '';
  } catch {
    return false;
  }
}

/** API Gateway hands claims to the Lambda as strings; arrays as `[a b]`. */
function apiGatewayClaims(payload: JWTPayload): Record<string, string> {
  return Object.fromEntries(
    Object.entries(payload).map(([name, value]) => [
      name,
      Array.isArray(value) ? `[${value.join(' ')}]` : String(value),
    ]),
  );
}

function scopesOf(payload: JWTPayload): string[] {
  return typeof payload.scope === 'string' ? payload.scope.split(' ').filter(Boolean) : [];
}
