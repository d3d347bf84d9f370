// @ts-nocheck
import { monotonicFactory } from 'ulid';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LISTINGS_PAGE_SIZE } from '#domain/api-types.ts';
import { resetServices } from '#lambdas/lib/runtime/services.ts';
import { handler } from '#lambdas/listings/handler.ts';
import { encodeCursor } from '#lambdas/listings/listings-cursor.ts';
import { useInMemoryServices, type InMemoryServices } from '#tests/support/in-memory/in-memory-services.ts';
import { fixtureEvent, fixtureUser, invoke, otherUser } from './lambda-test-kit';
import { storedListing } from '#tests/support/listing-builder.ts';

// GET /api/listings a page at a time: newest first, LISTINGS_PAGE_SIZE a page, only the
// page's photos signed, and an opaque cursor that only its caller can use, for its own list.

let services: InMemoryServices;
const nextId = monotonicFactory();

beforeEach(() => {
  services = useInMemoryServices();
});
afterEach(() => {
  resetServices();
  vi.restoreAllMocks();
});

/** `count` listings of the fixture user, oldest first, in the given stage. */
function seed(count: number, stage: 'ready' | 'saved' = 'saved'): string[] {
  const ids = Array.from({ length: count }, () => nextId());
  services.listings.seed(...ids.map((id) => storedListing(id, { stage })));
  return ids;
}

function listEvent(query: Record<string, string> = {}, sub = fixtureUser.sub) {
  const event = fixtureEvent('listings-list', {
    claims: { sub, username: sub, token_use: 'access', client_id: 'client', iss: 'https://issuer' },
  });
  event.queryStringParameters = Object.keys(query).length ? query : undefined;
  return event;
}

const idsOf = (body: { listings: { id: string }[] }) => body.listings.map((listing) => listing.id);

describe('GET /api/listings, a page at a time', () => {
  it(`answers the newest ${LISTINGS_PAGE_SIZE} with a cursor, then the rest with none`, async () => {
    const ids = seed(LISTINGS_PAGE_SIZE + 7).reverse();

    const first = await invoke(handler, listEvent());
    expect(first.status).toBe(200);
    expect(idsOf(first.body)).toEqual(ids.slice(0, LISTINGS_PAGE_SIZE));
    expect(first.body.nextCursor).toEqual(expect.any(String));

    const second = await invoke(handler, listEvent({ cursor: first.body.nextCursor }));
    expect(idsOf(second.body)).toEqual(ids.slice(LISTINGS_PAGE_SIZE));
    expect(second.body.nextCursor).toBeNull();
  });

  it('gives no cursor when the items fill exactly one page', async () => {
    seed(LISTINGS_PAGE_SIZE);
    expect((await invoke(handler, listEvent())).body.nextCursor).toBeNull();
  });

  it("signs only the page's photos", async () => {
    seed(LISTINGS_PAGE_SIZE * 3);
    const presign = vi.spyOn(services.photos, 'presignGet');
    await invoke(handler, listEvent());
    expect(presign).toHaveBeenCalledTimes(LISTINGS_PAGE_SIZE);
  });

  it('lists only the items ready for review with stage=ready, newest first, paged the same way', async () => {
    const ready = seed(LISTINGS_PAGE_SIZE + 1, 'ready').reverse();
    seed(5, 'saved');

    const first = await invoke(handler, listEvent({ stage: 'ready' }));
    expect(idsOf(first.body)).toEqual(ready.slice(0, LISTINGS_PAGE_SIZE));
    const second = await invoke(handler, listEvent({ stage: 'ready', cursor: first.body.nextCursor }));
    expect(idsOf(second.body)).toEqual(ready.slice(LISTINGS_PAGE_SIZE));
    expect(second.body.nextCursor).toBeNull();
  });
});

describe("a cursor that is not the caller's own", () => {
  const refused = { error: { code: 'bad_request', message: expect.stringContaining('cursor is not valid') } };

  async function expectRefused(query: Record<string, string>, sub = fixtureUser.sub) {
    const reply = await invoke(handler, listEvent(query, sub));
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual(refused);
  }

  it("refuses another user's cursor with a 400, showing nothing", async () => {
    seed(LISTINGS_PAGE_SIZE + 1);
    const alices = (await invoke(handler, listEvent())).body.nextCursor as string;
    await expectRefused({ cursor: alices }, otherUser.sub);
  });

  it('refuses a cursor whose id was changed', async () => {
    const [id] = seed(1);
    const honest = encodeCursor(fixtureUser.sub, 'all', id!);
    const decoded = Buffer.from(honest, 'base64url').toString();
    const forged = Buffer.from(decoded.replace(id!, nextId())).toString('base64url');
    await expectRefused({ cursor: forged });
  });

  it('refuses the cursor of the list of all items on the ready list', async () => {
    const [id] = seed(1);
    await expectRefused({ stage: 'ready', cursor: encodeCursor(fixtureUser.sub, 'all', id!) });
  });

  it.each([
    ['not base64url', '%%%'],
    ['base64url of nonsense', Buffer.from('hello').toString('base64url')],
    ['a bare listing id', nextId()],
    ['an id that is not a ULID', Buffer.from('all.abc.def').toString('base64url')],
    ['far too long', 'A'.repeat(5000)],
  ])('refuses a cursor that is %s', async (_what, cursor) => {
    await expectRefused({ cursor });
  });

  it('refuses an unknown stage or parameter', async () => {
    const stage = await invoke(handler, listEvent({ stage: 'saved' }));
    expect(stage.status).toBe(400);
    const other = await invoke(handler, listEvent({ limit: '1000' }));
    expect(other.status).toBe(400);
  });
});
