// @ts-nocheck
// Labels of the item journey: the Add, Review and List tabs, the price picker and the listing form.

import type { Ours, Spec } from './wording';

export const itemTexts = {
  upload: 'Upload' as Spec,
  uploading: 'Uploading...' as Spec,
  takePhoto: 'Take photo' as Ours,
  chooseFromLibrary: 'Choose from library' as Ours,
  // The processing screen, while items are analysed.
  addAnotherItem: 'Add another item' as Ours,
  analysingPhoto: 'The photo being analysed' as Ours,
  analysingMore: (count: number) =>
    `${count} items are being analysed; each one joins Review as soon as it is ready.` as Ours,
  uploadNewItem: 'Upload New Item' as Spec,
  startOver: 'Start Over' as Spec,
  recentUploads: 'Recent uploads' as Ours,
  openItem: (title: string) => `Open ${title}` as Ours,
  moreItems: (count: number) => `${count} more items` as Ours,
  atLeastMoreItems: (count: number) => `${count} or more items besides` as Ours,
  /** The action of the toast after a delete or a thumbs-down. */
  undo: 'Undo' as Ours,
  // Review tab.
  list: 'List' as Spec,
  thumbsUp: 'Happy with the findings: list this item' as Ours,
  thumbsDown: 'Needs refining: delete and try again' as Ours,
  relatedListings: 'Related Listings' as Spec,
  view: 'View' as Spec,
  choosePicture: (index: number) => `Show picture ${index}` as Ours,
  previewPicture: (title: string) => `Preview of ${title}` as Ours,
  author: 'Author' as Spec,
  edition: 'Edition' as Spec,
  priceHintLabel: 'Price guide' as Ours,
  analysisFailedTitle: 'Analysis failed' as Ours,
  retryAnalysis: 'Try again' as Ours,
  retrying: 'Retrying...' as Ours,
  // List tab.
  back: 'Back to your items' as Ours,
  listingDetails: 'Listing Details' as Spec,
  itemNotFound: 'That item could not be found: it may have been deleted. Here are your items.' as Ours,
  editItem: (title: string) => `Edit ${title}` as Ours,
  deleteItem: (title: string) => `Delete ${title}` as Ours,
  delete: 'Delete' as Ours,
  editDetails: 'Edit Details' as Spec,
  closeEditor: 'Done editing' as Ours,
  additionalDetails: 'Additional Details' as Spec,
  share: 'Share' as Ours,
  sharing: 'Sharing...' as Ours,
  listingCopyLabel: 'Listing' as Ours,
  copy: (label: string) => `Copy ${label}` as Ours,
  // Price picker.
  setYourPrice: 'Set Your Price' as Spec,
  suggestedPrices: 'Suggested prices' as Ours,
  choosePrice: 'Choose a price' as Ours,
  suggested: (price: string) => `${price} (suggested)` as Ours,
  customPrice: 'Custom price' as Spec,
  customPriceLabel: 'Custom price in pounds' as Ours,
  set: 'Set' as Spec,
  priceSlider: 'Price' as Spec,
  currentPrice: 'Current price' as Spec,
  // Listing form.
  required: 'required' as Ours,
  requiredHint: 'Fields marked * are required.' as Ours,
  selectCondition: 'Select a condition' as Ours,
  saveListing: 'Save Listing' as Spec,
  saving: 'Saving...' as Ours,
  generateDescription: 'Generate Description with AI' as Spec,
  generating: 'Generating...' as Ours,
  listOnPlatforms: 'List on these platforms' as Spec,
  opensInNewTab: '(opens in a new tab)' as Ours,
} as const;

/** The Add tab's own messages about a chosen file (docs/product.md#validation). */
export const addTexts = {
  notAnImage: 'Only image files can be uploaded.' as Ours,
  heicUnsupported:
    'This HEIC photo could not be read. Please choose a JPEG or PNG, or set the camera to "Most Compatible".' as Ours,
  unreadable: 'This photo could not be read. Please choose another one.' as Ours,
  uploadProgress: (percent: number) => `Uploading... ${percent}%` as Ours,
  /** The photo's PUT to storage broke off (the network, not the server). */
  uploadInterrupted: 'The upload was interrupted. Please check your connection and try again.' as Ours,
} as const;
