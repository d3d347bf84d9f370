// @ts-nocheck
import { categoryOf, fieldsForCategory, UNKNOWN_CATEGORY, type CategoryName } from '#domain/categories.ts';
import type { Barcode } from '#domain/barcode.ts';
import { userFieldLabels, type UserFieldName } from '#domain/user-fields.ts';
import type { AnalysisResult } from '../../ports/listing-analyser';
import { categoryForDetection, itemName, MIN_SCORE } from './coco-categories';
import type { CocoLabel } from './coco-labels';
import type { ColourName } from './colour-names';

// The offline analyser's answer, built from what the detector saw (docs/design.md#ai). It
// says only what the photo shows: the category, a title from the object and its colour, and
// the colour. Brand, size, condition and price stay empty for the user to fill in, and there
// is no enrichment, so the Review card's price hint says that no values were found.

/** One object the detector found; the box is in fractions of the photo's width and height. */
export interface Detection {
  label: CocoLabel;
  score: number;
  box: { x: number; y: number; width: number; height: number };
}

export const OFFLINE_NOTE = 'Offline analysis on this machine (no OpenAI key is configured).';
export const RESEARCH_NOTE =
  'Web research for related listings with prices needs an OpenAI key, so there are no price suggestions.';
const RECALL_NOTE =
  'The on-device detector knows 80 everyday kinds of object and can miss or mislabel things: please check the category and the fields.';

/** Living things are what a photo shows, never what is for sale: they give no title. */
const notItems: ReadonlySet<CocoLabel> = new Set<CocoLabel>([
  'person',
  'bird',
  'cat',
  'dog',
  'horse',
  'sheep',
  'cow',
  'elephant',
  'bear',
  'zebra',
  'giraffe',
]);

const percent = (score: number) => `${Math.round(score * 100)}%`;
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const article = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a');

/**
 * The detection the listing is about: the most confident one of a class we sell, else the
 * most confident of any class (an unknown item), else none. Detections under MIN_SCORE count
 * for nothing.
 */
export function subjectOf(detections: readonly Detection[]): Detection | undefined {
  const confident = detections.filter((d) => d.score >= MIN_SCORE).sort((a, b) => b.score - a.score);
  return confident.find((d) => categoryForDetection(d.label, d.score) !== UNKNOWN_CATEGORY) ?? confident[0];
}

/** Every field of the category's set, filled where the photo tells: title, description, colour. */
function fieldsFor(
  category: CategoryName,
  subject: Detection | undefined,
  colour: ColourName | undefined,
): Record<string, string> {
  const name = subject && !notItems.has(subject.label) ? itemName(subject.label) : undefined;
  const known: Partial<Record<UserFieldName, string>> = {
    category,
    colour: colour ?? '',
    title: name ? capitalise(colour ? `${colour} ${name}` : name) : '',
    description: name ? `${capitalise(article(colour ?? name))} ${colour ? `${colour} ` : ''}${name}.` : '',
  };
  return Object.fromEntries(fieldsForCategory(category).map((field) => [field, known[field] ?? '']));
}

function detailsFor(
  category: CategoryName,
  subject: Detection | undefined,
  others: readonly Detection[],
  colour: ColourName | undefined,
): string {
  if (!subject) {
    return [
      OFFLINE_NOTE,
      `No object the detector knows was found with at least ${percent(MIN_SCORE)} confidence, so the category is unknown.`,
      RECALL_NOTE,
      RESEARCH_NOTE,
    ].join(' ');
  }
  const name = itemName(subject.label);
  const seen = `The photo shows ${article(name)} ${name} (${percent(subject.score)} confidence)${colour ? `, mostly ${colour}` : ''}.`;
  const verdict =
    category === UNKNOWN_CATEGORY
      ? 'That is none of the categories the offline analyser can name, so the category is unknown.'
      : `Category: ${category}.`;
  const also = others.filter((d) => d !== subject && d.score >= MIN_SCORE);
  const alsoSeen = also.length
    ? `Also seen: ${also.map((d) => `${itemName(d.label)} (${percent(d.score)})`).join(', ')}.`
    : '';
  return [OFFLINE_NOTE, seen, verdict, alsoSeen, RECALL_NOTE, RESEARCH_NOTE].filter(Boolean).join(' ');
}

