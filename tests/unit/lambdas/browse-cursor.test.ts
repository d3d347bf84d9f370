import { createHash } from 'node:crypto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { serverTexts } from '#domain/messages.ts';
import type * as BrowseCursor from '#lambdas/listings/browse-cursor.ts';
import type { CursorScope } from '#lambdas/listings/browse-cursor.ts';
import type { BrowsePosition } from '#lambdas/lib/ports/listings-browser.ts';

// The cursor of a view, sort or search of GET /api/listings and of the records' pages
// (lambdas/listings/browse-cursor.ts), read directly: its exact form, every position it may
// hold, and each way a cursor that is not this caller's, for this view, sort and search, is
// refused with the same 400. The module loads inside each test, as listings-cursor.test.ts
// explains (docs/architecture/testing.md#mutation-testing).

let decodeBrowseCursor: typeof BrowseCursor.decodeBrowseCursor;
let encodeBrowseCursor: typeof BrowseCursor.encodeBrowseCursor;
beforeEach(async () => {
  vi.resetModules();
  ({ decodeBrowseCursor, encodeBrowseCursor } = await import('#lambdas/listings/browse-cursor.ts'));
});

const user = 'user-1';
const id = '01JD0000000000000000000000';
const scope: CursorScope = { view: 'for_sale', sort: 'newest', words: ['oak', 'chair'] };
const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** The binding, derived here independently: the first 22 characters of the SHA-256, base64url. */
function binding(sub: string, on: CursorScope, position: BrowsePosition): string {
  const text = ['browse-cursor', sub, on.view, on.sort, on.words.join(' '), JSON.stringify(position)];
  return createHash('sha256').update(text.join('\n')).digest('base64url').slice(0, 22);
}

function expectRefused(cursor: string, sub = user, on: CursorScope = scope) {
  let thrown: unknown;
  try {
    decodeBrowseCursor(sub, on, cursor);
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toMatchObject({ status: 400, code: 'bad_request', message: serverTexts.invalidCursor });
}

const positions: BrowsePosition[] = [
  { after: id },
  { after: id, soldAt: '2026-11-20T10:00:00.000Z' },
  { after: id, soldAt: '2026-11-20T10:00:00Z' },
  { offset: 1 },
  { offset: 1_000_000 },
];

describe('a browse cursor', () => {
  it('is base64url of its position and a binding of caller, view, sort, search and position', () => {
    const position = { after: id, soldAt: '2026-11-20T10:00:00.000Z' };
    expect(encodeBrowseCursor(user, scope, position)).toBe(
      base64url({ p: position, b: binding(user, scope, position) }),
    );
  });

  it.each(positions)('gives back the position it was made with: %o', (position) => {
    expect(decodeBrowseCursor(user, scope, encodeBrowseCursor(user, scope, position))).toEqual(position);
  });

  it('is refused for another user, another view, sort or search', () => {
    const cursor = encodeBrowseCursor(user, scope, { after: id });
    expectRefused(cursor, 'user-2');
    expectRefused(cursor, user, { ...scope, view: 'sold' });
    expectRefused(cursor, user, { ...scope, sort: 'price' });
    expectRefused(cursor, user, { ...scope, words: ['oak'] });
    // The same words joined are the same search.
    expect(decodeBrowseCursor(user, { ...scope, words: ['oak chair'] }, cursor)).toEqual({ after: id });
  });

  it('is refused when its position is edited, even with a binding of the old one', () => {
    const position = { after: id };
    const b = binding(user, scope, position);
    expectRefused(base64url({ p: { after: '01JD0000000000000000000001' }, b }));
    expectRefused(base64url({ p: { offset: 2 }, b: binding(user, scope, { offset: 1 }) }));
    expect(decodeBrowseCursor(user, scope, base64url({ p: position, b }))).toEqual(position);
  });

  it.each([
    ['not base64url characters', 'abc+/='],
    ['empty', ''],
    ['longer than 400 characters', 'a'.repeat(401)],
    ['not JSON', Buffer.from('{nope').toString('base64url')],
    ['JSON null', base64url(null)],
    ['no binding', base64url({ p: { after: id } })],
    ['a binding that is not a string', base64url({ p: { after: id }, b: 42 })],
    ['a binding of the wrong length', base64url({ p: { after: id }, b: 'short' })],
    ['no position', base64url({ b: 'x'.repeat(22) })],
  ])('is refused when %s', (_case, cursor) => {
    expectRefused(cursor);
  });

  it('takes a cursor of exactly 400 characters to the pattern, then to its binding', () => {
    expectRefused('a'.repeat(400));
  });

  const bound = (p: unknown) => base64url({ p, b: binding(user, scope, p as BrowsePosition) });
  it.each([
    ['an array', [id]],
    ['a string', id],
    ['an id that is no listing id', { after: 'upload#1' }],
    ['a number for the id', { after: 42 }],
    ['an extra key', { after: id, view: 'all' }],
    ['a sold date that is no ISO time', { after: id, soldAt: '2026-11-20' }],
    ['a sold date with more after it', { after: id, soldAt: '2026-11-20T10:00:00.000Zx' }],
    ['a sold date with text before it', { after: id, soldAt: 'x2026-11-20T10:00:00.000Z' }],
    ['a sold date that is a number', { after: id, soldAt: 1 }],
    ['a sold date alone', { soldAt: '2026-11-20T10:00:00.000Z' }],
    ['an offset of 0', { offset: 0 }],
    ['an offset past a million', { offset: 1_000_001 }],
    ['an offset that is not whole', { offset: 1.5 }],
    ['an offset as text', { offset: '1' }],
    ['an offset with an id', { offset: 1, after: id }],
  ])('is refused when its position is %s, even correctly bound', (_case, p) => {
    expectRefused(bound(p));
  });
});
