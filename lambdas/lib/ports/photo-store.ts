/** A presigned upload: the browser PUTs the file to `url` sending exactly `headers`. */
export interface PresignedUpload {
  url: string;
  headers: Record<string, string>;
  expiresAt: string;
}

export interface PhotoHead {
  size: number;
  contentType: string | undefined;
  /** Names these exact bytes: a replaced object has another ETag. */
  etag: string | undefined;
}

/**
 * The object under a key is no longer the one that was checked (another ETag). S3 refuses a
 * read with a stale If-Match; the store also compares the ETag it got, for the emulator.
 */
export class PhotoChangedError extends Error {
  constructor(readonly key: string) {
    super(`The object under ${key} changed since it was verified`);
    this.name = 'PhotoChangedError';
  }
}

/** The object is larger than the reader accepts (`read`'s `maxBytes`). */
export class PhotoTooLargeError extends Error {
  constructor(key: string, maxBytes: number) {
    super(`${key} is larger than ${maxBytes} bytes`);
    this.name = 'PhotoTooLargeError';
  }
}

/** The private uploads bucket. Keys are always built by the server. */
export interface PhotoStore {
  presignPut(input: { key: string; contentType: string; size: number }): Promise<PresignedUpload>;
  /** A short-lived signed GET URL; stable within a window so browsers can cache the photo. */
  presignGet(key: string, now?: number): Promise<string>;
  /** Size and type of the object; undefined when there is none. */
  head(key: string): Promise<PhotoHead | undefined>;
  /** The object's first `bytes` bytes; undefined when there is no object. */
  readHead(key: string, bytes: number): Promise<Uint8Array | undefined>;
  /**
   * The whole object, refused above `maxBytes` (the analyser sends it to the model);
   * undefined when there is no object.
   */
  read(key: string, maxBytes: number): Promise<Uint8Array | undefined>;
  /**
   * The object's first `bytes` bytes; undefined when there is no object. With `etag`, only
   * those of that version: PhotoChangedError otherwise.
   */
  readHead(key: string, bytes: number, etag?: string): Promise<Uint8Array | undefined>;
  /**
   * The whole verified photo (for the analyser): the object must still have the ETag and
   * size recorded when its listing was created, or PhotoChangedError.
   */
  readVerified(key: string, verified: { etag: string; size: number }): Promise<Uint8Array>;
  /**
   * The photo now belongs to a listing: its upload's `unattached` tag is replaced, so the
   * bucket no longer expires it (lib/adapters/unattached-uploads.ts). Idempotent.
   */
  markAttached(key: string): Promise<void>;
  /** Idempotent. */
  delete(key: string): Promise<void>;
  /** Deletes every object whose key starts with `prefix`; returns how many. */
  deletePrefix(prefix: string): Promise<number>;
}
