import { SafeFetchError } from './safe-fetch-error';

/**
 * Reads a response body, counting bytes as they arrive and stopping at the cap: undici's
 * `maxResponseSize` is unlimited by default, and a declared Content-Length can lie or be
 * absent (chunked), so only counting while streaming protects memory.
 */
export async function readCappedBody(
  body: AsyncIterable<Uint8Array> & { destroy(error?: Error): unknown },
  maxBytes: number,
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of body) {
    total += chunk.byteLength;
    if (total > maxBytes) {
      body.destroy();
      throw new SafeFetchError('too_large', 'The page is too large to preview.');
    }
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks, total);
}
