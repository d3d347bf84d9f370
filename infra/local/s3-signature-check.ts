import { createHash, createHmac } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { SignatureV4 } from '@smithy/signature-v4';

// S3 serves a private object only to a request signed with the bucket owner's key: a photo's
// address without its signature, with a signature that does not match, or past its expiry is
// refused (docs/architecture/security.md#uploads). s3rver checks none of that for Signature
// V4 and serves anonymous requests, so the twin checks presigned requests itself, the way S3
// does: it signs the same request again and compares.

/** The query parameters a presigned URL's signer writes (the rest of the query is signed as is). */
const signerParameters = new Set([
  'X-Amz-Algorithm',
  'X-Amz-Credential',
  'X-Amz-Date',
  'X-Amz-Expires',
  'X-Amz-SignedHeaders',
  'X-Amz-Signature',
  'X-Amz-Content-Sha256',
]);

type SourceData = string | ArrayBuffer | ArrayBufferView;

const bytesOf = (data: SourceData): string | Uint8Array =>
  typeof data === 'string'
    ? data
    : ArrayBuffer.isView(data)
      ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength)
      : new Uint8Array(data);

/** SHA-256 (and its HMAC) for the signer, from node:crypto. */
class NodeSha256 {
  private readonly hash;
  constructor(secret?: SourceData) {
    this.hash = secret === undefined ? createHash('sha256') : createHmac('sha256', bytesOf(secret));
  }
  update(data: SourceData): void {
    this.hash.update(bytesOf(data));
  }
  digest(): Promise<Uint8Array> {
    return Promise.resolve(new Uint8Array(this.hash.digest()));
  }
}

/** `20261126T052405Z` as a date. */
function amzDate(text: string): Date | undefined {
  const parts = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(text);
  if (!parts) return undefined;
  const [, year, month, day, hour, minute, second] = parts;
  return new Date(`${year}-${month}-${day}T${hour}:${minute}:${second}Z`);
}

export type SignatureVerdict = 'valid' | 'unsigned' | 'expired' | 'mismatch';

/**
 * Whether a presigned request (`X-Amz-Algorithm` in its query) is signed with these credentials
 * and still within its expiry, or a request is signed in its Authorization header (the
 * functions' SDK calls, which s3rver checks against its one account).
 */
export async function presignedVerdict(
  request: Pick<IncomingMessage, 'method' | 'url' | 'headers'>,
  credentials: { accessKeyId: string; secretAccessKey: string },
  now = Date.now(),
): Promise<SignatureVerdict> {
  const url = new URL(request.url ?? '/', `http://${request.headers.host ?? 'localhost'}`);
  const query = url.searchParams;
  if (!query.has('X-Amz-Algorithm')) return request.headers.authorization ? 'valid' : 'unsigned';
  const [accessKeyId, , region, service] = (query.get('X-Amz-Credential') ?? '').split('/');
  const signingDate = amzDate(query.get('X-Amz-Date') ?? '');
  const expiresIn = Number(query.get('X-Amz-Expires'));
  if (accessKeyId !== credentials.accessKeyId || !region || !service || !signingDate) return 'mismatch';
  if (!Number.isInteger(expiresIn) || expiresIn <= 0) return 'mismatch';
  if (now > signingDate.getTime() + expiresIn * 1000) return 'expired';

  const signedHeaders = (query.get('X-Amz-SignedHeaders') ?? '').split(';').filter(Boolean);
  const headers: Record<string, string> = {};
  for (const name of signedHeaders) headers[name] = String(request.headers[name] ?? '');
  const contentSha = query.get('X-Amz-Content-Sha256');
  // The S3 presigner signs this as a header it then moves into the query, by this spelling.
  if (contentSha !== null) headers['X-Amz-Content-Sha256'] = contentSha;
  const rest: Record<string, string> = {};
  for (const [name, value] of query) if (!signerParameters.has(name)) rest[name] = value;

  const signer = new SignatureV4({ credentials, region, service, sha256: NodeSha256, uriEscapePath: false });
  const signed = await signer.presign(
    {
      method: request.method ?? 'GET',
      protocol: url.protocol,
      hostname: url.hostname,
      port: url.port ? Number(url.port) : undefined,
      path: url.pathname,
      query: rest,
      headers,
    },
    // Signed headers stay headers (an x-amz-tagging one included), as the presigner kept them.
    {
      signingDate,
      expiresIn,
      signableHeaders: new Set(signedHeaders),
      unhoistableHeaders: new Set(signedHeaders),
    },
  );
  return signed.query?.['X-Amz-Signature'] === query.get('X-Amz-Signature') ? 'valid' : 'mismatch';
}

const refusals: Record<Exclude<SignatureVerdict, 'valid'>, { code: string; message: string }> = {
  unsigned: { code: 'AccessDenied', message: 'Access Denied' },
  expired: { code: 'AccessDenied', message: 'Request has expired' },
  mismatch: {
    code: 'SignatureDoesNotMatch',
    message: 'The request signature we calculated does not match the signature you provided.',
  },
};

/**
 * An emulator interceptor that answers 403, as S3 does, to an object request that is not
 * signed with the bucket owner's key. CORS preflights carry no signature and pass.
 */
export function requireSignature(
  credentials: { accessKeyId: string; secretAccessKey: string },
  allowedOrigins: string[],
) {
  return async (request: IncomingMessage, response: ServerResponse): Promise<boolean> => {
    if (request.method === 'OPTIONS') return false;
    const verdict = await presignedVerdict(request, credentials);
    if (verdict === 'valid') return false;
    const { code, message } = refusals[verdict];
    request.resume();
    const origin = request.headers.origin;
    response.writeHead(403, {
      'content-type': 'application/xml',
      ...(origin && allowedOrigins.includes(origin) ? { 'access-control-allow-origin': origin } : {}),
    });
    response.end(
      `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`,
    );
    return true;
  };
}
