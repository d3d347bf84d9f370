// @ts-nocheck
import { GetObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { PhotoChangedError } from '../../../lambdas/lib/ports/photo-store';
import { S3PhotoStore } from '../../../lambdas/lib/adapters/s3-photo-store';
import { objectBody } from './lambda-test-kit';

// What is analysed must be what was verified when the listing was created: the photo is
// read with If-Match its recorded ETag (S3 enforces it), and the store checks ETag and size
// itself too (the emulator ignores If-Match).

const s3 = mockClient(S3Client);
const store = new S3PhotoStore({
  client: new S3Client({ region: 'eu-west-2', credentials: { accessKeyId: 'a', secretAccessKey: 'b' } }),
  bucket: 'uploads-test',
  uploadUrlTtlSeconds: 300,
  photoUrlTtlSeconds: 3600,
});
const key = 'user-1/1732240000000-mug.jpg';
const bytes = Uint8Array.from([1, 2, 3, 4]);
const verified = { etag: '"v1"', size: 4 };

beforeEach(() => s3.reset());

describe('reading a verified photo', () => {
  it('asks S3 for the verified version only (If-Match) and returns its bytes', async () => {
    s3.on(GetObjectCommand).resolves({ Body: objectBody(bytes), ETag: '"v1"' });

    await expect(store.readVerified(key, verified)).resolves.toEqual(bytes);
    expect(s3.commandCalls(GetObjectCommand)[0]?.args[0].input.IfMatch).toBe('"v1"');
  });

  it('refuses an object with another ETag, as the emulator answers a replaced one', async () => {
    s3.on(GetObjectCommand).resolves({ Body: objectBody(bytes), ETag: '"v2"' });

    await expect(store.readVerified(key, verified)).rejects.toBeInstanceOf(PhotoChangedError);
  });

  it('refuses an object of another size', async () => {
    s3.on(GetObjectCommand).resolves({ Body: objectBody(Uint8Array.from([1, 2])), ETag: '"v1"' });

    await expect(store.readVerified(key, verified)).rejects.toBeInstanceOf(PhotoChangedError);
  });

  it("turns S3's 412 for a stale If-Match into PhotoChangedError", async () => {
    s3.on(GetObjectCommand).rejects(
      new S3ServiceException({
        name: 'PreconditionFailed',
        $fault: 'client',
        $metadata: { httpStatusCode: 412 },
        message: 'At least one of the pre-conditions you specified did not hold',
      }),
    );

    await expect(store.readVerified(key, verified)).rejects.toBeInstanceOf(PhotoChangedError);
  });
});
