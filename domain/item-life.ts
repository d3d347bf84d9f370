import { LIFE_DATE_CLOCK_ALLOWANCE_MS, PRICE_ABOVE, PRICE_BELOW } from './constants';
import type { Stage } from './listing';
import { type LifeMarketplace, lifeMarketplaces, urlBelongsToHosts } from './marketplace-host';

// The item's life past `saved` (docs/product.md#item-life): a state machine with a table of
// allowed transitions and one pure function that applies an event or says why it cannot.
// The stages before it (`analyzing`, `ready`, `saved`) are unchanged; the life starts at
// `saved`, and an item stored before the life existed (no `life` field) reads as `saved`.

export const lifeStates = ['saved', 'listed', 'sold', 'given_away', 'kept'] as const;
export type LifeState = (typeof lifeStates)[number];

export const lifeEventTypes = ['list', 'take_down', 'sell', 'give_away', 'keep', 'relist'] as const;
export type LifeEventType = (typeof lifeEventTypes)[number];

/** Where `sell` records a sale made off every marketplace (in person, to a friend). */
export const SOLD_ELSEWHERE = 'elsewhere';

/** The item live on one marketplace. */
export interface Posting {
  marketplace: string;
  /** ISO timestamp: when it went live there. */
  listed_at: string;
  /** The live listing's address, checked to be on the marketplace's hosts. */
  url?: string;
  /**
   * eBay's offer, when the product published it (List on eBay): the product then ends it
   * itself once the item is gone (domain/ebay-withdrawal.ts). Absent on a posting the seller
   * recorded by hand, which the product never touches.
   */
  ebay_offer_id?: string;
  /** Why the product could not end it itself, in one sentence: the reminder stays the seller's. */
  not_ended?: string;
}

export interface Sale {
  /** In the currency's minor unit (pence), so totals add up exactly. */
  price_minor: number;
  /** What the seller paid to send it, in the same minor unit; absent when not given. */
  postage_minor?: number;
  /** ISO 4217, upper case. */
  currency: string;
  /** A marketplace id or SOLD_ELSEWHERE. */
  where: string;
  sold_at: string;
}

/**
 * The stored `life` of a listing. Once the item is gone (sold, given away, kept), the
 * postings still live elsewhere wait in `to_take_down` until the seller ticks each off, and
 * `listed_on` keeps every posting it had when it went (the records file's Listed on; absent
 * on items gone before it was kept, and when it was live nowhere).
 */
export type ItemLife =
  | { state: 'saved' }
  | { state: 'listed'; postings: Posting[]; relisted_at?: string }
  | ({ state: 'sold'; sale: Sale } & GoneLists)
  | ({ state: 'given_away'; at: string } & GoneLists)
  | ({ state: 'kept'; at: string } & GoneLists);

/** What a gone item keeps of its postings. */
export interface GoneLists {
  to_take_down: Posting[];
  listed_on?: Posting[];
  /** The postings the product ended itself ("Ended on eBay for you"): ticked, not reminders. */
  ended_for_you?: Posting[];
}

export type LifeEvent =
  | { type: 'list'; marketplace: string; at?: string; url?: string }
  | { type: 'take_down'; marketplace: string }
  | {
      type: 'sell';
      price_minor: number;
      postage_minor?: number;
      currency: string;
      where: string;
      at?: string;
    }
  | { type: 'give_away'; at?: string }
  | { type: 'keep'; at?: string }
  | { type: 'relist'; marketplace: string; at?: string; url?: string };

/** The allowed transitions: an event not in its state's row is refused. */
export const lifeTransitions: Readonly<Record<LifeState, readonly LifeEventType[]>> = {
  saved: ['list', 'sell', 'give_away', 'keep'],
  listed: ['list', 'take_down', 'sell', 'give_away', 'keep'],
  sold: ['take_down', 'relist'],
  given_away: ['take_down', 'relist'],
  kept: ['take_down', 'relist'],
};

const stateLabels: Readonly<Record<LifeState, string>> = {
  saved: 'saved',
  listed: 'listed',
  sold: 'sold',
  given_away: 'given away',
  kept: 'kept',
};

