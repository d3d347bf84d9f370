// @ts-nocheck
import { isKeyOwnedBy } from '#domain/upload-rules.ts';
import { badRequest } from '../lib/runtime/api-error';
import type { PhotoStore } from '../lib/ports/photo-store';

export const notYourPhotoUrlMessage = 'imageUrl must be the URL or key of one of your own photos.';

// The shape of the bucket's URLs is learned from a URL the store itself signs (path-style
// on the emulator, virtual-hosted on S3), so both homes use the same check.
const probeKey = 'probe';

/**
 * The storage key behind `imageUrl` (docs/design.md#security: only the caller's own photos):
 * either a key the API handed out, or a signed photo URL of our bucket. Anything else is a
 * 400, and the URL is never fetched: the bytes are read from the bucket by key.
 */
export async function photoKeyOf(imageUrl: string, userId: string, photos: PhotoStore): Promise<string> {
  const value = imageUrl.trim();
  const key = /^[a-z][a-z0-9+.-]*:/i.test(value) ? await keyOfUrl(value, photos) : value;
  if (key === undefined || !isKeyOwnedBy(key, userId)) throw badRequest(notYourPhotoUrlMessage);
  return key;
}

async function keyOfUrl(value: string, photos: PhotoStore): Promise<string | undefined> {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  const ours = new URL(await photos.presignGet(probeKey));
  const prefix = ours.pathname.slice(0, ours.pathname.length - probeKey.length);
  if (url.origin !== ours.origin || !url.pathname.startsWith(prefix) || url.username || url.password) {
    return undefined;
  }
  try {
    return url.pathname
      .slice(prefix.length)
      .split('/')
      .map((segment) => decodeURIComponent(segment))
      .join('/');
  } catch {
    return undefined;
  }
}
