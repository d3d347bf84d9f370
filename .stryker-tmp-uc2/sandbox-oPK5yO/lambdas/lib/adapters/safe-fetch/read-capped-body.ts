// @ts-nocheck
import { SafeFetchError } from './safe-fetch-error';

// A response body, counting bytes as they arrive and stopping at the cap: undici's
// `maxResponseSize` is unlimited by default, and a declared Content-Length can lie or be
// absent (chunked), so only counting while streaming protects memory.

type ResponseBody = AsyncIterable<Uint8Array> & { destroy(error?: Error): unknown };

/** The body's chunks, failing once more than `maxBytes` have arrived. */
export async function* cappedChunks(body: ResponseBody, maxBytes: number): AsyncGenerator<Uint8Array> {
  let total = 0;
  for await (const chunk of body) {
    total += chunk.byteLength;
    if (total > maxBytes) {
      body.destroy();
      throw new SafeFetchError('too_large', 'The page is too large to preview.');
    }
    yield chunk;
  }
}

/** The whole body, up to the cap. */
export async function readCappedBody(body: ResponseBody, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of cappedChunks(body, maxBytes)) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}
