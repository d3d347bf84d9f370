// @ts-nocheck
import {
  PhotoChangedError,
  type PhotoHead,
  type PhotoStore,
  type PresignedUpload,
} from '#lambdas/lib/ports/photo-store.ts';
import { unattachedTagging } from '#lambdas/lib/adapters/unattached-uploads.ts';

interface StoredObject {
  bytes: Uint8Array;
  contentType: string | undefined;
  size: number;
  /** A new one for every put, as S3 gives a replaced object a new ETag. */
  etag: string;
  /** Whether a listing took it (else the bucket expires it after a day). */
  attached: boolean;
}

let nextEtag = 1;

const origin = 'https://photos.in-memory.test';

/**
 * The uploads bucket in memory, with the contract of S3PhotoStore: presigned PUTs that
 * ask for the same four headers, GET URLs that stay the same for a while, heads and first
 * bytes of what was uploaded, idempotent deletes, and prefix deletes that refuse anything
 * but one folder.
 */
export class InMemoryPhotoStore implements PhotoStore {
  private readonly objects = new Map<string, StoredObject>();

  constructor(private readonly uploadUrlTtlSeconds = 300) {}

  async presignPut(input: { key: string; contentType: string; size: number }): Promise<PresignedUpload> {
    return {
      url: `${origin}/${input.key}?upload`,
      headers: {
        'content-type': input.contentType,
        'content-length': String(input.size),
        'if-none-match': '*',
        'x-amz-tagging': unattachedTagging,
      },
      expiresAt: new Date(Date.now() + this.uploadUrlTtlSeconds * 1000).toISOString(),
    };
  }

  async presignGet(key: string): Promise<string> {
    return `${origin}/${key}?signed`;
  }

  async head(key: string): Promise<PhotoHead | undefined> {
    const object = this.objects.get(key);
    return object && { size: object.size, contentType: object.contentType, etag: object.etag };
  }

  async readHead(key: string, bytes: number, etag?: string): Promise<Uint8Array | undefined> {
    const object = this.objects.get(key);
    if (object && etag !== undefined && object.etag !== etag) throw new PhotoChangedError(key);
    return object?.bytes.slice(0, bytes);
  }

  async readVerified(key: string, verified: { etag: string; size: number }): Promise<Uint8Array> {
    const object = this.objects.get(key);
    if (!object || object.etag !== verified.etag || object.size !== verified.size) {
      throw new PhotoChangedError(key);
    }
    return object.bytes.slice();
  }

  async read(key: string, maxBytes: number): Promise<Uint8Array | undefined> {
    const object = this.objects.get(key);
    if (object && object.size > maxBytes) throw new Error(`${key} is larger than ${maxBytes} bytes`);
    return object?.bytes.slice();
  }

  async markAttached(key: string): Promise<void> {
    const object = this.objects.get(key);
    if (object) object.attached = true;
  }

  async delete(key: string): Promise<void> {
    this.objects.delete(key);
  }

  async deletePrefix(prefix: string): Promise<number> {
    if (!prefix.endsWith('/') || prefix.length < 2) throw new Error(`Refusing prefix "${prefix}"`);
    const keys = this.keys().filter((key) => key.startsWith(prefix));
    keys.forEach((key) => this.objects.delete(key));
    return keys.length;
  }

  // For tests: what the browser uploaded, and what is left.

  /**
   * An uploaded object. `size` may claim more than `bytes` holds (an object of 20 MB needs
   * only its first bytes here); `contentType` is the type it was stored with.
   */
  put(key: string, bytes: Uint8Array, options: { contentType?: string; size?: number } = {}): void {
    const contentType = 'contentType' in options ? options.contentType : 'image/jpeg';
    this.objects.set(key, {
      bytes: bytes.slice(),
      contentType,
      size: options.size ?? bytes.length,
      etag: `"etag-${nextEtag++}"`,
      attached: false,
    });
  }

  /** Whether a listing took the photo, so the bucket keeps it. */
  isAttached(key: string): boolean {
    return this.objects.get(key)?.attached === true;
  }

  has(key: string): boolean {
    return this.objects.has(key);
  }

  keys(): string[] {
    return [...this.objects.keys()];
  }
}
