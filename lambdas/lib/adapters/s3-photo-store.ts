import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  PutObjectTaggingCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { isAwsError, rethrowUnavailable } from './aws-errors';
import {
  PhotoChangedError,
  PhotoTooLargeError,
  type PhotoHead,
  type PhotoStore,
  type PresignedUpload,
} from '../ports/photo-store';
import { unattachedTagging, uploadStateTag } from './unattached-uploads';
import { WindowMemo } from './window-memo';

export interface S3PhotoStoreOptions {
  /** Talks to the bucket and signs the URLs handed to the browser. */
  client: S3Client;
  bucket: string;
  uploadUrlTtlSeconds: number;
  photoUrlTtlSeconds: number;
}

const unavailable = 'Photo storage is unavailable right now. Please try again.';

/** Enough for every photo of a few hundred users' lists in one warm function. */
const maxRememberedPhotoUrls = 20_000;

export class S3PhotoStore implements PhotoStore {
  // A list of 200 items signs 200 URLs; the same window gives the same URL, so sign once.
  private readonly photoUrls = new WindowMemo<string>(maxRememberedPhotoUrls);

  constructor(private readonly options: S3PhotoStoreOptions) {}

  async presignPut(input: { key: string; contentType: string; size: number }): Promise<PresignedUpload> {
    const { client, bucket, uploadUrlTtlSeconds } = this.options;
    // Content type and length are signed, so S3 refuses a body of another type or size
    // (`ContentType` alone is not signed: docs/design.md#known-facts-about-the-parts). If-None-Match: * makes S3
    // refuse to overwrite an existing object (docs/product.md#calls, "with no overwrite"); the
    // presigner signs it too. The `unattached` tag lets the bucket delete a photo no listing
    // takes (lib/adapters/unattached-uploads.ts); kept a signed header, not hoisted into the query
    // string, where S3 would not apply it. So the browser must send all four headers.
    const command = new PutObjectCommand({
      Bucket: bucket,
      Key: input.key,
      ContentType: input.contentType,
      ContentLength: input.size,
      IfNoneMatch: '*',
      Tagging: unattachedTagging,
    });
    const url = await getSignedUrl(client, command, {
      expiresIn: uploadUrlTtlSeconds,
      signableHeaders: new Set(['content-type', 'content-length']),
      unhoistableHeaders: new Set(['x-amz-tagging']),
    });
    return {
      url,
      headers: {
        'content-type': input.contentType,
        'content-length': String(input.size),
        'if-none-match': '*',
        'x-amz-tagging': unattachedTagging,
      },
      expiresAt: new Date(Date.now() + uploadUrlTtlSeconds * 1000).toISOString(),
    };
  }

  presignGet(key: string, now = Date.now()): Promise<string> {
    const { client, bucket, photoUrlTtlSeconds } = this.options;
    // Signing at the start of a half-TTL window gives the same URL to every read in that
    // window, so the browser's image cache works across list refreshes and analysis polls,
    // and every URL handed out still has at least half its lifetime left.
    const windowMs = (photoUrlTtlSeconds * 1000) / 2;
    const windowStart = Math.floor(now / windowMs) * windowMs;
    return this.photoUrls.get(key, windowStart, () =>
      getSignedUrl(client, new GetObjectCommand({ Bucket: bucket, Key: key }), {
        expiresIn: photoUrlTtlSeconds,
        signingDate: new Date(windowStart),
      }),
    );
  }

  async head(key: string): Promise<PhotoHead | undefined> {
    try {
      const head = await this.options.client.send(
        new HeadObjectCommand({ Bucket: this.options.bucket, Key: key }),
      );
      return { size: head.ContentLength ?? 0, contentType: head.ContentType, etag: head.ETag };
    } catch (error) {
      if (isAwsError(error, 'NotFound', 'NoSuchKey')) return undefined;
      return rethrowUnavailable(error, 'photo store', unavailable);
    }
  }

