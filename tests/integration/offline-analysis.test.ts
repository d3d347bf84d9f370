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

it('tells the web app in /config.json that the offline analyser reads the photos here', async () => {
  // Analyse again's caption follows it (docs/product.md#screens, "List tab, item selected").
  const config = (await (await fetch(`${twin.siteUrl}/config.json`)).json()) as { analyser?: string };
  expect(config.analyser).toBe('offline');
});

async function upload(file: string): Promise<string> {
  const bytes = readFileSync(fixturePhotoPath(file));
  const ticket = await requestUpload(twin, user.accessToken, {
    filename: file,
    contentType: 'image/jpeg',
    size: bytes.length,
  });
  expect(ticket.status).toBe(200);
  await putToPresignedUrl(ticket.body, bytes);
  return ticket.body.key;
}

async function addPhoto(file: string) {
  const key = await upload(file);
  const created = await callApi<{ id: string }>(twin, 'POST', '/api/listings', {
    token: user.accessToken,
    body: { imageKey: key },
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
    expect(listing.ai_details_text).toMatch(
      /^Offline analysis on this machine \(no OpenAI key is configured\): 1 photo looked at, no text read\./,
    );
    expect(listing.user_fields.category).toBe('kitchenware');
  }, 120_000);

  it('tells two photos apart: a bed is furniture', async () => {
    const listing = await whenAnalysed(await addPhoto('bed.jpg'));
    expect(listing.stage).toBe('ready');
    expect(listing.ai_category).toBe('furniture');
  }, 120_000);

  it('"Analyse again" looks at every photo again, reads their text and says so', async () => {
    const id = await addPhoto('coffee-cup.jpg');
    const first = await whenAnalysed(id);
    const back = await upload('book-cover.jpg');
    const put = await callApi<any>(twin, 'PUT', `/api/listings/${id}/photos`, {
      token: user.accessToken,
      body: { keys: [first.image_key, back], seen: [first.image_key] },
    });
    expect(put.status).toBe(200);
    const again = await callApi<any>(twin, 'POST', `/api/listings/${id}/reanalyze`, {
      token: user.accessToken,
    });
    expect(again.status).toBe(200);
    expect(again.body.ai_details_text).toMatch(
      /^Offline refine on this machine \(no OpenAI key is configured\): 2 photos looked at again, text read in 1 of 2;/,
    );
    expect(again.body.ai_details_text).toContain(
      'Text read in the photos: "TIDES OF / THE NORTH / Thomas Harlow".',
    );
    expect(again.body.ai_details_text).not.toContain('instruction'); // Analyse again is what it did
    expect(again.body.ai_category).toBe('kitchenware');
  }, 120_000);
});
