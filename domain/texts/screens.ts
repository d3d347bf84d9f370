// Page texts of docs/product.md#screens that are not a control's label: the processing screen,
// the auth screen's modes and links, the main screen's headings, empty states and menu.

import type { Ours, Spec } from './wording';
import { note } from './toasts';

/** The processing screen's messages, in order; one shows every 2 seconds. */
export const processingMessages = [
  'Looking for clues...' as Spec,
  'Spreading the net...' as Spec,
  'Finding matches...' as Spec,
  'Hatching a plan...' as Spec,
  'Calculating value...' as Spec,
  'Almost ready...' as Spec,
] as const;

/** The auth screen's modes, links and buttons (docs/product.md#screens, "Auth screen"). */
export const authTexts = {
  modes: { signIn: 'Sign In' as Spec, signUp: 'Create Account' as Spec, reset: 'Reset Password' as Spec },
  links: {
    createAccount: 'Create Account' as Spec,
    forgotPassword: 'Forgot password?' as Spec,
    haveAccount: 'Already have an account? Sign In' as Spec,
    backToSignIn: 'Back to Sign In' as Spec,
  },
  continueWithGoogle: 'Continue with Google' as Spec,
} as const;

/** Page texts of docs/product.md#what-it-does and docs/product.md#screens that are not a control's label, and the profile menu's. */
export const pageTexts = {
  tagline: 'Snap it. List it. Shift it.' as Spec,
  /** The guard's centred text while the session is checked. */
  loading: 'Loading...' as Spec,
  notFound: { title: 'Oops! Page not found' as Spec, link: 'Return to Home' as Spec },
  /**
   * The spec's spinner while listings load (the dash is an em dash). Not shown: a plain
   * Loading... spinner stands for it (docs/product.md#main-screen- records the departure).
   */
  analyzingSpinner: note(
    'AI is analyzing your item...' as Spec,
    'Hang tight — this takes a few seconds!' as Spec,
  ),
  /** The processing screen also says what is going on (wording not fixed by the spec). */
  processingExplainer: 'AI is analyzing your photo and researching similar items.' as Ours,
  uploadHint: 'Snap or upload a clear photo. AI will handle the rest!' as Spec,
  reviewEmpty: note('No items to review' as Spec, 'Upload an item to get started' as Spec),
  listEmpty: note('No items yet' as Spec, 'Upload your first item to get started' as Spec),
  /** The List tab's heading and the main screen's three tabs. */
  yourItems: 'Your Items' as Spec,
  tabs: { review: 'Review' as Spec, list: 'List' as Spec, add: 'Add Item' as Spec },
  untitledItem: 'Untitled Item' as Spec,
  /** Ours: the Related Listings block when the research cited no listing (the block is always on the card). */
  noRelatedListings: 'No related listings found' as Ours,
  /** Ours: the research reached its output ceiling; what it wrote is kept (docs/architecture/backend.md#spend-ceilings). */
  researchCutShort: 'The research was cut short, so it may have found fewer listings than usual.' as Ours,
  noDescription: 'No description available' as Spec,
  profileMenu: {
    /** Shown in place of the email when the session has none. */
    fallbackName: 'Profile' as Spec,
    country: 'Country' as Spec,
    allowCollection: 'Allow Collection' as Spec,
    on: 'On' as Spec,
    off: 'Off' as Spec,
    signOut: 'Sign Out' as Spec,
  },
} as const;
