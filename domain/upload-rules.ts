// What may be uploaded and where it is stored (docs/product.md#validation and docs/product.md#calls,
// docs/design.md#api, docs/design.md#data and docs/design.md#security): image types only, a size cap, and keys `{userId}/{timestamp}-{filename}`
// built by the server from a sanitised file name.

export const acceptedImageTypes = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/heic',
  'image/heif',
  'image/gif',
] as const;

export type ImageContentType = (typeof acceptedImageTypes)[number];

/** The largest photo accepted: 15 MB. */
export const MAX_UPLOAD_BYTES = 15 * 1024 * 1024;

/**
 * The most pixels a stored photo may have: 50 megapixels. The web app uploads at most
 * 2048 px on the long edge; this stops a client that skips that from storing a photo whose
 * decoded size (4 bytes a pixel) no function should ever hold, such as a decompression bomb.
 */
const MAX_PHOTO_PIXELS = 50_000_000;

/** The longest file name kept in a key. */
const MAX_FILENAME_LENGTH = 100;

/** The name used when nothing safe is left of the original. */
const FALLBACK_FILENAME = 'photo';

export const uploadErrorMessages = {
  unsupportedType: 'Only images can be uploaded (JPEG, PNG, WebP, HEIC or GIF).',
  tooLarge: 'That photo is too large: the limit is 15 MB.',
  tooManyPixels: 'That photo has too many pixels: the limit is 50 megapixels.',
  empty: 'The file is empty.',
  badSize: 'The file size is missing or invalid.',
} as const;

const extensionTypes: Record<string, ImageContentType> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  heic: 'image/heic',
  heif: 'image/heif',
  gif: 'image/gif',
};

/** The bare, lower-case media type: "Image/JPEG; charset=x" -> "image/jpeg". */
function mediaType(contentType: string): string {
  const semicolon = contentType.indexOf(';');
  return (semicolon === -1 ? contentType : contentType.slice(0, semicolon)).trim().toLowerCase();
}

/** The accepted image type a Content-Type names (ignoring case and parameters), if any. */
export function acceptedImageType(contentType: string): ImageContentType | undefined {
  const type = mediaType(contentType);
  return acceptedImageTypes.find((accepted) => accepted === type);
}

/**
 * The image type a file name's extension implies. Some browsers give HEIC photos no
 * content type at all; the extension is then the only hint.
 */
export function imageTypeForFilename(filename: string): ImageContentType | undefined {
  const name = filename.trim().toLowerCase();
  // A search of the table's own entries: "x.constructor" must not find Object's constructor.
  return Object.entries(extensionTypes).find(([extension]) => name.endsWith(`.${extension}`))?.[1];
}

/** Only letters, digits, dot, underscore and dash survive; runs of others become one '-'. */
function safeChars(text: string): string {
  return text
    .replace(/[^A-Za-z0-9._-]/gu, '-')
    .replace(/\.{2,}/g, '.')
    .replace(/-{2,}/g, '-')
    .replace(/^[-._]+|[-._]+$/g, '');
}

/**
 * A file name safe to put in a storage key: no path part, no "..", no NUL or control
 * characters, only [A-Za-z0-9._-] (accents dropped, anything else replaced by '-'), at most
 * 100 characters with the extension kept, never empty ("photo").
 */
export function sanitiseFilename(name: string): string {
  const lastPart = name.slice(Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\')) + 1);
  const cleaned = lastPart
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/\p{Cc}/gu, '');
  const dot = cleaned.lastIndexOf('.');
  const tail = cleaned.slice(dot + 1);
  // A short alphanumeric tail after a dot that does not start the name is an extension;
  // "my.photo of the sea" and ".profile" have none.
  const extension = dot > 0 && /^[A-Za-z0-9]{1,10}$/.test(tail) ? tail : '';
  const base = safeChars(extension ? cleaned.slice(0, dot) : cleaned);
  const room = MAX_FILENAME_LENGTH - (extension ? extension.length + 1 : 0);
  const cut = safeChars(base.slice(0, room)) || FALLBACK_FILENAME;
  return extension ? `${cut}.${extension}` : cut;
}

