// @ts-nocheck
import {
  DeleteObjectCommand,
  GetObjectTaggingCommand,
  ListObjectsV2Command,
  type S3Client,
} from '@aws-sdk/client-s3';
import { unattachedExpiryOf, uploadStateTag } from '#lambdas/lib/adapters/unattached-uploads.ts';

// The uploads bucket's lifecycle rule, on one machine: S3 deletes a photo whose tag still says
// `unattached` a day after its upload (infra/constructs/storage.ts), s3rver has no lifecycle
// at all, so the twin sweeps its bucket with the same rule (lambdas/lib/adapters/unattached-uploads.ts).

export interface UnattachedSweep {
  client: S3Client;
  bucket: string;
  /** The time to judge expiry at: tests pass a later one rather than wait a day. */
  now: Date;
  /** Only under this prefix (tests sweep their own user's folder); the whole bucket if absent. */
  prefix?: string;
}

const isUnattached = (tags: { Key?: string; Value?: string }[] | undefined) =>
  (tags ?? []).some((tag) => tag.Key === uploadStateTag.key && tag.Value === uploadStateTag.unattached);

/** Deletes every unattached photo whose expiry has come; answers their keys. */
export async function sweepUnattachedUploads({
  client,
  bucket,
  now,
  prefix,
}: UnattachedSweep): Promise<string[]> {
  const deleted: string[] = [];
  let token: string | undefined;
  do {
    const page = await client.send(
      new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
    );
    for (const { Key: key, LastModified: created } of page.Contents ?? []) {
      if (!key || !created || unattachedExpiryOf(created) > now) continue;
      const tagging = await client.send(new GetObjectTaggingCommand({ Bucket: bucket, Key: key }));
      if (!isUnattached(tagging.TagSet)) continue;
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
      deleted.push(key);
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return deleted;
}

/** Sweeps at start and then every `everyMs` (an hour), as long as the twin runs. */
export function startUnattachedUploadSweep(options: {
  client: S3Client;
  bucket: string;
  everyMs?: number;
  log?: (line: Record<string, unknown>) => void;
}): () => void {
  const run = () =>
    sweepUnattachedUploads({ client: options.client, bucket: options.bucket, now: new Date() }).then(
      (keys) => {
        if (keys.length > 0) options.log?.({ message: 'unattached uploads expired', count: keys.length });
      },
      (error: unknown) => options.log?.({ message: 'unattached upload sweep failed', error: String(error) }),
    );
  const timer = setInterval(() => void run(), options.everyMs ?? 3600_000);
  timer.unref();
  void run();
  return () => clearInterval(timer);
}
