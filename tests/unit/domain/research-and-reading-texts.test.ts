import { describe, expect, it } from 'vitest';
import { researchCutShort } from '#domain/listing.ts';
import { photoTexts } from '#domain/messages.ts';

describe('a stored research cut short', () => {
  it('is cut short only when it says so with true', () => {
    expect(researchCutShort({ output: [], cut_short: true })).toBe(true);
    expect(researchCutShort({ output: [], cut_short: 'true' })).toBe(false);
    expect(researchCutShort({ output: [] })).toBe(false);
  });

  it('reads an old or absent research as whole', () => {
    expect(researchCutShort(null)).toBe(false);
    expect(researchCutShort(undefined)).toBe(false);
    expect(researchCutShort('cut_short')).toBe(false);
  });
});

describe('what the offline Analyse again says it read', () => {
  it('says all the photos when it read every one', () => {
    expect(photoTexts.analysedOfflineSummary(3, 3)).toBe('Updated without the AI, from all 3 photos.');
    expect(photoTexts.analysedOfflineSummary(1, 1)).toBe('Updated without the AI, from all 1 photo.');
  });

  it('says the cover only, or how many of them, when it read fewer', () => {
    expect(photoTexts.analysedOfflineSummary(1, 3)).toBe(
      'Updated without the AI, from the cover only (1 of 3 photos).',
    );
    expect(photoTexts.analysedOfflineSummary(2, 3)).toBe('Updated without the AI, from 2 of 3 photos.');
  });

  it('tells it in the toast too', () => {
    expect(photoTexts.analysedOffline(2, 4).description).toBe(
      'No AI is set up here: the offline analyser read 2 of 4 photos; your own edits are kept.',
    );
  });
});
