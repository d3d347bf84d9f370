// @ts-nocheck
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { callApi } from '../support/api-client';
import { createSignedInUser, type TestUser } from '../support/cognito-users';
import { putToPresignedUrl, requestUpload } from '../support/photos';
import { fixturePhotoPath } from '../fixtures/photos/photos';
import '../support/twin-context';

// With no OpenAI key (this twin has none), an uploaded photo is analysed for real on this
// machine by the offline analyser, through the same API, queue and analyser function as in
// the cloud: the item ends `ready` with the category the photo shows.

const twin = inject('twin');
let user: TestUser;

beforeAll(async () => {
  user = await createSignedInUser(twin, 'offline');
});

async function addPhoto(file: string) {
  const bytes = readFileSync(fixturePhotoPath(file));
  const ticket = await requestUpload(twin, user.accessToken, {
    filename: file,
    contentType: 'image/jpeg',
    size: bytes.length,
  });
  expect(ticket.status).toBe(200);
  await putToPresignedUrl(ticket.body, bytes);
  const created = await callApi<{ id: string }>(twin, 'POST', '/api/listings', {
    token: user.accessToken,
    body: { imageKey: ticket.body.key },
  });
  expect(created.status).toBe(201);
  return created.body.id;
}

async function whenAnalysed(id: string): Promise<any> {
  for (let i = 0; i < 600; i++) {
    const got = await callApi<any>(twin, 'GET', `/api/listings/${id}`, { token: user.accessToken });
    if (got.body?.stage !== 'analyzing' || got.body?.analysis_error) return got.body;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`listing ${id} was never analysed`);
}

describe('npm start with no OpenAI key', () => {
  it('analyses an uploaded photo of a cup on the machine: kitchenware, ready for review', async () => {
    const listing = await whenAnalysed(await addPhoto('coffee-cup.jpg'));
    expect(listing.analysis_error).toBeNull();
    expect(listing.stage).toBe('ready');
    expect(listing.ai_category).toBe('kitchenware');
    expect(listing.ai_details_text).toMatch(/offline/i);
    expect(listing.user_fields.category).toBe('kitchenware');
  }, 120_000);

  it('tells two photos apart: a bed is furniture', async () => {
    const listing = await whenAnalysed(await addPhoto('bed.jpg'));
    expect(listing.stage).toBe('ready');
    expect(listing.ai_category).toBe('furniture');
  }, 120_000);
});
