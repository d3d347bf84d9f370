import { categoryOf, fieldsForCategory, UNKNOWN_CATEGORY, type CategoryName } from '#domain/categories.ts';
import type { Barcode } from '#domain/barcode.ts';
import { REANALYSE_ASK } from '#domain/description-instruction.ts';
import { offlineTexts } from '#domain/messages.ts';
import { userFieldLabels, type UserFieldName } from '#domain/user-fields.ts';
import type { AnalysisResult } from '../../ports/listing-analyser';
import { categoryForLabel, seenName, titleName } from './coco-categories';
import type { ColourName } from './colour-names';
import { failedRule, subjectOf, type Detection, type SubjectRule } from './subject-rules';
import { coverText, textEvidence, type TextEvidence } from './text-evidence';
import type { TextLine } from './text-reader';

// The offline analyser's answer, built from what the detector saw and the words read in the
// photos (docs/design.md#ai). It says only what the photos show: the category and title from
// the photo's subject when one passes the subject rules (subject-rules.ts), the brand, model
// number and ISBN from the text, a book's title and author from its cover. Everything else
// stays empty for the seller; there is no enrichment, so no price suggestions.

export type { Detection } from './subject-rules';

/** What one photo showed: the detector's objects, the subject's colour and the text read. */
export interface PhotoSighting {
  detections: readonly Detection[];
  /** The colour of this photo's subject, if it has one. */
  colour: ColourName | undefined;
  lines: readonly TextLine[];
}

const percent = (score: number) => `${Math.round(score * 100)}%`;
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const article = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a');

const ruleWords: Record<SubjectRule, string> = {
  'living thing': 'never the item',
  confidence: 'not confident enough',
  size: 'too small in the photo',
  centre: 'too far from the centre',
};

/** The item's subject: the cover's if it has one, else the first other photo's. */
function itemSubject(sightings: readonly PhotoSighting[]) {
  for (const sighting of sightings) {
    const subject = subjectOf(sighting.detections);
    if (subject) return { subject, colour: sighting.colour };
  }
  return undefined;
}

interface Reading {
  category: CategoryName;
  subject: Detection | undefined;
  colour: ColourName | undefined;
  evidence: TextEvidence;
  isbn: string | undefined;
  title: string;
  author: string;
}

function read(sightings: readonly PhotoSighting[], barcode: Barcode | undefined): Reading {
  const found = itemSubject(sightings);
  const subject = found?.subject;
  const evidence = textEvidence(sightings.map((sighting) => sighting.lines));
  const isbn = barcode?.kind === 'isbn' ? barcode.value : evidence.isbn;
  // An ISBN makes the item a book whatever the detector saw.
  const category = isbn ? 'books' : subject ? categoryForLabel(subject.label) : UNKNOWN_CATEGORY;
  const known = category !== UNKNOWN_CATEGORY;
  const colour = known && subject ? found.colour : undefined;
  if (category === 'books') {
    const cover = coverText(sightings[0]?.lines ?? []);
    const named = subject?.label === 'book' ? capitalise(colour ? `${colour} book` : 'book') : '';
    return {
      category,
      subject,
      colour,
      evidence,
      isbn,
      title: cover.title ?? named,
      author: cover.author ?? '',
    };
  }
  const name = known && subject ? titleName(subject.label) : undefined;
  const brand = known ? evidence.brand : undefined;
  const title = name
    ? capitalise([colour, brand, evidence.model, name].filter(Boolean).join(' '))
    : known && brand && evidence.model
      ? `${brand} ${evidence.model}`
      : '';
  return { category, subject, colour, evidence, isbn, title, author: '' };
}

function fieldsOf(reading: Reading): Record<string, string> {
  const known: Partial<Record<UserFieldName, string>> = {
    category: reading.category,
    title: reading.title,
    colour: reading.colour ?? '',
    brand: reading.evidence.brand ?? '',
    author: reading.author,
    isbn: reading.isbn ?? '',
  };
  const fields = Object.fromEntries(
    fieldsForCategory(reading.category).map((field) => [field, known[field] ?? '']),
  );
  if ('description' in fields) fields.description = describeFromFields(fields);
  return fields;
}

