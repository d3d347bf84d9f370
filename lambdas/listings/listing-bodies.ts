import { z } from 'zod';
import { userFieldNames, type UserFieldName } from '../../domain/user-fields';

// Request bodies of the listings routes. Strict: an unknown field is a 400, never ignored.

/** Longest value a user field may hold. */
export const MAX_USER_FIELD_LENGTH = 5000;

/** `POST /api/listings`: the storage key `POST /api/uploads` returned. */
export const createListingBody = z.strictObject({
  imageKey: z
    .string('must be the key returned by POST /api/uploads.')
    .min(1, 'must be the key returned by POST /api/uploads.')
    .max(1000, 'is too long.'),
});

const userFieldValue = z
  .string()
  .max(MAX_USER_FIELD_LENGTH, `may hold at most ${MAX_USER_FIELD_LENGTH} characters.`)
  .optional();

const userFieldsShape = Object.fromEntries(userFieldNames.map((name) => [name, userFieldValue])) as Record<
  UserFieldName,
  typeof userFieldValue
>;

/** `PUT /api/listings/{id}`: only the 16 user fields of SPEC.md point 3, and stage saved. */
export const updateListingBody = z.strictObject({
  stage: z.literal('saved').optional(),
  user_fields: z.strictObject(userFieldsShape).optional(),
});
