/** A presigned upload: the browser PUTs the file to `url` sending exactly `headers`. */
export interface PresignedUpload {
  url: string;
  headers: Record<string, string>;
  expiresAt: string;
}

export interface PhotoHead {
  size: number;
  contentType: string | undefined;
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
  /** Idempotent. */
  delete(key: string): Promise<void>;
  /** Deletes every object whose key starts with `prefix`; returns how many. */
  deletePrefix(prefix: string): Promise<number>;
}
