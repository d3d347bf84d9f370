import { readFileSync } from 'node:fs';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { createSignedInUser, type TestUser } from '#tests/support/cognito-users.ts';
import { fixturePhotoPath, fixturePhotos } from '#tests/fixtures/photos/photos.ts';
import { seedStoredListings } from '#tests/support/seed-listings.ts';
import type { TwinInfo } from '#tests/support/twin-context.ts';

// The signed-in user whose `/` Lighthouse opens: a seller with items (more than one page of
// the list, some ready for review), each with a real photograph in the bucket, so the main
// screen shows what it shows a real user: recent thumbnails, the Review badge.

const visitorItems = { saved: 32, ready: 8 } as const;

export async function lighthouseVisitor(twin: TwinInfo): Promise<TestUser> {
  const user = await createSignedInUser(twin, 'bench-lighthouse');
  const ids = [
    ...(await seedStoredListings(twin, user.sub, visitorItems.saved, 'saved')),
    ...(await seedStoredListings(twin, user.sub, visitorItems.ready, 'ready')),
  ];
  if (ids.length !== visitorItems.saved + visitorItems.ready) throw new Error('The visitor was not seeded');
  // seedStoredListings names photos (`<sub>/1732240000000-seed-<i>.jpg`) it does not upload:
  // a fixture photograph goes at each key.
  const s3 = new S3Client({
    region: twin.env.region,
    endpoint: twin.env.s3Endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: twin.env.accessKeyId!, secretAccessKey: twin.env.secretAccessKey! },
  });
  try {
    // Each batch numbers its photos from 0, so the keys of the two batches are the same ones.
    for (let i = 0; i < Math.max(visitorItems.saved, visitorItems.ready); i++) {
      const photo = fixturePhotos[i % fixturePhotos.length]!;
      await s3.send(
        new PutObjectCommand({
          Bucket: twin.env.uploadsBucket!,
          Key: `${user.sub}/1732240000000-seed-${i}.jpg`,
          Body: readFileSync(fixturePhotoPath(photo.file)),
          ContentType: 'image/jpeg',
        }),
      );
    }
  } finally {
    s3.destroy();
  }
  return user;
}
