import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { serverTexts } from '#domain/messages.ts';
import { pngBytes } from '../fixtures/files';
import { callApi } from '../support/api-client';
import { createSignedInUser, type TestUser } from '../support/cognito-users';
import { uploadAndCreate } from '../support/photos';
import { type AiTwin, startAiTwin } from '../support/start-ai-twin';

// One "Analyse again" in flight per item (docs/product.md#photos): concurrent requests for the
// same item (a double tap, two tabs) make one model run; the others answer 409 before any
// model call, and the item can be analysed again once that run is over.

let ai: AiTwin;
let owner: TestUser;

beforeAll(async () => {
  // The fake is held open on purpose: no timeout or retry may end the first run early.
  ai = await startAiTwin({ openAiTimeoutMs: '600000', openAiMaxRetries: '0' });
  owner = await createSignedInUser(ai.info, 'analyse-again-owner');
}, 60_000);
afterAll(() => ai?.stop());

const reanalyze = (id: string) =>
  callApi(ai.info, 'POST', `/api/listings/${id}/reanalyze`, { token: owner.accessToken });

describe('Analyse again on one item, concurrently', () => {
  it('runs the model once: one 200, every other request a 409 before any model call', async () => {
    const item = await uploadAndCreate(ai.info, owner.accessToken, pngBytes, 'lamp.png');
    ai.fake.reset();
    const release = ai.fake.hold();
    const settled: number[] = [];
    const requests = Array.from({ length: 6 }, () =>
      reanalyze(item.id).then((answer) => {
        settled.push(answer.status);
        return answer;
      }),
    );
    // Five answer while the first run is still with the model.
    await vi
      .waitFor(
        () => {
          expect(settled).toHaveLength(5);
          expect(ai.fake.responseCalls()).toHaveLength(1);
        },
        { timeout: 15_000, interval: 50 },
      )
      .finally(release);
    const answers = await Promise.all(requests);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const refused = answers.find((answer) => answer.status === 409)!;
    expect(refused.body.error.message).toBe(serverTexts.photos.reanalysisInFlight);
    expect(ai.fake.responseCalls()).toHaveLength(1);
  });

  it('analyses the item again once the run in flight is over', async () => {
    const item = await uploadAndCreate(ai.info, owner.accessToken, pngBytes, 'vase.png');
    ai.fake.reset();
    expect((await reanalyze(item.id)).status).toBe(200);
    expect((await reanalyze(item.id)).status).toBe(200);
    expect(ai.fake.responseCalls()).toHaveLength(2);
  });

  it('frees the item when the run fails, so the next request runs', async () => {
    const item = await uploadAndCreate(ai.info, owner.accessToken, pngBytes, 'clock.png');
    ai.fake.reset();
    ai.fake.script({ replies: [{ kind: 'status', status: 500 }] });
    expect((await reanalyze(item.id)).status).toBe(502);
    expect((await reanalyze(item.id)).status).toBe(200);
  });
});