/** The generateListing answer for what the detector saw and the colour of the subject's box. */
export function offlineAnalysis(
  detections: readonly Detection[],
  colourOfSubject: ColourName | undefined,
): AnalysisResult {
  const subject = subjectOf(detections);
  const category = subject ? categoryForDetection(subject.label, subject.score) : UNKNOWN_CATEGORY;
  const colour = subject ? colourOfSubject : undefined;
  return {
    category,
    detailsText: detailsFor(category, subject, detections, colour),
    fields: fieldsFor(category, subject, colour),
    enrichment: null,
  };
}

const describedFields: readonly UserFieldName[] = [
  'size',
  'material',
  'colour',
  'dimensions',
  'storage',
  'accessories',
  'format',
  'author',
  'publisher',
  'isbn',
];

/** A plain marketplace description written from the fields only: nothing is made up. */
export function describeFromFields(fields: Record<string, string>): string {
  const value = (name: UserFieldName) => fields[name]?.trim() ?? '';
  const title = value('title');
  const brand = value('brand');
  const condition = value('condition');
  const opening = title ? `${title}${brand ? ` by ${brand}` : ''}.` : brand ? `By ${brand}.` : '';
  const sentences = [
    opening,
    condition ? `Condition: ${condition}.` : '',
    ...describedFields.map((name) => (value(name) ? `${userFieldLabels[name]}: ${value(name)}.` : '')),
  ];
  return sentences.filter(Boolean).join(' ');
}

/**
 * The refine answer without a language model: the user's fields win over what the photo
 * shows, and the description is rewritten from the fields. A free-text instruction cannot be
 * followed offline, and the details text says so.
 */
export function offlineRefinement(
  fromPhoto: AnalysisResult,
  oldFields: Record<string, string>,
  userInstruction: string,
): AnalysisResult {
  const chosen = oldFields.category?.trim() ? categoryOf(oldFields.category) : categoryOf(fromPhoto.category);
  const keptByUser = Object.fromEntries(Object.entries(oldFields).filter(([, v]) => v.trim() !== ''));
  const merged: Record<string, string> = { ...fromPhoto.fields, ...keptByUser, category: chosen };
  const fields = Object.fromEntries(fieldsForCategory(chosen).map((field) => [field, merged[field] ?? '']));
  fields.description = describeFromFields(merged) || fromPhoto.fields.description || '';
  const instruction = userInstruction.trim().split('\n')[0]?.slice(0, 120) ?? '';
  return {
    category: chosen,
    detailsText: [
      'Offline refine on this machine (no OpenAI key is configured): your fields were kept and the description was written from them.',
      instruction ? `Following a free-text instruction ("${instruction}") needs an OpenAI key.` : '',
      RESEARCH_NOTE,
    ]
      .filter(Boolean)
      .join(' '),
    fields,
    enrichment: null,
  };
}

/**
 * What a barcode read in the browser adds offline (docs/product.md#barcodes): an ISBN makes
 * the item a book whatever the detector saw, with the ISBN filled; a product code is named in
 * the details, since nothing on this machine can look it up.
 */
export function withBarcodeEvidence(result: AnalysisResult, barcode: Barcode | undefined): AnalysisResult {
  if (!barcode) return result;
  if (barcode.kind === 'product') {
    return {
      ...result,
      detailsText: `${result.detailsText} Its barcode reads product code ${barcode.value}.`,
    };
  }
  const kept = Object.fromEntries(Object.entries(result.fields).filter(([, value]) => value.trim() !== ''));
  const merged: Record<string, string> = { ...kept, category: 'books', isbn: barcode.value };
  const fields = Object.fromEntries(fieldsForCategory('books').map((field) => [field, merged[field] ?? '']));
  return {
    ...result,
    category: 'books',
    fields,
    detailsText: [
      OFFLINE_NOTE,
      `Its barcode reads ISBN ${barcode.value}, so the item is a book: please add its title and author.`,
      RESEARCH_NOTE,
    ].join(' '),
  };
}
