import { S3Client } from '@aws-sdk/client-s3';
import { config } from '../config';

// One client per process, created on first use and reused across warm invocations; see
// clients/dynamo.ts.

let s3Client: S3Client | undefined;

// Since SDK 3.729 S3 clients add a CRC32 of the *signing-time* body to every request that
// supports one; in a presigned PUT that is the checksum of an empty body
// (`x-amz-checksum-crc32=AAAA`), so S3 would refuse the browser's real upload. Checksums
// only where S3 requires them (DeleteObjects still gets one).
const s3ChecksumOptions = {
  requestChecksumCalculation: 'WHEN_REQUIRED',
  responseChecksumValidation: 'WHEN_REQUIRED',
} as const;

export function s3(): S3Client {
  if (!s3Client) {
    const { region, s3Endpoint } = config.aws();
    s3Client = new S3Client({
      region,
      endpoint: s3Endpoint,
      forcePathStyle: Boolean(s3Endpoint),
      ...s3ChecksumOptions,
    });
  }
  return s3Client;
}
