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
 * A photo further than this (visualDistance, 0 to 1) from every photo of the item taken just
 * before it starts a new item. Measured on the fixture set (docs/performance.md#grouping-a-batch):
 * every angle of an item (a crop, a turn, a mirror, darker) is within 0.35 of an earlier
 * angle, and the first photo of an item is 0.42 or more from the item before it: the limit
 * sits between the two.
 */
export const SAME_ITEM_DISTANCE = 0.38;

/**
 * Without capture times a photo is compared with every photo of the batch, not only the item
 * before it, so it has more chances to meet a stranger that looks alike: two groups join only
 * when a pair of them is this close: photos of two different items come as close as 0.258 on
 * the fixture set.
 */
export const UNTIMED_SAME_ITEM_DISTANCE = 0.25;

/**
 * The share of the layout hash in visualDistance; the rest is the colour histogram, which on
 * the fixture set tells items apart better (an item's colours survive a turn or a crop, its
 * layout of light and dark does not), while the hash parts two items of one palette.
 */
export const HASH_WEIGHT = 0.3;

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
  /** Made in time order: only the items just before and after it compete with it. */
  timed: boolean;
  /** The distance at which each photo after the first joined: to its nearest earlier member in
   * time order, or the closest pair of two groups gathered by looks. */
  links: number[];
}

export function groupPhotos(photos: readonly BatchPhoto[]): ProposedItem[] {
  const timed = photos.filter((photo) => Number.isFinite(photo.captureTime));
  // One instant for every photo (a shared or copied file date) says nothing: similarity decides.
  const timesTell = new Set(timed.map((photo) => photo.captureTime)).size > 1;
  const groups = gatherUntimed(
    timesTell ? inTimeOrder(timed) : [],
    timesTell ? photos.filter((photo) => !timed.includes(photo)) : photos,
    photos,
  );
  return groups.flatMap((group) => proposals(group, groups));
}

/** Timed photos one after another: a long pause, a new look or a second barcode starts an item. */
function inTimeOrder(timed: readonly BatchPhoto[]): Group[] {
  // Photos of one instant (a burst) in an order of their own, not the order they were picked.
  const ordered = [...timed].sort((a, b) => a.captureTime! - b.captureTime! || byLook(a, b));
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
      groups.push({ photos: [photo], links: [], timed: true });
    }
    previous = photo;
  }
  return groups;
}

/**
 * Photos without a time (a messaging app strips it) are gathered by looks over every pair at
 * once, so the order they were picked in changes nothing: closest pair first, two groups join
 * when any photo of one is within UNTIMED_SAME_ITEM_DISTANCE of any photo of the other (single
 * linkage, as Kruskal's algorithm builds a minimum spanning forest), unless they hold two
 * different barcodes or are both items made in time order. Read one at a time, a photo picked
 * before its own item's other photos joined whatever item was there (one order split an item,
 * another merged two). The items come in time order, then in the order their first photo was
 * picked; an item's photos in the order taken, then picked.
 */
