import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createSignedInUser, type TestUser } from '../support/cognito-users';
import { bucket, uploadAndCreate } from '../support/photos';
import { pngBytes } from '../fixtures/files';
import '../support/twin-context';

// The twin's S3 checks a request signed in its Authorization header as S3 does
// (docs/architecture/security.md#uploads): s3rver passes any such header, so before the check a
// forged one read, listed and overwrote another user's photos. The functions' own SDK clients,
// signed with the twin's key, still work.

const twin = inject('twin');
const { s3Endpoint, region } = twin.env as Required<typeof twin.env>;
let alice: TestUser;
let photoKey: string;

/** An Authorization header of the right shape and access key, whose signature nobody computed. */
function forgedHeaders(): Record<string, string> {
  const amzDate = new Date().toISOString().replace(/[-:]|\.\d{3}/g, '');
  return {
    authorization:
      `AWS4-HMAC-SHA256 Credential=${twin.env.accessKeyId}/${amzDate.slice(0, 8)}/${region}/s3/aws4_request, ` +
      `SignedHeaders=host;x-amz-content-sha256;x-amz-date, Signature=${'0'.repeat(64)}`,
    'x-amz-date': amzDate,
    'x-amz-content-sha256': 'UNSIGNED-PAYLOAD',
  };
}

const objectUrl = (key: string) =>
  `${s3Endpoint}/${bucket(twin).name}/${key.split('/').map(encodeURIComponent).join('/')}`;

async function photoBytes(key: string): Promise<Buffer> {
  const got = await bucket(twin).client.send(new GetObjectCommand({ Bucket: bucket(twin).name, Key: key }));
  return Buffer.from(await got.Body!.transformToByteArray());
}

beforeAll(async () => {
  alice = await createSignedInUser(twin, 'alice-s3');
  const listing = await uploadAndCreate(twin, alice.accessToken, pngBytes, 'alices.png');
  photoKey = listing.image_key;
});

describe("the twin's S3, to a request signed in its Authorization header", () => {
  it('refuses a forged signature with 403 for a GET, a list and a PUT, and leaves the photo as it was', async () => {
    const read = await fetch(objectUrl(photoKey), { headers: forgedHeaders() });
    expect(read.status).toBe(403);
    expect(await read.text()).toContain('<Code>SignatureDoesNotMatch</Code>');

    const prefix = encodeURIComponent(photoKey.split('/')[0] + '/');
    const list = await fetch(`${s3Endpoint}/${bucket(twin).name}?list-type=2&prefix=${prefix}`, {
      headers: forgedHeaders(),
    });
    expect(list.status).toBe(403);
    expect(await list.text()).not.toContain(photoKey);

    const overwrite = await fetch(objectUrl(photoKey), {
      method: 'PUT',
      headers: { ...forgedHeaders(), 'content-type': 'image/png' },
      body: 'not a photo',
    });
    expect(overwrite.status).toBe(403);
    expect((await photoBytes(photoKey)).equals(pngBytes)).toBe(true);
  });

  it('refuses a client with an access key the twin does not know, or with the wrong secret', async () => {
    const clientWith = (accessKeyId: string, secretAccessKey: string) =>
      new S3Client({
        region,
        endpoint: s3Endpoint,
        forcePathStyle: true,
        maxAttempts: 1,
        credentials: { accessKeyId, secretAccessKey },
      });
    const read = (client: S3Client) =>
      client.send(new GetObjectCommand({ Bucket: bucket(twin).name, Key: photoKey }));
    await expect(read(clientWith('AKIAOTHER', twin.env.secretAccessKey!))).rejects.toMatchObject({
      name: 'InvalidAccessKeyId',
      $metadata: { httpStatusCode: 403 },
    });
    await expect(read(clientWith(twin.env.accessKeyId!, 'not-the-secret'))).rejects.toMatchObject({
      name: 'SignatureDoesNotMatch',
      $metadata: { httpStatusCode: 403 },
    });
  });

  it("serves the twin's own SDK client, signed with its key: a read and a list", async () => {
    expect((await photoBytes(photoKey)).equals(pngBytes)).toBe(true);
    const listed = await bucket(twin).client.send(
      new ListObjectsV2Command({ Bucket: bucket(twin).name, Prefix: photoKey.split('/')[0] + '/' }),
    );
    expect(listed.Contents?.map((object) => object.Key)).toContain(photoKey);
  });
});
