// @ts-nocheck
import { S3Client } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { notYourPhotoUrlMessage, photoKeyOf } from '#lambdas/generate-listing/photo-key-of.ts';
import { ApiError } from '#lambdas/lib/runtime/api-error.ts';
import { S3PhotoStore } from '#lambdas/lib/adapters/s3-photo-store.ts';

// docs/design.md#security: generateListing only accepts images under the caller's own folder,
// named by the key or by a signed URL the API handed out; any other URL is refused unread.

const credentials = { accessKeyId: 'AKIAUNITTESTEXAMPLE', secretAccessKey: 'not-real' };
const store = (client: S3Client) =>
  new S3PhotoStore({ client, bucket: 'uploads-test', uploadUrlTtlSeconds: 300, photoUrlTtlSeconds: 3600 });
const cloud = store(new S3Client({ region: 'eu-west-2', credentials }));
const emulator = store(
  new S3Client({ region: 'eu-west-2', credentials, endpoint: 'http://127.0.0.1:4569', forcePathStyle: true }),
);

const me = '3f1c2a9e-7b6d-4e21-9c53-0a8e4b1d2f60';
const someoneElse = '9d8c7b6a-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const myKey = `${me}/1732240000000-blue mug.jpg`;

async function refusal(imageUrl: string, photos = cloud): Promise<ApiError> {
  const error = await photoKeyOf(imageUrl, me, photos).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  expect((error as ApiError).status).toBe(400);
  expect((error as ApiError).message).toBe(notYourPhotoUrlMessage);
  return error as ApiError;
}

describe('photoKeyOf', () => {
  it('takes a key under the caller’s folder as it is', async () => {
    expect(await photoKeyOf(myKey, me, cloud)).toBe(myKey);
  });

  it.each([
    ['S3 (virtual-hosted)', cloud],
    ['the emulator (path-style)', emulator],
  ])('takes a signed photo URL of our bucket on %s and reads its key', async (_home, photos) => {
    const url = await photos.presignGet(myKey);
    expect(await photoKeyOf(url, me, photos)).toBe(myKey);
  });

  it("refuses another user's key and their signed URL", async () => {
    await refusal(`${someoneElse}/1732240000000-x.jpg`);
    await refusal(await cloud.presignGet(`${someoneElse}/1732240000000-x.jpg`));
  });

  it('refuses a key that climbs out of the caller’s folder', async () => {
    await refusal(`${me}/../${someoneElse}/1732240000000-x.jpg`);
  });

  it.each([
    'https://example.com/photo.jpg',
    'http://169.254.169.254/latest/meta-data/',
    'http://127.0.0.1:9001/2018-06-01/runtime/invocation/next',
    `https://evil.example/uploads-test/${me}/1732240000000-x.jpg`,
    `javascript:alert(1)`,
    `file:///etc/passwd`,
  ])('refuses %s', async (url) => {
    await refusal(url);
  });

  it('refuses a URL of our bucket with credentials in it', async () => {
    const url = new URL(await cloud.presignGet(myKey));
    url.username = 'someone';
    await refusal(url.href);
  });
});
