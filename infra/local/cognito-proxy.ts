import type { IncomingMessage, ServerResponse } from 'node:http';

// The browser's door to the Cognito emulator (Amplify's `userPoolEndpoint` points here).
//
// - It passes only the public actions, those real Cognito serves to a caller without AWS
//   credentials (authenticated by a password, a code or the user's own token), that the
//   web app's Amplify calls use. Every other action (the Admin* family, ListUsers, pool and
//   client management...) is answered as Cognito answers a caller with no IAM credentials:
//   the emulator checks no signatures, so without this any page could reset any password.
// - Amplify v6 refreshes tokens with GetTokensFromRefreshToken, which cognito-local does not
//   implement; InitiateAuth with REFRESH_TOKEN_AUTH gives the same tokens (
//   docs/design.md#known-facts-about-the-parts), so that one call is mapped.
// - No CORS: the site calls it on its own origin, and no other origin has any business here.

const targetPrefix = 'AWSCognitoIdentityProviderService.';

/** Public (unsigned) Cognito actions that Amplify's auth calls of the web app use. */
const publicActions = new Set([
  'InitiateAuth',
  'RespondToAuthChallenge',
  'SignUp',
  'ConfirmSignUp',
  'ResendConfirmationCode',
  'ForgotPassword',
  'ConfirmForgotPassword',
  'GetUser',
  'ChangePassword',
  'DeleteUser',
  'GlobalSignOut',
  'RevokeToken',
  'GetTokensFromRefreshToken',
]);

interface RefreshRequest {
  ClientId?: string;
  RefreshToken?: string;
  ClientMetadata?: Record<string, string>;
}

export function mapRefreshRequest(body: RefreshRequest) {
  return {
    target: `${targetPrefix}InitiateAuth`,
    body: {
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: body.ClientId,
      AuthParameters: { REFRESH_TOKEN: body.RefreshToken },
      ClientMetadata: body.ClientMetadata,
    },
  };
}

/** Cognito's own error shape (`__type`), which Amplify reads. */
function sendCognitoError(response: ServerResponse, status: number, type: string, message: string) {
  response.writeHead(status, { 'content-type': 'application/x-amz-json-1.1' });
  response.end(JSON.stringify({ __type: type, message }));
}

function parseObject(payload: string): Record<string, unknown> | undefined {
  try {
    const parsed: unknown = JSON.parse(payload);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * `verifyAccessToken` judges the access token of the actions that carry one (GetUser,
 * ChangePassword, DeleteUser, GlobalSignOut): the emulator only decodes it, so without this
 * any token naming a user (signed with any key) would act as that user.
 */
export function createCognitoProxy(
  emulatorUrl: string,
  verifyAccessToken: (token: string) => Promise<boolean>,
) {
  return async function proxy(request: IncomingMessage, response: ServerResponse, body: Buffer) {
    if (request.method !== 'POST') {
      return sendCognitoError(response, 405, 'MethodNotAllowedException', 'Only POST is accepted.');
    }
    const target = String(request.headers['x-amz-target'] ?? '');
    const action = target.startsWith(targetPrefix) ? target.slice(targetPrefix.length) : '';
    if (!publicActions.has(action)) {
      // What Cognito answers an unsigned call of an IAM-authorised action
      // (https://docs.aws.amazon.com/cognito-user-identity-pools/latest/APIReference/CommonErrors.html).
      return sendCognitoError(
        response,
        403,
        'MissingAuthenticationTokenException',
        'Missing Authentication Token',
      );
    }
    const payload = body.toString('utf8'); // Cognito's protocol is JSON text
    const parsed = parseObject(payload);
    if (!parsed) {
      return sendCognitoError(
        response,
        400,
        'SerializationException',
        'The request body is not a JSON object.',
      );
    }
    if (typeof parsed.AccessToken === 'string' && !(await verifyAccessToken(parsed.AccessToken))) {
      return sendCognitoError(response, 400, 'NotAuthorizedException', 'Invalid Access Token');
    }
    const forwarded = { target, payload };
    if (action === 'GetTokensFromRefreshToken') {
      const mapped = mapRefreshRequest(parsed as RefreshRequest);
      Object.assign(forwarded, { target: mapped.target, payload: JSON.stringify(mapped.body) });
    }
    const upstream = await fetch(emulatorUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': forwarded.target },
      body: forwarded.payload,
    });
    const text = await upstream.text();
    response.writeHead(upstream.status, {
      'content-type': upstream.headers.get('content-type') ?? 'application/x-amz-json-1.1',
    });
    response.end(text);
  };
}
