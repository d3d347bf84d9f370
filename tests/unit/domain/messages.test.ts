import { describe, expect, it } from 'vitest';
import { messages, pageTexts, processingMessages } from '#domain/messages.ts';

// docs/product.md#messages (error catalogue and success messages), docs/product.md#states-and-transitions
// (transition toasts) and docs/product.md#screens (page texts), word for word.
describe('error catalogue', () => {
  it.each([
    ['Failed to load listings', 'Could not retrieve your previous uploads', messages.listingsLoadFailed],
    ['Save failed', 'Could not save your listing.', messages.saveFailed],
    ['Create failed', 'Could not create your listing.', messages.createFailed],
    ['Delete failed', 'Could not delete the listing.', messages.deleteFailed],
    ['Generation failed', 'Could not generate description. Please try again.', messages.generationFailed],
    ['Copy failed', 'Unable to copy to clipboard', messages.copyFailed],
  ])('says "%s: %s"', (title, description, message) => {
    expect(message).toEqual({ title, description, variant: 'destructive' });
  });

  it('shows a failed listings load as a destructive toast', () => {
    expect(messages.listingsLoadFailed.variant).toBe('destructive');
  });

  it.each([
    ['Upload/AI failed. Please try again.', messages.uploadFailed],
    ['You must be signed in.', messages.notSignedIn],
    ['No auth token found.', messages.noAuthToken],
    ['Failed to fetch preview', messages.previewFailed],
    ['Please fill all required fields.', messages.missingRequiredFields],
  ])('says "%s" with no description', (title, message) => {
    expect(message).toEqual({ title, variant: 'destructive' });
  });

  it('titles an upload or AI failure toast "Something went wrong" with the error text', () => {
    expect(messages.somethingWentWrong('Network down')).toEqual({
      title: 'Something went wrong',
      description: 'Network down',
      variant: 'destructive',
    });
  });

  it('says "Update failed, Could not update {field}: {message}"', () => {
    expect(messages.profileUpdateFailed('country', 'timeout')).toEqual({
      title: 'Update failed',
      description: 'Could not update country: timeout',
      variant: 'destructive',
    });
  });
});

describe('success messages', () => {
  it('says "Profile updated, Country updated successfully"', () => {
    expect(messages.profileUpdated('country')).toEqual({
      title: 'Profile updated',
      description: 'Country updated successfully',
    });
  });

  it('says "Profile updated, Collection permission updated successfully"', () => {
    expect(messages.profileUpdated('allow_collection')).toEqual({
      title: 'Profile updated',
      description: 'Collection permission updated successfully',
    });
  });

  it('says "Copied!" or "{label} copied!"', () => {
    expect(messages.copied()).toEqual({ title: 'Copied!' });
    expect(messages.copied('Title')).toEqual({ title: 'Title copied!' });
  });

  it.each([
    [
      'Description generated!',
      'AI has created a new description for your listing.',
      messages.descriptionGenerated,
    ],
    ['Signed in!', 'Welcome!', messages.signedIn],
    [
      'Check your inbox!',
      'Complete sign up via email link. Make sure to check your spam folder.',
      messages.checkInbox,
    ],
    ['Reset email sent!', 'Check your inbox to reset your password.', messages.resetEmailSent],
    ['Item deleted', 'The item has been removed from your list.', messages.itemDeleted],
    ['Item saved!', 'Your listing has been updated.', messages.itemSaved],
    ['Analysis complete!', 'Your item has been analyzed and is ready for review.', messages.analysisComplete],
    ['Great choice!', 'Proceeding to create your listing.', messages.greatChoice],
    ["Let's try again", 'Upload a new photo for better results.', messages.tryAgain],
  ])('says "%s" with "%s"', (title, description, message) => {
    expect(message).toEqual({ title, description });
  });

  it('says "Signed out."', () => {
    expect(messages.signedOut).toEqual({ title: 'Signed out.' });
  });

  it('shows a toast without a description as its title alone', () => {
    expect(messages.copied()).toStrictEqual({ title: 'Copied!' });
    expect(messages.copied('Title')).toStrictEqual({ title: 'Title copied!' });
  });

  it('shows "Email sent! Check your inbox." in place of the reset button', () => {
    expect(messages.resetEmailSentInline).toEqual({ title: 'Email sent! Check your inbox.' });
  });
});

describe('price hint texts', () => {
  it('words the three price hints', () => {
    expect(messages.priceHint.none).toBe('No price information found');
    expect(messages.priceHint.one('£9.00')).toBe('Asking price seen online: £9.00');
    expect(messages.priceHint.range('£1.00', '£2.00')).toBe('Asking prices seen online: £1.00 - £2.00');
  });
});

describe('processing messages', () => {
  it('rotates through the 6 messages in order', () => {
    expect(processingMessages).toEqual([
      'Looking for clues...',
      'Spreading the net...',
      'Finding matches...',
      'Hatching a plan...',
      'Calculating value...',
      'Almost ready...',
    ]);
  });
});

describe('page texts', () => {
  it('has the tagline "Snap it. List it. Shift it."', () => {
    expect(pageTexts.tagline).toBe('Snap it. List it. Shift it.');
  });

  it('says "Loading..." while the session is checked', () => {
    expect(pageTexts.loading).toBe('Loading...');
  });

  it('says "Oops! Page not found" with a "Return to Home" link on unknown routes', () => {
    expect(pageTexts.notFound).toEqual({ title: 'Oops! Page not found', link: 'Return to Home' });
  });

  it('shows "AI is analyzing your item..." and "Hang tight — this takes a few seconds!"', () => {
    expect(pageTexts.analyzingSpinner).toEqual({
      title: 'AI is analyzing your item...',
      description: 'Hang tight \u2014 this takes a few seconds!',
    });
  });

  it('explains that the AI analyses the photo and researches similar items', () => {
    expect(pageTexts.processingExplainer).toMatch(/analyzing your photo/);
    expect(pageTexts.processingExplainer).toMatch(/researching similar items/);
  });

  it('hints "Snap or upload a clear photo. AI will handle the rest!"', () => {
    expect(pageTexts.uploadHint).toBe('Snap or upload a clear photo. AI will handle the rest!');
  });

  it('says "No items to review, Upload an item to get started" on an empty Review tab', () => {
    expect(pageTexts.reviewEmpty).toEqual({
      title: 'No items to review',
      description: 'Upload an item to get started',
    });
  });

  it('says "No items yet, Upload your first item to get started" on an empty List tab', () => {
    expect(pageTexts.listEmpty).toEqual({
      title: 'No items yet',
      description: 'Upload your first item to get started',
    });
  });

  it('falls back to "Untitled Item" and "No description available"', () => {
    expect(pageTexts.untitledItem).toBe('Untitled Item');
    expect(pageTexts.noDescription).toBe('No description available');
  });
});
