import type { IncomingMessage, ServerResponse } from 'node:http';

// Amplify v6 refreshes tokens with GetTokensFromRefreshToken, which cognito-local does not
// implement; InitiateAuth with REFRESH_TOKEN_AUTH gives the same tokens (DESIGN.md
// section 9). This proxy sits in front of the emulator (Amplify's `userPoolEndpoint`
// points at it), maps that one call and passes every other call through untouched.

const targetPrefix = 'AWSCognitoIdentityProviderService.';

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

export function createCognitoProxy(emulatorUrl: string) {
  return async function proxy(request: IncomingMessage, response: ServerResponse, body: Buffer) {
    if (request.method === 'OPTIONS') {
      response.writeHead(204, {
        'access-control-allow-origin': '*',
        'access-control-allow-methods': 'POST, OPTIONS',
        'access-control-allow-headers': '*',
      });
      response.end();
      return;
    }
    let target = String(request.headers['x-amz-target'] ?? '');
    let payload = body.toString('utf8'); // Cognito's protocol is JSON text
    if (target === `${targetPrefix}GetTokensFromRefreshToken`) {
      const mapped = mapRefreshRequest(JSON.parse(payload || '{}') as RefreshRequest);
      target = mapped.target;
      payload = JSON.stringify(mapped.body);
    }
    const upstream = await fetch(emulatorUrl, {
      method: request.method ?? 'POST',
      headers: {
        'content-type': String(request.headers['content-type'] ?? 'application/x-amz-json-1.1'),
        'x-amz-target': target,
      },
      body: request.method === 'GET' ? undefined : payload,
    });
    const text = await upstream.text();
    response.writeHead(upstream.status, {
      'content-type': upstream.headers.get('content-type') ?? 'application/x-amz-json-1.1',
      'access-control-allow-origin': '*',
    });
    response.end(text);
  };
}
