import { createHash, createHmac } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { SignatureV4 } from '@smithy/signature-v4';

// S3 serves a private object only to a request signed with the bucket owner's key: a photo's
// address without its signature, with a signature that does not match, or past its expiry is
// refused (docs/architecture/security.md#uploads). s3rver checks none of that for Signature
// V4 (a request with any Authorization header passes) and serves anonymous requests, so the
// twin checks both kinds of signed request itself, the way S3 does: it signs the same request
// again with the twin's credentials and compares.

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

export type SignatureVerdict = 'valid' | 'unsigned' | 'expired' | 'mismatch' | 'unknown-key' | 'skewed';

type Credentials = { accessKeyId: string; secretAccessKey: string };
type SignedRequest = Pick<IncomingMessage, 'method' | 'url' | 'headers'>;

/** How far a header-signed request's x-amz-date may be from now: S3's 15 minutes. */
export const allowedClockSkewMs = 15 * 60 * 1000;

const signerFor = (credentials: Credentials, region: string, service: string) =>
  new SignatureV4({
    credentials,
    region,
    service,
    sha256: NodeSha256,
    uriEscapePath: false,
    applyChecksum: false,
  });

/**
 * Whether a request is signed with these credentials, as S3 checks it: a presigned one
 * (`X-Amz-Algorithm` in its query) within its expiry, or one signed in its Authorization header
 * (the functions' SDK calls) with a known access key and an x-amz-date within 15 minutes.
 */
export async function signatureVerdict(
  request: SignedRequest,
  credentials: Credentials,
  now = Date.now(),
): Promise<SignatureVerdict> {
  const url = new URL(request.url ?? '/', `http://${request.headers.host ?? 'localhost'}`);
  if (url.searchParams.has('X-Amz-Algorithm')) return presignedVerdict(request, url, credentials, now);
  const authorization = request.headers.authorization;
  return authorization ? headerSignedVerdict(request, url, authorization, credentials, now) : 'unsigned';
}

/** `AWS4-HMAC-SHA256 Credential=KEY/DATE/REGION/SERVICE/aws4_request, SignedHeaders=a;b, Signature=hex`. */
const authorizationPattern =
  /^AWS4-HMAC-SHA256 Credential=([^/,\s]+)\/(\d{8})\/([^/,\s]+)\/([^/,\s]+)\/aws4_request,\s*SignedHeaders=([a-z0-9;-]+),\s*Signature=([0-9a-f]{64})$/;

/** The values of the headers a signature covers, by their signed names. */
function signedHeaderValues(
  request: SignedRequest,
  signedHeaders: readonly string[],
): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of signedHeaders) headers[name] = String(request.headers[name] ?? '');
  return headers;
}

/** The request as the signer sees it, to sign again and compare (header-signed or presigned). */
function requestToSign(
  request: SignedRequest,
  url: URL,
  query: Record<string, string | string[]>,
  headers: Record<string, string>,
) {
  return {
    method: request.method ?? 'GET',
    protocol: url.protocol,
    hostname: url.hostname,
    port: url.port ? Number(url.port) : undefined,
    path: url.pathname,
    query,
    headers,
  };
}

/** The query as the signer takes it: every value of a repeated name. */
function queryOf(
  params: URLSearchParams,
  skip: (name: string) => boolean,
): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const name of new Set(params.keys())) {
    if (skip(name)) continue;
    const values = params.getAll(name);
    query[name] = values.length === 1 ? (values[0] ?? '') : values;
  }
  return query;
}

async function headerSignedVerdict(
  request: SignedRequest,
  url: URL,
  authorization: string,
  credentials: Credentials,
  now: number,
): Promise<SignatureVerdict> {
  const parts = authorizationPattern.exec(authorization);
  if (!parts) return 'mismatch';
  const [, accessKeyId, scopeDay, region = '', service = '', signedHeaderList = '', signature] = parts;
  if (accessKeyId !== credentials.accessKeyId) return 'unknown-key';
  const signedHeaders = signedHeaderList.split(';');
  const signingDate = amzDate(String(request.headers['x-amz-date'] ?? ''));
  if (!signingDate || !signedHeaders.includes('host') || !signedHeaders.includes('x-amz-date'))
    return 'mismatch';
  if (Math.abs(now - signingDate.getTime()) > allowedClockSkewMs) return 'skewed';
  if (!String(request.headers['x-amz-date']).startsWith(scopeDay ?? '')) return 'mismatch';

  const signed = await signerFor(credentials, region, service).sign(
    requestToSign(
      request,
      url,
      queryOf(url.searchParams, () => false),
      signedHeaderValues(request, signedHeaders),
    ),
    { signingDate, signableHeaders: new Set(signedHeaders) },
  );
  const expected = authorizationPattern.exec(String(signed.headers.authorization ?? ''));
  return expected?.[5] === signedHeaderList && expected[6] === signature ? 'valid' : 'mismatch';
}

async function presignedVerdict(
  request: SignedRequest,
  url: URL,
  credentials: Credentials,
  now: number,
): Promise<SignatureVerdict> {
  const query = url.searchParams;
  const [accessKeyId, , region, service] = (query.get('X-Amz-Credential') ?? '').split('/');
  const signingDate = amzDate(query.get('X-Amz-Date') ?? '');
  const expiresIn = Number(query.get('X-Amz-Expires'));
  if (accessKeyId !== credentials.accessKeyId || !region || !service || !signingDate) return 'mismatch';
  if (!Number.isInteger(expiresIn) || expiresIn <= 0) return 'mismatch';
  if (now > signingDate.getTime() + expiresIn * 1000) return 'expired';

  const signedHeaders = (query.get('X-Amz-SignedHeaders') ?? '').split(';').filter(Boolean);
  const headers = signedHeaderValues(request, signedHeaders);
  const contentSha = query.get('X-Amz-Content-Sha256');
  // The S3 presigner signs this as a header it then moves into the query, by this spelling.
  if (contentSha !== null) headers['X-Amz-Content-Sha256'] = contentSha;
  const rest = queryOf(query, (name) => signerParameters.has(name));

  const signed = await signerFor(credentials, region, service).presign(
    requestToSign(request, url, rest, headers),
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
  'unknown-key': {
    code: 'InvalidAccessKeyId',
    message: 'The AWS Access Key Id you provided does not exist in our records.',
  },
  skewed: {
    code: 'RequestTimeTooSkewed',
    message: 'The difference between the request time and the current time is too large.',
  },
};

/**
 * An emulator interceptor that answers 403, as S3 does, to an object request that is not
 * signed with the bucket owner's key. CORS preflights carry no signature and pass.
 */
export function requireSignature(credentials: Credentials, allowedOrigins: string[]) {
  return async (request: IncomingMessage, response: ServerResponse): Promise<boolean> => {
    if (request.method === 'OPTIONS') return false;
    const verdict = await signatureVerdict(request, credentials);
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