const eventVerbs: Readonly<Record<LifeEventType, string>> = {
  list: 'listed',
  take_down: 'taken down',
  sell: 'sold',
  give_away: 'given away',
  keep: 'kept',
  relist: 'relisted',
};

/** Why a transition is refused, worded for the seller. */
export const lifeReasons = {
  notSaved: 'Save the item first.',
  notAllowed: (state: LifeState, type: LifeEventType) =>
    `An item that is ${stateLabels[state]} cannot be ${eventVerbs[type]}.`,
  unknownMarketplace: (id: string) => `Unknown marketplace: ${id}.`,
  alreadyListed: (name: string) => `The item is already listed on ${name}.`,
  notLive: (name: string) => `The item is not live on ${name}.`,
  badUrl: (name: string) => `That address is not a ${name} listing.`,
  badDate: 'That date is not a valid date. Give it as 2026-11-27 or 2026-11-27T10:00:00Z.',
  futureDate: 'The date cannot be in the future.',
  beforeAdded: 'The date cannot be before the item was added.',
  badPrice: `The price must be above ${PRICE_ABOVE} and below ${PRICE_BELOW}.`,
  badPostage: `The postage paid must be from 0 and below ${PRICE_BELOW}.`,
  badCurrency: 'The currency must be a three-letter code such as GBP.',
} as const;

export type LifeResult = { ok: true; life: ItemLife } | { ok: false; reason: string };

/**
 * What the machine needs of a listing: its stage, its stored life, if any, and when it was
 * added (no event of its life is dated before that).
 */
export interface LifeSubject {
  stage: Stage;
  life?: ItemLife | null;
  created_at?: string;
}

const SAVED: ItemLife = { state: 'saved' };

/** The item's life; null before it is saved. An old item with no `life` reads as `saved`. */
export function lifeOf(item: LifeSubject): ItemLife | null {
  if (item.stage !== 'saved') return null;
  return item.life ?? SAVED;
}

const refuse = (reason: string): LifeResult => ({ ok: false, reason });

/**
 * The dates an event may give: ISO 8601 with a four-digit year, a day (`2026-11-27`, midnight
 * UTC) or a time with its zone (`2026-11-27T10:00:00Z`, `...+01:00`). Nothing else, so a stored
 * date always reads and sorts as `toISOString` writes it (the Sold view's order and cursors).
 */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2}))?$/;

/** The date's time, or NaN when it is not one of ISO_DATE or not a day of the calendar. */
function parseEventDate(at: string): number {
  const match = ISO_DATE.exec(at);
  if (!match) return Number.NaN;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const calendarDay = new Date(Date.UTC(year, month - 1, day));
  // Date.parse rolls 2026-02-30 over into March: the day must exist as given.
  if (calendarDay.getUTCMonth() !== month - 1 || calendarDay.getUTCDate() !== day) return Number.NaN;
  return Date.parse(at);
}

/** The earliest time a date may name: when the item was added, or that day for a date without a time. */
function earliest(createdAt: string | undefined, dayOnly: boolean): number {
  const added = createdAt === undefined ? Number.NaN : Date.parse(createdAt);
  if (Number.isNaN(added)) return Number.NEGATIVE_INFINITY;
  return dayOnly ? Date.parse(new Date(added).toISOString().slice(0, 10)) : added;
}

/** What bounds an event's date: the server's now and when the item was added. */
interface DateBounds {
  now: Date;
  createdAt: string | undefined;
}

/**
 * The given date as an ISO timestamp, `now` when absent, or why it cannot be used: not
 * before the item was added, not after now (give or take LIFE_DATE_CLOCK_ALLOWANCE_MS).
 */
