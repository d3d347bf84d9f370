import { unauthorized } from './api-error';
import type { HttpEvent } from './http';

export interface Caller {
  /** The token's `sub`: the only user id the API ever trusts (DESIGN.md section 3). */
  userId: string;
  /** Cognito username, needed for admin calls such as deleting the user. */
  username: string;
}

/**
 * The signed-in caller, from the claims the JWT authorizer verified (API Gateway in the
 * cloud, the local gateway at home). The API takes access tokens only: an id token has
 * been verified too, but is refused here, the same way in both homes.
 */
export function callerFrom(event: HttpEvent): Caller {
  const claims = event.requestContext.authorizer?.jwt?.claims;
  const sub = claims?.sub;
  if (typeof sub !== 'string' || sub === '') throw unauthorized();
  if (claims?.token_use !== 'access') throw unauthorized('An access token is required.');
  const username = typeof claims.username === 'string' ? claims.username : sub;
  return { userId: sub, username };
}
