// A batch of photos proposed as items (docs/architecture/web.md#grouping-a-batch): a seller
// photographs a shelf an item at a time, a few angles each, so photos follow one another in
// time and an item's photos look alike. The proposal is only a start: the grouping screen
// lets the seller move, merge, split and drop photos, so each item carries a confidence.
import { MAX_PHOTOS_PER_ITEM } from '#domain/photos.ts';
import { hashDistance, histogramDistance, type PhotoSignature } from './photo-signature';

export interface BatchPhoto {
  id: string;
  /** DateTimeOriginal in ms (capture-time.ts), when the file had one. */
  captureTime?: number | undefined;
  signature: PhotoSignature;
  /** A barcode read from the photo (find-barcode.ts), if any. */
  barcode?: string | undefined;
}

export interface ProposedItem {
  /** The item's photos in the order taken (or picked); the first is the cover. */
  photoIds: string[];
  /** 0 to 1: how sure the proposal is that these photos are one item and no other's. */
  confidence: number;
}

/**
 * A pause longer than this between two photos starts a new item whatever they look like:
 * the angles of one item are taken within seconds of each other, and a minute and a half is
 * long enough to put an item down and pick up the next, short enough that a seller who
 * steps away and comes back to the same item is rarely split (and can merge it back).
 */
export const MAX_GAP_MS = 90_000;

/**
 * Two photos further apart than this (visualDistance, 0 to 1) are not proposed as one item.
 * Measured on the fixture set (docs/performance.md#grouping-a-batch): angles of one item sit
 * below it, different items above it, with the best pairwise F1.
 */
export const SAME_ITEM_DISTANCE = 0.3;

/**
 * The share of the layout hash in visualDistance; the rest is the colour histogram. The hash
 * tells two items of one colour apart, the histogram keeps an item's angles together when
 * turning it moves its light and dark about.
 */
export const HASH_WEIGHT = 0.5;

/**
 * An item of more than MAX_PHOTOS_PER_ITEM photos is split into items of eight; such a split
 * is a guess (which photos go where is the seller's choice), so its items are never proposed
 * with more confidence than this.
 */
export const SPLIT_CONFIDENCE = 0.5;

export function visualDistance(a: PhotoSignature, b: PhotoSignature): number {
  return (
    HASH_WEIGHT * hashDistance(a.dHash, b.dHash) +
    (1 - HASH_WEIGHT) * histogramDistance(a.histogram, b.histogram)
  );
}

interface Group {
  photos: BatchPhoto[];
  /** The distance at which each photo after the first joined (its nearest earlier member). */
  links: number[];
}

export function groupPhotos(photos: readonly BatchPhoto[]): ProposedItem[] {
  const timed = photos.filter((photo) => Number.isFinite(photo.captureTime));
  // One instant for every photo (a shared or copied file date) says nothing: similarity decides.
  const timesTell = new Set(timed.map((photo) => photo.captureTime)).size > 1;
  const groups = timesTell ? inTimeOrder(timed) : [];
  for (const photo of timesTell ? photos.filter((p) => !timed.includes(p)) : photos) attach(groups, photo);
  return groups.flatMap((group) => proposals(group, groups));
}

/** Timed photos one after another: a long pause, a new look or a second barcode starts an item. */
function inTimeOrder(timed: readonly BatchPhoto[]): Group[] {
  const ordered = [...timed].sort((a, b) => a.captureTime! - b.captureTime!);
  const groups: Group[] = [];
  let previous: BatchPhoto | undefined;
  for (const photo of ordered) {
    const current = groups.at(-1);
    const distance = current ? nearestDistance(current, photo) : Infinity;
    const paused = previous !== undefined && photo.captureTime! - previous.captureTime! > MAX_GAP_MS;
    if (current && !paused && distance <= SAME_ITEM_DISTANCE && !barcodeClash(current, photo)) {
      current.photos.push(photo);
      current.links.push(distance);
    } else {
      groups.push({ photos: [photo], links: [] });
    }
    previous = photo;
  }
  return groups;
}

/** A photo with no time joins the most alike item it may join, or starts its own. */
function attach(groups: Group[], photo: BatchPhoto): void {
  let best: Group | undefined;
  let bestDistance = Infinity;
  for (const group of groups) {
    const distance = nearestDistance(group, photo);
    if (distance <= SAME_ITEM_DISTANCE && distance < bestDistance && !barcodeClash(group, photo)) {
      best = group;
      bestDistance = distance;
    }
  }
  if (best) {
    best.photos.push(photo);
    best.links.push(bestDistance);
  } else {
    groups.push({ photos: [photo], links: [] });
  }
}

function nearestDistance(group: Group, photo: BatchPhoto): number {
  return Math.min(...group.photos.map((member) => visualDistance(member.signature, photo.signature)));
}

function barcodeClash(group: Group, photo: BatchPhoto): boolean {
  return (
    photo.barcode !== undefined &&
    group.photos.some((member) => member.barcode !== undefined && member.barcode !== photo.barcode)
  );
}

/** The group as items of at most MAX_PHOTOS_PER_ITEM photos, each with its confidence. */
function proposals(group: Group, groups: readonly Group[]): ProposedItem[] {
  const confidence = Math.min(cohesion(group), separation(group, groups));
  const ids = group.photos.map((photo) => photo.id);
  if (ids.length <= MAX_PHOTOS_PER_ITEM) return [{ photoIds: ids, confidence }];
  const items: ProposedItem[] = [];
  for (let start = 0; start < ids.length; start += MAX_PHOTOS_PER_ITEM) {
    items.push({
      photoIds: ids.slice(start, start + MAX_PHOTOS_PER_ITEM),
      confidence: Math.min(confidence, SPLIT_CONFIDENCE),
    });
  }
  return items;
}

/** 1 when every photo joined at distance 0 (or stands alone), 0 when one joined at the limit. */
function cohesion(group: Group): number {
  return Math.min(1, ...group.links.map((distance) => 1 - distance / SAME_ITEM_DISTANCE));
}

/**
 * How far the group's photos are from the nearest photo of another item that only looks
 * tell apart: 0 at the limit, 1 at twice the limit or more. Items kept apart by two barcodes
 * or by a long pause (every pair of their photos) are certainly apart and are not counted.
 */
function separation(group: Group, groups: readonly Group[]): number {
  let nearest = Infinity;
  for (const other of groups) {
    if (other === group || certainlyApart(group, other)) continue;
    for (const photo of other.photos) nearest = Math.min(nearest, nearestDistance(group, photo));
  }
  return clamp((nearest - SAME_ITEM_DISTANCE) / SAME_ITEM_DISTANCE);
}

function certainlyApart(a: Group, b: Group): boolean {
  const codes = (group: Group) =>
    new Set(group.photos.flatMap((photo) => (photo.barcode === undefined ? [] : [photo.barcode])));
  const [codesA, codesB] = [codes(a), codes(b)];
  if (codesA.size > 0 && codesB.size > 0 && [...codesA].every((code) => !codesB.has(code))) return true;
  return a.photos.every((x) =>
    b.photos.every(
      (y) =>
        Number.isFinite(x.captureTime) &&
        Number.isFinite(y.captureTime) &&
        Math.abs(x.captureTime! - y.captureTime!) > MAX_GAP_MS,
    ),
  );
}

function clamp(value: number): number {
  return Math.max(0, Math.min(1, value));
}
