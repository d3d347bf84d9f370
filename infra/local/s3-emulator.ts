import { mkdirSync } from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { allowedHosts, guardEmulator } from './request-guard';
import { applyPutTagging } from './s3-put-tagging';
import { requireSignature } from './s3-signature-check';

const require = createRequire(import.meta.url);

export interface S3Emulator {
  url: string;
  stop(): Promise<void>;
}

/** The credentials s3rver insists on (docs/design.md#known-facts-about-the-parts). */
export const s3rverCredentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

function corsXml(origins: string[]): string {
  const allowed = origins.map((o) => `<AllowedOrigin>${o}</AllowedOrigin>`).join('');
  return `<CORSConfiguration><CORSRule>${allowed}
<AllowedMethod>PUT</AllowedMethod><AllowedMethod>GET</AllowedMethod><AllowedMethod>HEAD</AllowedMethod>
<AllowedHeader>*</AllowedHeader><ExposeHeader>ETag</ExposeHeader><MaxAgeSeconds>3000</MaxAgeSeconds>
</CORSRule></CORSConfiguration>`;
}

/**
 * S3 refuses a PUT carrying `If-None-Match: *` when the key already exists
 * (https://docs.aws.amazon.com/AmazonS3/latest/userguide/conditional-writes.html); s3rver
 * ignores the header. Our presigned uploads sign it, so that a photo checked when its
 * listing was created cannot be replaced through the same URL: the twin must refuse too.
 */
function refuseOverwrite(
  allowedOrigins: string[],
  exists: (bucket: string, key: string) => Promise<boolean>,
) {
  return async (request: IncomingMessage, response: ServerResponse): Promise<boolean> => {
    if (request.headers['if-none-match'] !== '*') return false;
    const put = objectPutOf(request);
    if (!put || !(await exists(put.bucket, put.key))) return false;
    request.resume();
    request.once('end', () => {
      const origin = request.headers.origin;
      response.writeHead(412, {
        'content-type': 'application/xml',
        ...(origin && allowedOrigins.includes(origin) ? { 'access-control-allow-origin': origin } : {}),
      });
      response.end(
        '<?xml version="1.0" encoding="UTF-8"?><Error><Code>PreconditionFailed</Code>' +
          '<Message>At least one of the pre-conditions you specified did not hold</Message>' +
          '<Condition>If-None-Match</Condition></Error>',
      );
    });
    return true;
  };
}

/** The bucket and key of a plain object PUT (not a multipart part), if the request is one. */
function objectPutOf(request: IncomingMessage): { bucket: string; key: string } | undefined {
  if (request.method !== 'PUT') return undefined;
  const url = new URL(request.url ?? '/', 'http://localhost');
  if (url.searchParams.has('uploadId')) return undefined;
  const [, bucket = '', ...rest] = url.pathname.split('/');
  const key = decodeURIComponent(rest.join('/'));
  return bucket && key ? { bucket, key } : undefined;
}

/**
 * S3 stores an object only once its whole body has arrived: a PUT whose connection drops
 * halfway leaves nothing. s3rver streams the body straight into the object's file and keeps
 * the part it got (with no metadata), so the twin deletes what an interrupted PUT left.
 */
function forgetInterruptedPut(deleteObject: (bucket: string, key: string) => Promise<unknown>) {
  return (request: IncomingMessage) => {
    const put = objectPutOf(request);
    if (!put || request.headers['x-amz-copy-source']) return;
    request.once('close', () => {
      if (!request.complete) void deleteObject(put.bucket, put.key).catch(() => {});
    });
  };
}

/**
 * s3rver with its files on disk. The bucket and its CORS rule (the site's origin only) are
 * applied at every start, so this is the idempotent provisioning of the bucket too.
 */
export async function startS3Emulator(options: {
  dataDir: string;
  port: number;
  bucket: string;
  allowedOrigins: string[];
}): Promise<S3Emulator> {
  const S3rver = require('s3rver');
  mkdirSync(options.dataDir, { recursive: true });
  const server = new S3rver({
    address: '127.0.0.1',
    port: options.port,
    directory: options.dataDir,
    silent: true,
    configureBuckets: [{ name: options.bucket, configs: [corsXml(options.allowedOrigins)] }],
  });
  await server.run();
  guardEmulator(server.httpServer as Server, {
    hosts: allowedHosts(options.port),
    browserOrigins: new Set(options.allowedOrigins),
    intercept: async (request, response) => {
      if (await requireSignature(s3rverCredentials, options.allowedOrigins)(request, response)) return true;
      const exists = (bucket: string, key: string) => server.store.existsObject(bucket, key);
      if (await refuseOverwrite(options.allowedOrigins, exists)(request, response)) return true;
      // Only a PUT that s3rver takes: a refused overwrite must never delete what is there.
      forgetInterruptedPut((bucket, key) => server.store.deleteObject(bucket, key))(request);
      const put = objectPutOf(request);
      if (put && !request.headers['x-amz-copy-source']) await applyPutTagging(server.store, put, request);
      return false;
    },
  });
  return {
    url: `http://localhost:${options.port}`,
    // Open keep-alive sockets would hold the close (and the port) until they idle out.
    stop: async () => {
      (server.httpServer as Server).closeAllConnections();
      await server.close();
    },
  };
}
