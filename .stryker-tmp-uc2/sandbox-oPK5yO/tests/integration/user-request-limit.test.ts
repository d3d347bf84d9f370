// @ts-nocheck
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../support/api-client';
import { createSignedInUser, type TestUser } from '../support/cognito-users';
import { startAiTwin, type AiTwin } from '../support/start-ai-twin';

// A twin of its own whose per-user limits are 5 requests and 2 upload tickets an hour
// (USER_REQUEST_LIMIT, UPLOAD_TICKET_LIMIT and their windows), so a loop reaches them at once;
// the counters are the real DynamoDB adapter on the emulator, shared by every function.

const limit = 5;
let ai: AiTwin;
let looper: TestUser;
let neighbour: TestUser;

beforeAll(async () => {
  ai = await startAiTwin({
    userRequestLimit: String(limit),
    userRequestWindowSeconds: '3600',
    uploadTicketLimit: '2',
    uploadTicketWindowSeconds: '3600',
  });
  [looper, neighbour] = await Promise.all([
    createSignedInUser(ai.info, 'looper'),
    createSignedInUser(ai.info, 'neighbour'),
  ]);
});
afterAll(() => ai?.stop());

describe('a user who polls in a loop', () => {
  it('reaches their own limit: 429 with a message that says when to try again', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < limit; i++) {
      statuses.push((await callApi(ai.info, 'GET', '/api/listings', { token: looper.accessToken })).status);
    }
    const refused = await callApi(ai.info, 'GET', '/api/profile', { token: looper.accessToken });

    expect(statuses).toEqual(Array(limit).fill(200));
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('too_many_requests');
    expect(refused.body.error.message).toMatch(
      /^Too many requests\. Please wait \d+ seconds? and try again\.$/,
    );
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('leaves every other user served', async () => {
    const other = await callApi(ai.info, 'GET', '/api/listings', { token: neighbour.accessToken });
    const again = await callApi(ai.info, 'GET', '/api/listings', { token: looper.accessToken });

    expect(other.status).toBe(200);
    expect(again.status).toBe(429);
  });
});

describe('a user who asks for upload tickets in a loop', () => {
  it('is refused a third ticket with 429, saying in how many minutes to try again', async () => {
    const uploader = await createSignedInUser(ai.info, 'uploader');
    const photo = { filename: 'a.png', contentType: 'image/png', size: 100 };
    const ask = () => callApi(ai.info, 'POST', '/api/uploads', { token: uploader.accessToken, body: photo });

    const granted = [(await ask()).status, (await ask()).status];
    const refused = await ask();

    expect(granted).toEqual([200, 200]);
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toMatch(
      /^You have uploaded too many photos for now\. Please try again in \d+ minutes?\.$/,
    );
  });
});