  async readHead(key: string, bytes: number, etag?: string): Promise<Uint8Array | undefined> {
    try {
      const object = await this.options.client.send(
        new GetObjectCommand({
          Bucket: this.options.bucket,
          Key: key,
          Range: `bytes=0-${bytes - 1}`,
          IfMatch: etag,
        }),
      );
      // S3 honours If-Match; the emulator does not, so the answer's ETag is compared too.
      if (etag !== undefined && object.ETag !== etag) throw new PhotoChangedError(key);
      return (await object.Body?.transformToByteArray()) ?? new Uint8Array(0);
    } catch (error) {
      if (error instanceof PhotoChangedError) throw error;
      if (isAwsError(error, 'PreconditionFailed')) throw new PhotoChangedError(key);
      if (isAwsError(error, 'NoSuchKey', 'NotFound')) return undefined;
      if (isAwsError(error, 'InvalidRange')) return new Uint8Array(0); // an empty object
      return rethrowUnavailable(error, 'photo store', unavailable);
    }
  }

  async read(key: string, maxBytes: number): Promise<Uint8Array | undefined> {
    try {
      // Ranged, so an object that grew past the cap is never pulled into memory whole.
      const object = await this.options.client.send(
        new GetObjectCommand({ Bucket: this.options.bucket, Key: key, Range: `bytes=0-${maxBytes}` }),
      );
      const bytes = (await object.Body?.transformToByteArray()) ?? new Uint8Array(0);
      if (bytes.length > maxBytes) throw new PhotoTooLargeError(key, maxBytes);
      return bytes;
    } catch (error) {
      if (error instanceof PhotoTooLargeError) throw error;
      if (isAwsError(error, 'NoSuchKey', 'NotFound')) return undefined;
      if (isAwsError(error, 'InvalidRange')) return new Uint8Array(0); // an empty object
      return rethrowUnavailable(error, 'photo store', unavailable);
    }
  }

  async readVerified(key: string, verified: { etag: string; size: number }): Promise<Uint8Array> {
    try {
      const object = await this.options.client.send(
        new GetObjectCommand({ Bucket: this.options.bucket, Key: key, IfMatch: verified.etag }),
      );
      const bytes = (await object.Body?.transformToByteArray()) ?? new Uint8Array(0);
      if (object.ETag !== verified.etag || bytes.length !== verified.size) throw new PhotoChangedError(key);
      return bytes;
    } catch (error) {
      if (error instanceof PhotoChangedError) throw error;
      if (isAwsError(error, 'PreconditionFailed', 'NoSuchKey', 'NotFound')) throw new PhotoChangedError(key);
      return rethrowUnavailable(error, 'photo store', unavailable);
    }
  }

  async markAttached(key: string): Promise<void> {
    try {
      // Replaces the whole tag set: the upload's only tag is the state.
      await this.options.client.send(
        new PutObjectTaggingCommand({
          Bucket: this.options.bucket,
          Key: key,
          Tagging: { TagSet: [{ Key: uploadStateTag.key, Value: uploadStateTag.attached }] },
        }),
      );
    } catch (error) {
      rethrowUnavailable(error, 'photo store', unavailable);
    }
  }

  async delete(key: string): Promise<void> {
    try {
      await this.options.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: key }));
    } catch (error) {
      rethrowUnavailable(error, 'photo store', unavailable);
    }
  }

  async deletePrefix(prefix: string): Promise<number> {
    // Never "everything": an erasure is always scoped to one user's folder.
    if (!prefix.endsWith('/') || prefix.length < 2) throw new Error(`Refusing prefix "${prefix}"`);
    const { bucket } = this.options;
    let deleted = 0;
    let token: string | undefined;
    try {
      do {
        const page = await this.options.client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
        );
        const objects = (page.Contents ?? []).flatMap((o) => (o.Key ? [{ Key: o.Key }] : []));
        if (objects.length > 0) {
          // A listing page holds at most 1000 keys: exactly one DeleteObjects batch.
          const result = await this.options.client.send(
            new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: objects, Quiet: true } }),
          );
          if (result.Errors?.length) {
            throw new Error(`DeleteObjects failed for ${result.Errors.length} objects`);
          }
          deleted += objects.length;
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    } catch (error) {
      rethrowUnavailable(error, 'photo store', unavailable);
    }
    return deleted;
  }
}