function eventDate(
  at: string | undefined,
  { now, createdAt }: DateBounds,
): { iso: string } | { reason: string } {
  if (at === undefined) return { iso: now.toISOString() };
  const time = parseEventDate(at);
  if (Number.isNaN(time) || Number.isNaN(new Date(time).getTime())) return { reason: lifeReasons.badDate };
  if (time > now.getTime() + LIFE_DATE_CLOCK_ALLOWANCE_MS) return { reason: lifeReasons.futureDate };
  if (time < earliest(createdAt, !at.includes('T'))) return { reason: lifeReasons.beforeAdded };
  return { iso: new Date(time).toISOString() };
}

/** Postings still live on the marketplaces: a listed item's postings, else the ones to take down. */
export function livePostings(life: ItemLife): Posting[] {
  if (life.state === 'listed') return life.postings;
  if (life.state === 'saved') return [];
  return life.to_take_down;
}

/**
 * Where the item is or was listed: a listed item's postings, a gone one's as they were when it
 * went (or, for an item gone before that was kept, the ones still to take down).
 */
export function listedPostings(life: ItemLife): Posting[] {
  if (life.state === 'listed') return life.postings;
  if (life.state === 'saved') return [];
  return life.listed_on ?? life.to_take_down;
}

/** `listed_on` for an item going now: its live postings, absent when it was live nowhere. */
function wentFrom(life: ItemLife): { listed_on?: Posting[] } {
  const live = livePostings(life);
  return live.length ? { listed_on: live } : {};
}

/** The postings a gone item (sold, given away, kept) still has live: none for any other. */
export function toTakeDown(life: ItemLife | undefined): Posting[] {
  if (life === undefined || life.state === 'saved' || life.state === 'listed') return [];
  return life.to_take_down;
}

/** How many take-downs the items still wait for: the List tab's reminder. */
export function takeDownCount(items: Iterable<{ life?: ItemLife }>): number {
  let count = 0;
  for (const item of items) count += toTakeDown(item.life).length;
  return count;
}

/** True only for a listed item: a sold, given-away or kept item is never for sale. */
export function isForSale(life: ItemLife): boolean {
  return life.state === 'listed';
}

/** A new posting from a `list` or `relist` event, or why it cannot be made. */
function newPosting(
  event: { marketplace: string; at?: string; url?: string },
  bounds: DateBounds,
  catalogue: readonly LifeMarketplace[],
): { posting: Posting } | { reason: string } {
  const marketplace = catalogue.find((m) => m.id === event.marketplace);
  if (marketplace === undefined) return { reason: lifeReasons.unknownMarketplace(event.marketplace) };
  const date = eventDate(event.at, bounds);
  if ('reason' in date) return date;
  const url = event.url?.trim() ?? '';
  if (url === '') return { posting: { marketplace: marketplace.id, listed_at: date.iso } };
  if (!urlBelongsToHosts(url, marketplace.hosts)) return { reason: lifeReasons.badUrl(marketplace.name) };
  return { posting: { marketplace: marketplace.id, listed_at: date.iso, url } };
}

function marketplaceName(id: string, catalogue: readonly LifeMarketplace[]): string {
  return catalogue.find((m) => m.id === id)?.name ?? id;
}

function list(
  life: ItemLife,
  event: Extract<LifeEvent, { type: 'list' | 'relist' }>,
  bounds: DateBounds,
  catalogue: readonly LifeMarketplace[],
): LifeResult {
  const made = newPosting(event, bounds, catalogue);
  if ('reason' in made) return refuse(made.reason);
  const live = livePostings(life);
  if (event.type === 'list') {
    if (live.some((p) => p.marketplace === made.posting.marketplace)) {
      return refuse(lifeReasons.alreadyListed(marketplaceName(made.posting.marketplace, catalogue)));
    }
    // `list` comes only from saved or listed (the table); a listed item keeps its relisted_at.
    const postings = [...live, made.posting];
    return {
      ok: true,
      life: life.state === 'listed' ? { ...life, postings } : { state: 'listed', postings },
    };
  }
  // A relisted item is live again wherever it was never taken down, and anew where relisted;
  // why the product could not end one is no longer news.
  const kept = live
    .filter((p) => p.marketplace !== made.posting.marketplace)
    .map(({ not_ended: _reason, ...posting }) => posting);
  return {
    ok: true,
    life: { state: 'listed', postings: [...kept, made.posting], relisted_at: made.posting.listed_at },
  };
}

