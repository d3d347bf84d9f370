import { serverTexts } from '#domain/messages.ts';
import { createHash, timingSafeEqual } from 'node:crypto';
import { badRequest } from '../lib/runtime/api-error';
import { isListingId } from '../lib/adapters/listing-keys';
import type { ListingsView } from '../lib/ports/listings-repository';

// The opaque cursor of `GET /api/listings`: base64url of `<view>.<id>.<binding>`, where id is
// the previous page's last listing and binding a digest of caller, view and id. Isolation does
// not rest on the binding: every page is read from the caller's own partition, so a cursor can
// at most choose where in the caller's own list a page starts. The binding makes misuse a
// clear 400 rather than a quiet wrong page: another user's cursor, a cursor of the other list,
// an edited id. It is not a secret signature; nothing needs one here.

const cursorPattern = /^[A-Za-z0-9_-]{1,200}$/;

const invalidCursorMessage = serverTexts.invalidCursor;

function binding(userId: string, view: ListingsView, id: string): string {
  return createHash('sha256')
    .update(`listings-cursor\n${userId}\n${view}\n${id}`)
    .digest('base64url')
    .slice(0, 22);
}

export function encodeCursor(userId: string, view: ListingsView, id: string): string {
  return Buffer.from(`${view}.${id}.${binding(userId, view, id)}`).toString('base64url');
}

/** The listing id a page starts after; a 400 for anything but this caller's cursor of this list. */
export function decodeCursor(userId: string, view: ListingsView, cursor: string): string {
  if (!cursorPattern.test(cursor)) throw badRequest(invalidCursorMessage);
  const parts = Buffer.from(cursor, 'base64url').toString('latin1').split('.');
  const [cursorView, id, bound] = parts;
  if (parts.length !== 3 || !id || !bound || !isListingId(id)) throw badRequest(invalidCursorMessage);
  // The view must be the one asked for: a cursor of the other list, or of no list, is refused.
  const expected = Buffer.from(binding(userId, view, id));
  const given = Buffer.from(bound);
  if (cursorView !== view || given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw badRequest(invalidCursorMessage);
  }
  return id;
}