/** A user id names one folder: not empty, no slashes, no control characters, not . or .. */
function isFolderName(userId: string): boolean {
  return userId !== '' && userId !== '.' && userId !== '..' && !/[/\\]|\p{Cc}/u.test(userId);
}

/** The storage key of an upload: `{userId}/{timestamp in ms}-{sanitised filename}`. */
export function uploadKey(userId: string, timestampMs: number, filename: string): string {
  if (!isFolderName(userId)) throw new Error('A user id must be one folder name');
  if (!Number.isSafeInteger(timestampMs) || timestampMs < 0) {
    throw new Error('The upload timestamp must be whole milliseconds since the epoch');
  }
  return `${userId}/${timestampMs}-${sanitiseFilename(filename)}`;
}

/** Whether a storage key lies under the user's own folder, with no way out of it. */
export function isKeyOwnedBy(key: string, userId: string): boolean {
  if (!isFolderName(userId) || !key.startsWith(`${userId}/`)) return false;
  if (/[\\]|\p{Cc}/u.test(key)) return false;
  // The first segment is the user id, a folder name already checked.
  return key.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

/** A key's timestamp: whole milliseconds, written as `Date.now()` writes them. */
const TIMESTAMP = /^(0|[1-9]\d{0,15})-/;

/**
 * What `sanitiseFilename` can give: only [A-Za-z0-9._-], starting and ending with a letter or
 * digit, never ".." or "--" (safeChars collapses both), at most MAX_FILENAME_LENGTH long.
 */
const SANITISED_NAME = /^(?!.*\.\.)(?!.*--)[A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?$/;

/**
 * Whether a key has exactly the shape `uploadKey` gives the user's uploads: their folder, a
 * millisecond timestamp, a dash and a name `sanitiseFilename` can give. Listing creation
 * takes no other key, so a made-up key is refused before storage is ever asked about it.
 */
export function isUploadKeyOf(key: string, userId: string): boolean {
  if (!isFolderName(userId) || !key.startsWith(`${userId}/`)) return false;
  const rest = key.slice(userId.length + 1);
  const timestamp = TIMESTAMP.exec(rest)?.[1];
  if (timestamp === undefined || !Number.isSafeInteger(Number(timestamp))) return false;
  const name = rest.slice(timestamp.length + 1);
  return name.length <= MAX_FILENAME_LENGTH && SANITISED_NAME.test(name);
}

export interface UploadRequest {
  filename: string;
  contentType: string;
  size: number;
}

type UploadError = {
  code: 'unsupported_media_type' | 'payload_too_large' | 'bad_request';
  message: string;
};

export type UploadValidation =
  | { ok: true; filename: string; contentType: ImageContentType; size: number }
  | { ok: false; error: UploadError };

/**
 * Checks an upload request before a presigned PUT is issued: an image type (taken from the
 * file name when the browser sent none), a whole number of bytes from 1 to 15 MB.
 */
export function validateUploadRequest(request: UploadRequest): UploadValidation {
  const contentType =
    mediaType(request.contentType) === ''
      ? imageTypeForFilename(request.filename)
      : acceptedImageType(request.contentType);
  if (contentType === undefined) {
    return fail('unsupported_media_type', uploadErrorMessages.unsupportedType);
  }
  const { size } = request;
  if (!Number.isSafeInteger(size) || size < 0) {
    return fail('bad_request', uploadErrorMessages.badSize);
  }
  if (size === 0) return fail('bad_request', uploadErrorMessages.empty);
  if (size > MAX_UPLOAD_BYTES) return fail('payload_too_large', uploadErrorMessages.tooLarge);
  return { ok: true, filename: sanitiseFilename(request.filename), contentType, size };
}

function fail(code: UploadError['code'], message: string): UploadValidation {
  return { ok: false, error: { code, message } };
}

/** Whether a photo of these dimensions may be stored (see MAX_PHOTO_PIXELS). */
export function withinPixelLimit(width: number, height: number): boolean {
  return width * height <= MAX_PHOTO_PIXELS;
}