function seenText({ category, subject, colour }: Reading, sightings: readonly PhotoSighting[]): string {
  const passed = subject
    ? `The item looks like ${article(seenName(subject.label))} ${seenName(subject.label)} (${percent(subject.score)} confidence)${colour ? `, mostly ${colour}` : ''}. ${
        category === UNKNOWN_CATEGORY && categoryForLabel(subject.label) === UNKNOWN_CATEGORY
          ? 'That is none of the categories the offline analyser can name, so the category is unknown.'
          : `Category: ${category}.`
      }`
    : category === UNKNOWN_CATEGORY
      ? offlineTexts.noSubject
      : `Category: ${category}.`;
  const setAside = sightings
    .flatMap((sighting) => sighting.detections)
    .flatMap((d) => {
      const rule = failedRule(d);
      return rule && d.score >= 0.3 ? [`${seenName(d.label)} (${percent(d.score)}, ${ruleWords[rule]})`] : [];
    });
  return [passed, setAside.length ? `Also seen, not the item: ${setAside.join(', ')}.` : '']
    .filter(Boolean)
    .join(' ');
}

function readText(
  { evidence, category, isbn, title, author }: Reading,
  barcode: Barcode | undefined,
): string {
  if (evidence.lines.length === 0) return ''; // the opening sentence says so
  const quoted = evidence.lines.join(' / ');
  return [
    `Text read in the photos: "${quoted}".`,
    evidence.brand ? `Brand read: ${evidence.brand}.` : '',
    evidence.model ? `Model number read: ${evidence.model}.` : '',
    isbn && barcode?.kind !== 'isbn' ? `ISBN read: ${isbn}, so the item is a book.` : '',
    category === 'books' && title ? `Title read from the cover: ${title}.` : '',
    category === 'books' && author ? `Author read from the cover: ${author}.` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

function barcodeText(barcode: Barcode | undefined): string {
  if (!barcode) return '';
  return barcode.kind === 'isbn'
    ? `Its barcode reads ISBN ${barcode.value}, so the item is a book.`
    : `Its barcode reads product code ${barcode.value}.`;
}

/** The analysis answer for what the photos showed, cover first, and a barcode read in the browser. */
export function offlineAnalysis(
  sightings: readonly PhotoSighting[],
  barcode?: Barcode,
  opening: readonly string[] = [offlineTexts.analysed(sightings.length, withText(sightings))],
): AnalysisResult {
  const reading = read(sightings, barcode);
  return {
    category: reading.category,
    detailsText: [
      ...opening,
      seenText(reading, sightings),
      barcodeText(barcode),
      readText(reading, barcode),
      reading.category === 'books' && !reading.title ? 'Please add its title and author.' : '',
      offlineTexts.recall,
      offlineTexts.research,
    ]
      .filter(Boolean)
      .join(' '),
    fields: fieldsOf(reading),
    enrichment: null,
  };
}

/** How many photos gave any text. */
function withText(sightings: readonly PhotoSighting[]): number {
  return sightings.filter((sighting) => sighting.lines.length > 0).length;
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
  const titled = title && brand && !title.toLowerCase().includes(brand.toLowerCase());
  const opening = title ? `${title}${titled ? ` by ${brand}` : ''}.` : brand ? `By ${brand}.` : '';
  const sentences = [
    opening,
    condition ? `Condition: ${condition}.` : '',
    ...describedFields.map((name) => (value(name) ? `${userFieldLabels[name]}: ${value(name)}.` : '')),
  ];
  return sentences.filter(Boolean).join(' ');
}

/**
 * "Analyse again" without a language model: every photo is looked at again, the seller's
 * fields win over what the photos show, and the description is rewritten from the fields. A
 * free-text instruction cannot be followed offline, and the details text says so.
 */
export function offlineRefinement(
  sightings: readonly PhotoSighting[],
  oldFields: Record<string, string>,
  userInstruction: string,
): AnalysisResult {
  // "Analyse again" asks for what this refine does anyway; any other instruction needs a model.
  const instruction = userInstruction.startsWith(REANALYSE_ASK)
    ? ''
    : (userInstruction.trim().split('\n')[0]?.slice(0, 120) ?? '');
  const fromPhotos = offlineAnalysis(sightings, undefined, [
    offlineTexts.refined(sightings.length, withText(sightings)),
    instruction ? `Following a free-text instruction ("${instruction}") needs an OpenAI key.` : '',
  ]);
  const chosen = oldFields.category?.trim()
    ? categoryOf(oldFields.category)
    : categoryOf(fromPhotos.category);
  const keptByUser = Object.fromEntries(Object.entries(oldFields).filter(([, v]) => v.trim() !== ''));
  const merged: Record<string, string> = { ...fromPhotos.fields, ...keptByUser, category: chosen };
  const fields = Object.fromEntries(fieldsForCategory(chosen).map((field) => [field, merged[field] ?? '']));
  fields.description = describeFromFields(merged) || fromPhotos.fields.description || '';
  return {
    category: chosen,
    detailsText: fromPhotos.detailsText,
    fields,
    enrichment: null,
  };
}
