import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

// The twin's API answers compressed, as CloudFront compresses them in the cloud
// (infra/constructs/site.ts, the /api/* behaviour): brotli or gzip, whichever the browser
// accepts (brotli first), for text bodies of at least 1,000 bytes. CloudFront's own floor
// (https://docs.aws.amazon.com/AmazonCloudFront/latest/DeveloperGuide/ServingCompressedFiles.html):
// smaller bodies gain nothing from it.

/** CloudFront compresses objects from 1,000 bytes. */
const minimumCompressedBytes = 1000;

const compressible = /^(application\/(json|javascript|xml)|text\/|image\/svg\+xml)/i;

/** The encodings the request accepts (those not refused with q=0), lower case. */
function acceptedEncodings(acceptEncoding: string | undefined): Set<string> {
  return new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.split(';'))
      .filter(([, q]) => !q || !/^\s*q=0(\.0*)?\s*$/.test(q))
      .map(([name]) => (name ?? '').trim().toLowerCase())
      .filter(Boolean),
  );
}

/**
 * The body as it should be sent, and its `content-encoding` when it was compressed. Brotli at
 * a middle quality: answers are made per request, so speed counts as much as size.
 */
export function compressAnswer(
  body: Buffer,
  contentType: string | undefined,
  acceptEncoding: string | undefined,
): { body: Buffer; encoding?: 'br' | 'gzip' } {
  if (body.length < minimumCompressedBytes || !compressible.test(contentType ?? '')) return { body };
  const accepted = acceptedEncodings(acceptEncoding);
  if (accepted.has('br')) {
    const params = { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length };
    return { body: brotliCompressSync(body, { params }), encoding: 'br' };
  }
  if (accepted.has('gzip')) return { body: gzipSync(body, { level: 6 }), encoding: 'gzip' };
  return { body };
}
