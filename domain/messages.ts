import { PRICE_ABOVE, PRICE_BELOW, PRICE_DECIMALS } from './constants';

// Every user-facing text of docs/product.md that is not a screen's own label, once: the error and
// success catalogue (docs/product.md#messages), the transition toasts
// (docs/product.md#states-and-transitions) and the page texts (docs/product.md#screens). The web app shows these; tests assert them word for word.

/** A toast or notice: a title and an optional description. */
export interface Message {
  title: string;
  description?: string;
  /** Errors are shown as destructive (red) toasts. */
  variant?: 'destructive';
}

/** Which profile setting an update touched (docs/product.md#calls, "Profiles"). */
export type ProfileSetting = 'country' | 'allow_collection';

const note = (title: string, description?: string): Message =>
  description === undefined ? { title } : { title, description };

const failure = (title: string, description?: string): Message => ({
  ...note(title, description),
  variant: 'destructive',
});

export const messages = {
  // docs/product.md#messages, the error catalogue.
  listingsLoadFailed: failure('Failed to load listings', 'Could not retrieve your previous uploads'),
  saveFailed: failure('Save failed', 'Could not save your listing.'),
  createFailed: failure('Create failed', 'Could not create your listing.'),
  deleteFailed: failure('Delete failed', 'Could not delete the listing.'),
  /** Upload or AI failure: the page message... */
  uploadFailed: failure('Upload/AI failed. Please try again.'),
  /** ...and the toast, with the error text. */
  somethingWentWrong: (errorText: string): Message => failure('Something went wrong', errorText),
  notSignedIn: failure('You must be signed in.'),
  noAuthToken: failure('No auth token found.'),
  profileUpdateFailed: (field: string, message: string): Message =>
    failure('Update failed', `Could not update ${field}: ${message}`),
  generationFailed: failure('Generation failed', 'Could not generate description. Please try again.'),
  copyFailed: failure('Copy failed', 'Unable to copy to clipboard'),
  previewFailed: failure('Failed to fetch preview'),
  missingRequiredFields: failure('Please fill all required fields.'),
  /**
   * Not in the spec's catalogue: a custom price outside the spec's accepted range
   * (docs/product.md#constants-and-limits), which the message names.
   */
  invalidCustomPrice: failure(`Enter a price above ${PRICE_ABOVE} and below ${PRICE_BELOW}.`),
  /** Not in the spec's catalogue: the product's daily budget of AI calls is spent. */
  aiDailyLimitReached: failure('The AI service has reached its daily limit. Please try again tomorrow.'),
  /** Not in the spec's catalogue: a listing price that cannot be stored (the same range). */
  invalidListingPrice: failure(
    `Enter a price above ${PRICE_ABOVE} and below ${PRICE_BELOW}, with at most ${PRICE_DECIMALS} decimals.`,
  ),

  // docs/product.md#messages, success messages.
  profileUpdated: (setting: ProfileSetting): Message =>
    note(
      'Profile updated',
      setting === 'country' ? 'Country updated successfully' : 'Collection permission updated successfully',
    ),
  descriptionGenerated: note('Description generated!', 'AI has created a new description for your listing.'),
  copied: (label?: string): Message => note(label ? `${label} copied!` : 'Copied!'),
  signedIn: note('Signed in!', 'Welcome!'),
  checkInbox: note(
    'Check your inbox!',
    'Complete sign up via email link. Make sure to check your spam folder.',
  ),
  resetEmailSent: note('Reset email sent!', 'Check your inbox to reset your password.'),
  signedOut: note('Signed out.'),
  itemDeleted: note('Item deleted', 'The item has been removed from your list.'),
  itemSaved: note('Item saved!', 'Your listing has been updated.'),
  /** Not in the spec's catalogue: Undo of a delete or a thumbs-down brought the item back. */
  itemRestored: note('Item restored', 'It is back in your list.'),
  /** Not in the spec's catalogue: Undo came too late (the item is gone for good) or failed. */
  restoreFailed: failure('Undo failed', 'The item could not be brought back.'),

  // docs/product.md#states-and-transitions.
  analysisComplete: note('Analysis complete!', 'Your item has been analyzed and is ready for review.'),
  greatChoice: note('Great choice!', 'Proceeding to create your listing.'),
  tryAgain: note("Let's try again", 'Upload a new photo for better results.'),
  /** Shown in place of the reset button after a successful reset email. */
  resetEmailSentInline: note('Email sent! Check your inbox.'),

  // docs/product.md#screens, the Review card's price hint.
  priceHint: {
    none: 'No price information found',
    one: (amount: string) => `This item could sell for ${amount}`,
    range: (low: string, high: string) => `${low} - ${high}`,
  },
} as const;

/**
 * Our own texts (not the spec's) for the links in the confirmation and reset emails, on the
 * auth screen (docs/product.md#auth-screen-auth).
 */
