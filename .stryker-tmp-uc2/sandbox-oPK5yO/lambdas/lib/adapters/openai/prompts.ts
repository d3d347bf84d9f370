// @ts-nocheck
import { barcodeFact, type Barcode } from '#domain/barcode.ts';
import type { RefineRequest } from '../../ports/listing-analyser';

// The words sent to the model. Kept apart from the call code so a prompt change is one
// small diff. The user's own words (a refine instruction, their fields) go in the input,
// never into the instructions.

export const identifyInstructions = [
  'You help people sell second-hand items on UK resale marketplaces.',
  'Look at the photos (all of the same item: the first is the cover, the others may show a label,',
  'a tag, the back or a flaw) and identify the item.',
  'Read every label, tag, size, ISBN, model number and maker name the photos show and use them:',
  "they are more reliable than a guess from the item's look.",
  'Choose its category from the list; use "unknown" when none fits.',
  'detailsText: two or three sentences on what the item is (maker, model, edition, visible condition).',
  'fields: a short marketplace title, an engaging description, a condition from the list as seen in',
  'the photos, and the other fields when the photos show them; null when they do not.',
  'searchQuery: a short web search query that finds the same item for sale second-hand.',
].join(' ');

export const refineInstructions = [
  identifyInstructions,
  'The seller has already listed the item with the fields given and asks for a change:',
  'follow their instruction and keep every field they did not ask to change.',
].join(' ');

/**
 * The identify call's user text: the request, how many photos of the item follow, and the
 * barcode read in a photo as a fact.
 */
export function identifyInput(photoCount: number, barcode?: Barcode): string {
  const request =
    photoCount > 1 ? `Identify this item from its ${photoCount} photos.` : 'Identify this item.';
  return barcode ? `${request} ${barcodeFact(barcode)}` : request;
}

export function researchInput(searchQuery: string, country: string): string {
  return [
    `Find listings of this item for sale, new or second-hand, in ${country === 'GB' ? 'the UK' : country}: ${searchQuery}.`,
    'Give up to five listings, each on its own line with its price in £ and a markdown link to the listing.',
    'Then say in one sentence what the item usually sells for. Prices in pounds sterling (£) only.',
  ].join(' ');
}

export function refineInput(request: RefineRequest): string {
  return JSON.stringify({
    instruction: request.userInstruction,
    currentFields: request.oldFields,
    detailsText: request.detailsText,
    country: request.country,
  });
}
