import { createHash } from 'node:crypto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { serverTexts } from '#domain/messages.ts';
import type * as ListingsCursor from '#lambdas/listings/listings-cursor.ts';
import type { ListingsView } from '#lambdas/lib/ports/listings-repository.ts';

// The opaque cursor of GET /api/listings (lambdas/listings/listings-cursor.ts), read directly:
// its exact form, and each way a cursor that is not this caller's, for this list, is refused
// with the same 400. The module is loaded inside each test (beforeEach): its pattern is built
// when it loads, and Stryker counts a module-level mutant as covered only by the tests during
// which the module loaded (docs/architecture/testing.md#mutation-testing).

let decodeCursor: typeof ListingsCursor.decodeCursor;
let encodeCursor: typeof ListingsCursor.encodeCursor;
beforeEach(async () => {
  vi.resetModules();
  ({ decodeCursor, encodeCursor } = await import('#lambdas/listings/listings-cursor.ts'));
});

const user = 'user-1';
const id = '01JD0000000000000000000000';
const base64url = (text: string) => Buffer.from(text, 'latin1').toString('base64url');

/** The binding, derived here independently: the first 22 characters of the SHA-256, base64url. */
function binding(sub: string, view: ListingsView, listingId: string): string {
  return createHash('sha256')
    .update(`listings-cursor\n${sub}\n${view}\n${listingId}`)
    .digest('base64url')
    .slice(0, 22);
}

function expectRefused(cursor: string, view: ListingsView = 'all', sub = user) {
  let thrown: unknown;
  try {
    decodeCursor(sub, view, cursor);
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toMatchObject({ status: 400, code: 'bad_request', message: serverTexts.invalidCursor });
}

describe('the listings cursor', () => {
  it('is base64url of view, id and a 22-character binding to caller, view and id', () => {
    const cursor = encodeCursor(user, 'ready', id);
    expect(Buffer.from(cursor, 'base64url').toString('latin1')).toBe(
      `ready.${id}.${binding(user, 'ready', id)}`,
    );
    expect(binding(user, 'ready', id)).toHaveLength(22);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it('gives back the id on its own list, for its own caller', () => {
    expect(decodeCursor(user, 'all', encodeCursor(user, 'all', id))).toBe(id);
    expect(decodeCursor(user, 'ready', encodeCursor(user, 'ready', id))).toBe(id);
    expect(decodeCursor(user, 'all', base64url(`all.${id}.${binding(user, 'all', id)}`))).toBe(id);
  });

  it("refuses another caller's cursor, the other list's and an edited id", () => {
    expectRefused(encodeCursor(user, 'all', id), 'all', 'user-2');
    expectRefused(encodeCursor(user, 'all', id), 'ready');
    expectRefused(encodeCursor(user, 'ready', id), 'all');
    const other = '01JD0000000000000000000001';
    expectRefused(base64url(`all.${other}.${binding(user, 'all', id)}`));
  });

  it('refuses a cursor with a character outside base64url before or after it', () => {
    const honest = encodeCursor(user, 'all', id);
    // Node's decoder skips such characters, so only the pattern refuses them.
    expect(Buffer.from(`${honest}=`, 'base64url').equals(Buffer.from(honest, 'base64url'))).toBe(true);
    expectRefused(`${honest}=`);
    expectRefused(`=${honest}`);
    expectRefused(`${honest}+`);
    expectRefused('');
    expectRefused('A'.repeat(201));
  });

  it('refuses a cursor whose parts are missing, extra or not a listing id', () => {
    expectRefused(base64url(`all.${id}`));
    expectRefused(base64url(`all.${id}.${binding(user, 'all', id)}.x`));
    expectRefused(base64url(`all..${binding(user, 'all', '')}`));
    expectRefused(base64url(`all.${id}.`));
    expectRefused(base64url(`saved.${id}.${binding(user, 'all', id)}`));
    expectRefused(base64url(`all.not-an-id.${binding(user, 'all', 'not-an-id')}`));
    // A binding of another length is a 400 too, not the RangeError timingSafeEqual throws.
    expectRefused(base64url(`all.${id}.${binding(user, 'all', id).slice(0, 21)}`));
    expectRefused(base64url(`all.${id}.${binding(user, 'all', id)}A`));
  });
});
