import { describe, expect, it } from 'vitest';
import { photoTexts } from '#domain/texts/photos.ts';
import { serverTexts } from '#domain/texts/server.ts';

// The texts that count something say "1 photo" and "3 photos", "1 minute" and "2 minutes", and
// a refusal is shown as an error (docs/product.md#messages, "Our own messages").

describe('photo texts', () => {
  it('counts one photo in the singular and more in the plural', () => {
    expect(photoTexts.uploadFailed(1, 'Try again.')).toBe('1 photo could not be added. Try again.');
    expect(photoTexts.uploadFailed(2, 'Try again.')).toBe('2 photos could not be added. Try again.');
    expect(photoTexts.added(1)).toEqual({ title: 'Item saved!', description: '1 photo added.' });
    expect(photoTexts.added(0)).toEqual({ title: 'Item saved!', description: '0 photos added.' });
  });

  it('shows refused photos and failed changes as errors', () => {
    expect(photoTexts.tooMany(1)).toEqual({
      title: '1 photo not added',
      description: 'An item holds at most 8 photos; the first ones you chose were added.',
      variant: 'destructive',
    });
    expect(photoTexts.notImages(3)).toEqual({
      title: '3 photos not added',
      description: 'Only image files can be added.',
      variant: 'destructive',
    });
    expect(photoTexts.saveFailed('No room.')).toEqual({
      title: 'Save failed',
      description: 'No room.',
      variant: 'destructive',
    });
    expect(photoTexts.analyseFailed('Busy.')).toEqual({
      title: 'Analysis failed',
      description: 'Busy.',
      variant: 'destructive',
    });
  });
});

describe('server texts', () => {
  it('rounds a wait up to whole minutes, at least one, singular for one', () => {
    const inText = (seconds: number) => serverTexts.aiLimitReached(seconds).replace(/^.* in /, '');
    expect(inText(0)).toBe('1 minute.');
    expect(inText(1)).toBe('1 minute.');
    expect(inText(60)).toBe('1 minute.');
    expect(inText(61)).toBe('2 minutes.');
    expect(inText(3600)).toBe('60 minutes.');
    expect(serverTexts.uploadLimitReached(90)).toBe(
      'You have uploaded too many photos for now. Please try again in 2 minutes.',
    );
  });

  it('rounds the daily wait up to whole hours, at least one, singular for one', () => {
    const inText = (seconds: number) => serverTexts.dailyUploadLimitReached(seconds).replace(/^.* in /, '');
    expect(inText(1)).toBe('1 hour.');
    expect(inText(3600)).toBe('1 hour.');
    expect(inText(3601)).toBe('2 hours.');
  });
});
