import * as z from '../lib/runtime/zod';

/**
 * `POST /api/uploads`: what the browser knows about the file. The types are checked
 * here; what is acceptable (image types, 1 byte to 15 MB) is domain/upload-rules.ts.
 */
export const uploadRequestBody = z.strictObject({
  filename: z
    .string('must be the file name.')
    .check(z.minLength(1, 'must not be empty.'), z.maxLength(1024, 'is too long.')),
  // Some browsers give HEIC photos no type: the extension then decides.
  contentType: z._default(z.string('must be a media type.').check(z.maxLength(255, 'is too long.')), ''),
  size: z.number('must be the file size in bytes.'),
});
