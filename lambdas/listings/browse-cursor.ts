import { createHash, timingSafeEqual } from 'node:crypto';
import type { ListingSort, ListingView } from '#domain/listings-browse.ts';
import { serverTexts } from '#domain/messages.ts';
import { badRequest } from '../lib/runtime/api-error';
import { isListingId } from '../lib/adapters/listing-keys';
import type { BrowsePosition } from '../lib/ports/listings-browser';

// The cursor of a view, sort or search of `GET /api/listings` (and of the records' pages):
// base64url of `{p: position, b: binding}`, the binding a digest of caller, view, sort, search
// and position. As with listings-cursor.ts, isolation rests on the caller's own partition; the
// binding makes another user's cursor, one of another view or search, or an edited one a 400.

/** What a cursor belongs to: the caller's view, sort and search (or the records' pages). */
export interface CursorScope {
  view: ListingView | 'records';
  sort: ListingSort;
  words: readonly string[];
}

const cursorPattern = /^[A-Za-z0-9_-]{1,400}$/;
const invalidCursorMessage = serverTexts.invalidCursor;
const isoPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;

/** The position a decoded cursor holds, or undefined for anything else. */
function positionOf(value: unknown): BrowsePosition | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const entries = value as Record<string, unknown>;
  const keys = Object.keys(entries).sort().join(',');
  const { after, soldAt, offset } = entries;
  if (keys === 'offset') {
    return Number.isInteger(offset) && (offset as number) >= 1 && (offset as number) <= 1_000_000
      ? { offset: offset as number }
      : undefined;
  }
  if (typeof after !== 'string' || !isListingId(after)) return undefined;
  if (keys === 'after') return { after };
  if (keys === 'after,soldAt' && typeof soldAt === 'string' && isoPattern.test(soldAt))
    return { after, soldAt };
  return undefined;
}

function binding(userId: string, scope: CursorScope, position: BrowsePosition): string {
  return createHash('sha256')
    .update(
      ['browse-cursor', userId, scope.view, scope.sort, scope.words.join(' '), JSON.stringify(position)].join(
        '\n',
      ),
    )
    .digest('base64url')
    .slice(0, 22);
}

export function encodeBrowseCursor(userId: string, scope: CursorScope, position: BrowsePosition): string {
  return Buffer.from(JSON.stringify({ p: position, b: binding(userId, scope, position) })).toString(
    'base64url',
  );
}

/** Where the page starts; a 400 for anything but this caller's cursor of this view, sort and search. */
export function decodeBrowseCursor(userId: string, scope: CursorScope, cursor: string): BrowsePosition {
  if (!cursorPattern.test(cursor)) throw badRequest(invalidCursorMessage);
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badRequest(invalidCursorMessage);
  }
  const { p, b } = (parsed ?? {}) as { p?: unknown; b?: unknown };
  const position = positionOf(p);
  if (position === undefined || typeof b !== 'string') throw badRequest(invalidCursorMessage);
  const expected = Buffer.from(binding(userId, scope, position));
  const given = Buffer.from(b);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw badRequest(invalidCursorMessage);
  }
  return position;
}