export const emailLinkTexts = {
  confirming: 'Confirming your email...',
  /** A confirmation link followed again, after it confirmed the account. */
  alreadyConfirmed: 'This email is already confirmed. Sign in to continue.',
  /** A confirmation link whose code is wrong or replaced by a newer one. */
  confirmLinkInvalid:
    'This confirmation link is not valid any more. Enter the code from the newest email, or ask for a new code.',
  /** A reset link whose code is wrong, used already or expired. */
  resetLinkInvalid: 'This reset link is not valid any more. Ask for a new reset email.',
} as const;

/**
 * The confirmation and reset emails (our own wording; docs/product.md#auth-screen-auth). The
 * link and the code are filled in by domain/auth-emails.ts.
 */
export const authEmailTexts = {
  confirmSignUp: {
    subject: 'Confirm your Snap List Shift account',
    intro: 'Welcome to Snap List Shift. Confirm your email address to finish creating your account.',
    action: 'Confirm my email',
    codeLine: 'Or enter this code on the sign-up screen:',
    outro: 'If you did not create an account, you can ignore this email.',
  },
  resetPassword: {
    subject: 'Reset your Snap List Shift password',
    intro: 'Someone asked to reset the password of your Snap List Shift account.',
    action: 'Choose a new password',
    codeLine: 'Or enter this code on the reset screen:',
    outro: 'If it was not you, you can ignore this email: your password stays as it is.',
  },
} as const;

/**
 * Ours (the spec fixes none of these): the way out of each failure (docs/product.md#errors-and-the-way-out).
 * The failures themselves keep the catalogue's wording above.
 */
export const recoveryTexts = {
  /** A failed listings load, in the List and Review tabs: the catalogue's toast text, then this button. */
  retryLoad: 'Retry',
  retryingLoad: 'Retrying...',
  /** The Add tab's error box: upload the same photo again, or run the failed analysis again. */
  tryAgain: 'Try again',
  /** A failed analysis card: delete the item. */
  discard: 'Discard',
  /** On /auth after the session ended by itself (not a sign-out). */
  sessionEnded: 'Your session has ended. Please sign in again.',
  /** Asked before leaving a listing form with unsaved edits. */
  unsavedTitle: 'Leave without saving?',
  unsavedDescription: 'Your changes to this listing have not been saved and will be lost.',
  keepEditing: 'Keep editing',
  leave: 'Leave',
  /** A form opening with unsaved edits kept through an ended session (or a reload of the tab). */
  draftRestored: note(
    'Unsaved edits restored',
    'Your earlier changes to this listing are back. Save them when ready.',
  ),
} as const;

/** The processing screen's messages, in order; one shows every 2 seconds. */
export const processingMessages = [
  'Looking for clues...',
  'Spreading the net...',
  'Finding matches...',
  'Hatching a plan...',
  'Calculating value...',
  'Almost ready...',
] as const;

/** The auth screen's modes, links and buttons (docs/product.md#screens, "Auth screen"). */
export const authTexts = {
  modes: { signIn: 'Sign In', signUp: 'Create Account', reset: 'Reset Password' },
  links: {
    createAccount: 'Create Account',
    forgotPassword: 'Forgot password?',
    haveAccount: 'Already have an account? Sign In',
    backToSignIn: 'Back to Sign In',
  },
  continueWithGoogle: 'Continue with Google',
} as const;

/** Page texts of docs/product.md#what-it-does and docs/product.md#screens that are not a control's label, and the profile menu's. */
export const pageTexts = {
  tagline: 'Snap it. List it. Shift it.',
  /** The guard's centred text while the session is checked. */
  loading: 'Loading...',
  notFound: { title: 'Oops! Page not found', link: 'Return to Home' },
  /** The spinner while listings load (the dash is an em dash). */
  analyzingSpinner: note('AI is analyzing your item...', 'Hang tight — this takes a few seconds!'),
  /** The processing screen also says what is going on (wording not fixed by the spec). */
  processingExplainer: 'AI is analyzing your photo and researching similar items.',
  uploadHint: 'Snap or upload a clear photo. AI will handle the rest!',
  reviewEmpty: note('No items to review', 'Upload an item to get started'),
  listEmpty: note('No items yet', 'Upload your first item to get started'),
  /** The List tab's heading and the main screen's three tabs. */
  yourItems: 'Your Items',
  tabs: { review: 'Review', list: 'List', add: 'Add Item' },
  untitledItem: 'Untitled Item',
  /** Ours: the Related Listings block when the research cited no listing (the block is always on the card). */
  noRelatedListings: 'No related listings found',
  noDescription: 'No description available',
  profileMenu: {
    /** Shown in place of the email when the session has none. */
    fallbackName: 'Profile',
    country: 'Country',
    allowCollection: 'Allow Collection',
    on: 'On',
    off: 'Off',
    signOut: 'Sign Out',
  },
} as const;
