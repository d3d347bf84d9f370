// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { processingMessageAt } from '#domain/processing-rotation.ts';

describe('processing screen rotation (docs/product.md#screens)', () => {
  it('starts with "Looking for clues..."', () => {
    expect(processingMessageAt(0)).toBe('Looking for clues...');
  });

  it('shows the next message every 2 seconds', () => {
    expect(processingMessageAt(1999)).toBe('Looking for clues...');
    expect(processingMessageAt(2000)).toBe('Spreading the net...');
    expect(processingMessageAt(4000)).toBe('Finding matches...');
    expect(processingMessageAt(10_000)).toBe('Almost ready...');
  });

  it('starts again after "Almost ready..."', () => {
    expect(processingMessageAt(12_000)).toBe('Looking for clues...');
  });

  it('shows the first message for a negative or endless time', () => {
    expect(processingMessageAt(-5)).toBe('Looking for clues...');
    expect(processingMessageAt(Number.POSITIVE_INFINITY)).toBe('Looking for clues...');
  });
});
