// @ts-nocheck
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetServices } from '#lambdas/lib/runtime/services.ts';
import { handler } from '#lambdas/listings/handler.ts';
import { useInMemoryServices, type InMemoryServices } from '#tests/support/in-memory/in-memory-services.ts';
import { storedListing } from '#tests/support/listing-builder.ts';
import {
  accessClaims,
  fixtureEvent,
  fixtureImageKey,
  fixtureUser,
  invoke,
  otherUser,
  sampleBytes,
} from './lambda-test-kit';

// docs/design.md#analysis at the listings function: creating a listing queues its analysis, and
// POST /api/listings/{id}/analyze queues it again, only for the caller's own stuck item.

let services: InMemoryServices;
const id = '01JD3Z8Q4N5W6X7Y8Z9A0B1C2D';

const analyze = (claims = accessClaims(fixtureUser.sub)) =>
  invoke(handler, fixtureEvent('listings-analyze', { pathParameters: { id }, claims }));

beforeEach(() => {
  services = useInMemoryServices();
});
afterEach(() => resetServices());

describe('creating a listing', () => {
  it('queues its analysis', async () => {
    services.photos.put(fixtureImageKey, sampleBytes.jpeg);
    const reply = await invoke(
      handler,
      fixtureEvent('listings-create', { body: { imageKey: fixtureImageKey } }),
    );
    expect(reply.status).toBe(201);
    expect(services.analysisQueue.sent).toEqual([{ userId: fixtureUser.sub, listingId: reply.body.id }]);
  });
});

describe('POST /api/listings/{id}/analyze', () => {
  it('queues the caller’s item stuck in analyzing again, counted against the AI limit, and answers 202', async () => {
    services.listings.seed(
      storedListing(id, { stage: 'analyzing', analysis_error: 'The AI service took too long to answer.' }),
    );
    const reply = await analyze();
    expect(reply.status).toBe(202);
    expect(services.analysisQueue.sent).toEqual([{ userId: fixtureUser.sub, listingId: id, charged: true }]);
  });

  it('answers with the item waiting again: the old failure is cleared as the run is queued', async () => {
    services.listings.seed(
      storedListing(id, { stage: 'analyzing', analysis_error: 'The AI service took too long to answer.' }),
    );
    const reply = await analyze();
    expect(reply.body.analysis_error).toBeNull();
    expect((await services.listings.get(fixtureUser.sub, id))?.analysis_error).toBeNull();
  });

  it('refuses an item that is no longer analyzing with 409', async () => {
    services.listings.seed(storedListing(id, { stage: 'ready' }));
    const reply = await analyze();
    expect(reply.status).toBe(409);
    expect(services.analysisQueue.sent).toEqual([]);
  });

  it('refuses while a run holds the item with 409', async () => {
    services.listings.seed(
      storedListing(id, { stage: 'analyzing', analysis_started_at: new Date().toISOString() }),
    );
    expect((await analyze()).status).toBe(409);
    expect(services.analysisQueue.sent).toEqual([]);
  });

  it('runs again once the run that held the item has been silent longer than the lease', async () => {
    services.listings.seed(
      storedListing(id, { stage: 'analyzing', analysis_started_at: '2026-01-01T00:00:00.000Z' }),
    );
    expect((await analyze()).status).toBe(202);
  });

  it("answers 404 for another user's item", async () => {
    services.listings.seed(storedListing(id, { stage: 'analyzing' }));
    expect((await analyze(accessClaims(otherUser.sub))).status).toBe(404);
    expect(services.analysisQueue.sent).toEqual([]);
  });
});
