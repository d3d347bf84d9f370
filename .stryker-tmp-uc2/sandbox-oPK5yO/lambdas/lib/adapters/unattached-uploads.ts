// @ts-nocheck
// Photos uploaded but never made into a listing are deleted after a day, by the bucket itself:
// every presigned PUT signs a tag saying the object is unattached, creating a listing from it
// replaces the tag, and a lifecycle rule on the tag expires what still carries it
// (infra/constructs/storage.ts in the cloud; the twin runs the same rule with a sweep, since
// its emulator has no lifecycle, infra/local/unattached-upload-sweep.ts). The same rule takes
// a PUT that completes after its user's account was erased.

/** The tag's key, and its value while no listing holds the photo and once one does. */
export const uploadStateTag = { key: 'state', unattached: 'unattached', attached: 'attached' } as const;

/** Days after its upload that an unattached photo is deleted. */
export const unattachedUploadExpiryDays = 1;

/** The tag as the `x-amz-tagging` header of a PUT writes it (a URL query string). */
export const unattachedTagging = `${uploadStateTag.key}=${uploadStateTag.unattached}`;

/**
 * When S3's lifecycle expires an object created at `created`: its creation time plus the
 * rule's days, rounded up to the next midnight UTC
 * (https://docs.aws.amazon.com/AmazonS3/latest/userguide/lifecycle-expire-general-considerations.html).
 */
export function unattachedExpiryOf(created: Date): Date {
  const day = 24 * 3600 * 1000;
  const due = created.getTime() + unattachedUploadExpiryDays * day;
  return new Date(Math.ceil(due / day) * day);
}
