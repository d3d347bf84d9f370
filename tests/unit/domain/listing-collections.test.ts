import { describe, expect, it } from 'vitest';
import {
  isAnyItemAnalyzing,
  itemsBeingAnalyzed,
  itemsReadyForReview,
  newestFirst,
  newestVersions,
  recentUploads,
  reviewBadgeCount,
} from '#domain/listing-collections.ts';
import { webListing } from './fixtures';

const at = (id: string, minute: number, stage: 'analyzing' | 'ready' | 'saved' = 'saved') =>
  webListing({ id, stage, createdAt: `2026-11-01T10:${String(minute).padStart(2, '0')}:00.000Z` });

describe('the list of items (docs/product.md#screens and docs/product.md#states-and-transitions)', () => {
  it('orders items newest first', () => {
    expect(newestFirst([at('a', 1), at('c', 3), at('b', 2)]).map((i) => i.id)).toEqual(['c', 'b', 'a']);
  });

  it('orders items created at the same moment by id, the later id first', () => {
    const items = [at('01A', 5), at('01C', 5), at('01B', 5)];
    expect(newestFirst(items).map((item) => item.id)).toEqual(['01C', '01B', '01A']);
  });

  it('shows the items in stage ready on the Review tab and counts them on its badge', () => {
    const items = [at('a', 1, 'ready'), at('b', 2, 'saved'), at('c', 3, 'ready'), at('d', 4, 'analyzing')];
    expect(itemsReadyForReview(items).map((i) => i.id)).toEqual(['a', 'c']);
    expect(reviewBadgeCount(items)).toBe(2);
  });

  it('takes each item once, as its newest version in either list, newest first', () => {
    const older = { ...at('a', 1, 'analyzing'), updatedAt: '2026-11-01T10:01:00.000Z' };
    const newer = { ...at('a', 1, 'ready'), updatedAt: '2026-11-01T10:05:00.000Z' };
    expect(newestVersions([older, at('b', 2)], [newer])).toEqual([at('b', 2), newer]);
    expect(newestVersions([newer], [older])).toEqual([newer]);
  });

  it('shows the processing screen while any item is being analysed', () => {
    expect(isAnyItemAnalyzing([at('a', 1), at('b', 2, 'analyzing')])).toBe(true);
    expect(isAnyItemAnalyzing([at('a', 1, 'ready')])).toBe(false);
  });

  it('stops the processing screen for an item whose analysis failed', () => {
    const failed = webListing({ stage: 'analyzing', analysisError: 'Timed out' });
    expect(isAnyItemAnalyzing([failed])).toBe(false);
  });

  it('lists the items being analysed newest first, leaving out the failed ones', () => {
    const failed = webListing({ id: 'x', stage: 'analyzing', analysisError: 'Timed out' });
    const items = [at('a', 1, 'analyzing'), at('b', 2, 'ready'), failed, at('c', 3, 'analyzing')];
    expect(itemsBeingAnalyzed(items).map((i) => i.id)).toEqual(['c', 'a']);
  });

  it('shows the 3 most recent uploads plus a +N tile for the rest', () => {
    const items = [at('a', 1), at('b', 2), at('c', 3), at('d', 4), at('e', 5)];
    const { shown, more } = recentUploads(items);
    expect(shown.map((i) => i.id)).toEqual(['e', 'd', 'c']);
    expect(more).toBe(2);
  });

  it('shows no +N tile with 3 uploads or fewer', () => {
    expect(recentUploads([at('a', 1), at('b', 2), at('c', 3)]).more).toBe(0);
    expect(recentUploads([]).shown).toEqual([]);
  });
});
