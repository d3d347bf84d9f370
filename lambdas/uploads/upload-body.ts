import { z } from 'zod';

/**
 * `POST /api/uploads`: what the browser knows about the file. The types are checked
 * here; what is acceptable (image types, 1 byte to 15 MB) is domain/upload-rules.ts.
 */
export const uploadRequestBody = z.strictObject({
  filename: z.string('must be the file name.').min(1, 'must not be empty.').max(1024, 'is too long.'),
  // Some browsers give HEIC photos no type: the extension then decides.
  contentType: z.string('must be a media type.').max(255, 'is too long.').default(''),
  size: z.number('must be the file size in bytes.'),
});