function gatherUntimed(
  timedGroups: Group[],
  untimed: readonly BatchPhoto[],
  picked: readonly BatchPhoto[],
): Group[] {
  const owner = new Map<BatchPhoto, Group>();
  const groups = [
    ...timedGroups,
    ...untimed.map((photo): Group => ({ photos: [photo], links: [], timed: false })),
  ];
  for (const group of groups) for (const photo of group.photos) owner.set(photo, group);
  const candidates = timedGroups.flatMap((group) => group.photos).concat(untimed);
  const pairs = untimed
    .flatMap((photo) =>
      candidates
        .filter((other) => other !== photo && (!untimed.includes(other) || byLook(photo, other) < 0))
        .map((other) => ({ a: photo, b: other, distance: visualDistance(photo.signature, other.signature) })),
    )
    .filter((pair) => pair.distance <= UNTIMED_SAME_ITEM_DISTANCE)
    .sort((x, y) => x.distance - y.distance || byLook(x.a, y.a) || byLook(x.b, y.b));
  for (const { a, b, distance } of pairs) {
    // The one earlier in the list takes the other: an item made in time order keeps its place.
    const [ofA, ofB] = [owner.get(a)!, owner.get(b)!];
    const [first, second] = groups.indexOf(ofA) <= groups.indexOf(ofB) ? [ofA, ofB] : [ofB, ofA];
    if (first === second || (first.timed && second.timed) || groupsClash(first, second)) continue;
    first.photos.push(...second.photos);
    first.links.push(...second.links, distance);
    first.timed ||= second.timed;
    for (const photo of second.photos) owner.set(photo, first);
    groups.splice(groups.indexOf(second), 1);
  }
  const pickedAt = (photo: BatchPhoto) => picked.indexOf(photo);
  const firstPicked = (group: Group) => Math.min(...group.photos.map(pickedAt));
  for (const group of groups) {
    const inTime = group.photos.filter((photo) => !untimed.includes(photo));
    // An item too big for one is split in this order (proposals): then by looks, so which
    // photos go together does not hang on the pick order either.
    const order =
      group.photos.length > MAX_PHOTOS_PER_ITEM
        ? byLook
        : (x: BatchPhoto, y: BatchPhoto) => pickedAt(x) - pickedAt(y);
    const rest = group.photos.filter((photo) => untimed.includes(photo)).sort(order);
    group.photos = [...inTime, ...rest];
  }
  const madeInTime = groups.filter((group) => timedGroups.includes(group));
  const others = groups
    .filter((group) => !timedGroups.includes(group))
    .sort((x, y) => firstPicked(x) - firstPicked(y));
  return [...madeInTime, ...others];
}

/**
 * An order of photos by their looks alone (then their ids), for ties the pick order must not
 * break: two photos of one look and one distance. Ids follow the pick order in the app, so
 * only photos that look exactly alike can still be put in the order picked.
 */
function byLook(a: BatchPhoto, b: BatchPhoto): number {
  const key = (photo: BatchPhoto) => `${photo.signature.dHash} ${photo.signature.histogram.join(' ')}`;
  return key(a).localeCompare(key(b)) || a.id.localeCompare(b.id);
}

function nearestDistance(group: Group, photo: BatchPhoto): number {
  return Math.min(...group.photos.map((member) => visualDistance(member.signature, photo.signature)));
}

function groupsClash(a: Group, b: Group): boolean {
  return b.photos.some((photo) => barcodeClash(a, photo));
}

function barcodeClash(group: Group, photo: BatchPhoto): boolean {
  return (
    photo.barcode !== undefined &&
    group.photos.some((member) => member.barcode !== undefined && member.barcode !== photo.barcode)
  );
}

/** The group as items of at most MAX_PHOTOS_PER_ITEM photos, each with its confidence. */
function proposals(group: Group, groups: readonly Group[]): ProposedItem[] {
  const limit = group.timed ? SAME_ITEM_DISTANCE : UNTIMED_SAME_ITEM_DISTANCE;
  const confidence = Math.min(cohesion(group, limit), separation(group, groups, limit));
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

/**
 * 1 when every photo joined at distance 0 (or stands alone), 0 when one joined at the limit:
 * SAME_ITEM_DISTANCE for an item made in time order, UNTIMED_SAME_ITEM_DISTANCE for another.
 */
function cohesion(group: Group, limit: number): number {
  return clamp(Math.min(1, ...group.links.map((distance) => 1 - distance / limit)));
}

/**
 * How far the group's photos are from the nearest photo of a competing item that only looks
 * tell apart: 0 at the limit, 1 at twice the limit or more. An item made in time order
 * competes with the items just before and after it and with the untimed ones; an untimed
 * item with every other. Items kept apart by two barcodes or by a long pause (every pair of
 * their photos) are certainly apart and are not counted.
 */
function separation(group: Group, groups: readonly Group[], limit: number): number {
  const at = groups.indexOf(group);
  const competes = (other: Group, index: number) =>
    other !== group &&
    (!group.timed || !other.timed || Math.abs(index - at) === 1) &&
    !certainlyApart(group, other);
  let nearest = Infinity;
  for (const [index, other] of groups.entries()) {
    if (!competes(other, index)) continue;
    for (const photo of other.photos) nearest = Math.min(nearest, nearestDistance(group, photo));
  }
  return clamp((nearest - limit) / limit);
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
