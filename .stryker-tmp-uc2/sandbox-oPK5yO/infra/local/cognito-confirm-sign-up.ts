// @ts-nocheck
import { createRequire } from 'node:module';

// ConfirmSignUp of a user who is confirmed already (an email link followed twice): Cognito
// answers NotAuthorizedException "User cannot be confirmed. Current status is CONFIRMED",
// which the auth screen tells apart (docs/product.md#auth-screen-auth); cognito-local answers
// ExpiredCodeException, as for a code that no longer exists. Everything else is the emulator's own.

const require = createRequire(import.meta.url);

type Route = (ctx: unknown, request: Record<string, string>) => Promise<unknown>;

interface PoolLike {
  getUserByUsername(ctx: unknown, username: string): Promise<{ UserStatus?: string } | null>;
}

export function confirmSignUpAsCognito(
  cognito: { getUserPoolForClientId(ctx: unknown, clientId: string): Promise<PoolLike> },
  emulatorConfirmSignUp: Route,
): Route {
  const { CognitoError } = require('cognito-local/lib/errors');
  return async (ctx, request) => {
    if (request.ClientId && request.Username) {
      const pool = await cognito.getUserPoolForClientId(ctx, request.ClientId);
      const user = await pool.getUserByUsername(ctx, request.Username);
      if (user?.UserStatus === 'CONFIRMED') {
        throw new CognitoError(
          'NotAuthorizedException',
          'User cannot be confirmed. Current status is CONFIRMED',
        );
      }
    }
    return emulatorConfirmSignUp(ctx, request);
  };
}