function isPrice(price: number): boolean {
  return Number.isInteger(price) && price > PRICE_ABOVE * 100 && price < PRICE_BELOW * 100;
}

/** Postage the seller paid: nothing (0) is a fair answer, a price's ceiling bounds it. */
function isPostage(postage: number | undefined): boolean {
  return postage === undefined || (Number.isInteger(postage) && postage >= 0 && postage < PRICE_BELOW * 100);
}

function sell(
  life: ItemLife,
  event: Extract<LifeEvent, { type: 'sell' }>,
  bounds: DateBounds,
  catalogue: readonly LifeMarketplace[],
): LifeResult {
  if (!isPrice(event.price_minor)) return refuse(lifeReasons.badPrice);
  if (!isPostage(event.postage_minor)) return refuse(lifeReasons.badPostage);
  if (!/^[A-Z]{3}$/.test(event.currency)) return refuse(lifeReasons.badCurrency);
  if (event.where !== SOLD_ELSEWHERE && !catalogue.some((m) => m.id === event.where)) {
    return refuse(lifeReasons.unknownMarketplace(event.where));
  }
  const date = eventDate(event.at, bounds);
  if ('reason' in date) return refuse(date.reason);
  // The marketplace it sold on closes its own listing; every other one must be taken down.
  const toTakeDown = livePostings(life).filter((p) => p.marketplace !== event.where);
  const sale: Sale = {
    price_minor: event.price_minor,
    ...(event.postage_minor === undefined ? {} : { postage_minor: event.postage_minor }),
    currency: event.currency,
    where: event.where,
    sold_at: date.iso,
  };
  return { ok: true, life: { state: 'sold', sale, to_take_down: toTakeDown, ...wentFrom(life) } };
}

function letGo(
  life: ItemLife,
  event: Extract<LifeEvent, { type: 'give_away' | 'keep' }>,
  bounds: DateBounds,
): LifeResult {
  const date = eventDate(event.at, bounds);
  if ('reason' in date) return refuse(date.reason);
  const state = event.type === 'give_away' ? 'given_away' : 'kept';
  return { ok: true, life: { state, at: date.iso, to_take_down: livePostings(life), ...wentFrom(life) } };
}

function takeDown(
  life: ItemLife,
  event: Extract<LifeEvent, { type: 'take_down' }>,
  catalogue: readonly LifeMarketplace[],
): LifeResult {
  const live = livePostings(life);
  const rest = live.filter((p) => p.marketplace !== event.marketplace);
  if (rest.length === live.length)
    return refuse(lifeReasons.notLive(marketplaceName(event.marketplace, catalogue)));
  if (life.state === 'listed') {
    // Taken down everywhere, a listed item is back to merely saved.
    return { ok: true, life: rest.length === 0 ? SAVED : { ...life, postings: rest } };
  }
  return { ok: true, life: { ...life, to_take_down: rest } as ItemLife };
}

/**
 * Applies one event to a saved item's life. Pure: `now` dates an event that gives none and
 * bounds the dates it gives. Anything outside lifeTransitions is refused with a reason.
 */
export function applyTransition(
  item: LifeSubject,
  event: LifeEvent,
  now: Date,
  catalogue: readonly LifeMarketplace[] = lifeMarketplaces,
): LifeResult {
  const life = lifeOf(item);
  if (life === null) return refuse(lifeReasons.notSaved);
  if (!lifeTransitions[life.state].includes(event.type)) {
    return refuse(lifeReasons.notAllowed(life.state, event.type));
  }
  const bounds: DateBounds = { now, createdAt: item.created_at };
  switch (event.type) {
    case 'list':
    case 'relist':
      return list(life, event, bounds, catalogue);
    case 'sell':
      return sell(life, event, bounds, catalogue);
    case 'give_away':
    case 'keep':
      return letGo(life, event, bounds);
    case 'take_down':
      return takeDown(life, event, catalogue);
  }
}
