import { createRequire } from 'node:module';

// cognito-local 5.3 has no ResendConfirmationCode, which the code form's Resend code calls
// (Amplify's resendSignUpCode). This adds it on the emulator's own user records, as Cognito
// does it: an unconfirmed user gets a new code, which replaces the one stored by SignUp and
// is delivered like it (so it lands in the local outbox); anyone else gets Cognito's errors.

const require = createRequire(import.meta.url);

/** Cognito throttles resends per user; this many in `resendWindowMs` and the next is refused. */
export const maxResendsPerWindow = 5;
const resendWindowMs = 60 * 60 * 1000;

interface EmulatorUser {
  Username: string;
  UserStatus: string;
  Attributes: Array<{ Name: string; Value?: string }>;
  ConfirmationCode?: string;
  [key: string]: unknown;
}

interface EmulatorPool {
  options: { Id: string };
  getUserByUsername(ctx: unknown, username: string): Promise<EmulatorUser | null>;
  saveUser(ctx: unknown, user: EmulatorUser): Promise<void>;
}

export interface ResendServices {
  cognito: { getUserPoolForClientId(ctx: unknown, clientId: string): Promise<EmulatorPool> };
  messages: {
    deliver(
      ctx: unknown,
      source: string,
      clientId: string,
      userPoolId: string,
      user: EmulatorUser,
      code: string,
      clientMetadata: unknown,
      deliveryDetails: { AttributeName: string; DeliveryMedium: string; Destination: string },
    ): Promise<void>;
  };
  otp: () => string;
  clock: { get(): Date };
}

interface ResendRequest {
  ClientId?: string;
  Username?: string;
  ClientMetadata?: Record<string, string>;
}

export function resendConfirmationCode(services: ResendServices) {
  const { InvalidParameterError, UserNotFoundError, CognitoError } = require('cognito-local/lib/errors');
  /** Resend times per pool and user; the emulator's restart forgets them, as a throttle may. */
  const recentResends = new Map<string, number[]>();

  function throttle(key: string, now: number) {
    const recent = (recentResends.get(key) ?? []).filter((at) => now - at < resendWindowMs);
    if (recent.length >= maxResendsPerWindow) {
      throw new CognitoError('LimitExceededException', 'Attempt limit exceeded, please try after some time.');
    }
    recentResends.set(key, [...recent, now]);
  }

  return async (ctx: unknown, request: ResendRequest) => {
    if (!request.ClientId || !request.Username) {
      throw new InvalidParameterError('ClientId and Username are required.');
    }
    const pool = await services.cognito.getUserPoolForClientId(ctx, request.ClientId);
    const user = await pool.getUserByUsername(ctx, request.Username);
    if (!user) throw new UserNotFoundError('Username/client id combination not found.');
    if (user.UserStatus !== 'UNCONFIRMED') throw new InvalidParameterError('User is already confirmed.');
    const email = user.Attributes.find((attribute) => attribute.Name === 'email')?.Value;
    if (!email) throw new InvalidParameterError('User has no email address to send a code to.');

    throttle(`${pool.options.Id}/${user.Username}`, services.clock.get().getTime());
    const deliveryDetails = { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: email };
    const code = services.otp();
    await services.messages.deliver(
      ctx,
      'ResendCode',
      request.ClientId,
      pool.options.Id,
      user,
      code,
      request.ClientMetadata,
      deliveryDetails,
    );
    await pool.saveUser(ctx, { ...user, ConfirmationCode: code, UserLastModifiedDate: services.clock.get() });
    return { CodeDeliveryDetails: deliveryDetails };
  };
}
