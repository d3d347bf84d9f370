import { describe, expect, it } from 'vitest';
import { offlineTexts } from '#domain/messages.ts';

describe('what the offline analyser says it did', () => {
  it('counts the photos looked at and those text was read in', () => {
    expect(offlineTexts.analysed(1, 0)).toBe(
      'Offline analysis on this machine (no OpenAI key is configured): 1 photo looked at, no text read.',
    );
    expect(offlineTexts.analysed(1, 1)).toBe(
      'Offline analysis on this machine (no OpenAI key is configured): 1 photo looked at, text read.',
    );
    expect(offlineTexts.analysed(3, 2)).toBe(
      'Offline analysis on this machine (no OpenAI key is configured): 3 photos looked at, text read in 2 of 3.',
    );
  });

  it('says Analyse again looked at every photo again and kept the seller’s fields', () => {
    expect(offlineTexts.refined(2, 1)).toBe(
      'Offline refine on this machine (no OpenAI key is configured): 2 photos looked at again, text read in 1 of 2; your fields were kept, only empty ones filled from the photos, and the description was written from them.',
    );
    expect(offlineTexts.refined(1, 0)).toContain(': 1 photo looked at again, no text read;');
  });
});
