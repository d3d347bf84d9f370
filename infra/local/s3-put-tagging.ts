import { mkdir } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** The parts of s3rver's store this uses (its FilesystemStore). */
export interface TaggingStore {
  getResourcePath(bucket: string, key: string, resource: string): string;
  putSubresource(bucket: string, key: string, resource: unknown): Promise<void>;
  deleteSubresource(bucket: string, key: string, type: 'tagging'): Promise<void>;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** `a=1&b=2` (the header's form, a URL query) as S3's `<Tagging>` document. */
function taggingXml(header: string): string {
  const tags = [...new URLSearchParams(header)]
    .map(([key, value]) => `<Tag><Key>${escapeXml(key)}</Key><Value>${escapeXml(value)}</Value></Tag>`)
    .join('');
  return `<Tagging><TagSet>${tags}</TagSet></Tagging>`;
}

const subresources = ['tagging', 'acl', 'uploadId', 'partNumber', 'retention', 'legal-hold'];

/**
 * S3 gives an object the tags of its PUT's `x-amz-tagging` header, and a PUT without one
 * replaces the object with an untagged one
 * (https://docs.aws.amazon.com/AmazonS3/latest/API/API_PutObject.html). s3rver reads tags
 * only from PutObjectTagging, so the twin applies the header itself: our presigned uploads
 * sign the `unattached` tag that expires a photo no listing takes (lambdas/lib/adapters/unattached-uploads.ts).
 */
export async function applyPutTagging(
  store: TaggingStore,
  put: { bucket: string; key: string },
  request: IncomingMessage,
): Promise<void> {
  // Only the object's own PUT, not one of its sub-resources'.
  const query = new URL(request.url ?? '/', 'http://localhost').searchParams;
  if (subresources.some((name) => query.has(name))) return;
  const header = request.headers['x-amz-tagging'];
  if (typeof header !== 'string') return store.deleteSubresource(put.bucket, put.key, 'tagging');
  const { TaggingConfiguration } = require('s3rver/lib/models/config');
  // Written before s3rver writes the object, whose folder may not exist yet.
  await mkdir(path.dirname(store.getResourcePath(put.bucket, put.key, 'tagging.xml')), { recursive: true });
  await store.putSubresource(put.bucket, put.key, TaggingConfiguration.validate(taggingXml(header)));
}
