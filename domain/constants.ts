// Every business constant and limit of docs/product.md#constants-and-limits, once. Other modules import these
// rather than repeating the numbers.

/** The processing screen shows the next message every 2 seconds. */
export const PROCESSING_MESSAGE_INTERVAL_MS = 2000;

/** Recent uploads shown as thumbnails on the Add tab; more than this gives a +N tile. */
export const RECENT_THUMBNAILS_SHOWN = 3;

/** Related Listings: at most 5 distinct links. */
export const RELATED_LISTINGS_MAX = 5;

/** Suggested prices in the price picker's dropdown: at most 5. */
export const SUGGESTED_PRICES_MAX = 5;

/** Extracted amounts count only when strictly above this... */
export const PRICE_ABOVE = 0;
/** ...and strictly below this. */
export const PRICE_BELOW = 10000;

/** The price slider moves in steps of 0.5. */
export const PRICE_SLIDER_STEP = 0.5;

/** The price inputs are numbers with minimum 0 and step 0.01. */
export const PRICE_INPUT_MIN = 0;
export const PRICE_INPUT_STEP = 0.01;

/** Prices are saved and shown with 2 decimals. */
export const PRICE_DECIMALS = 2;

/** The price an item shows before one is set. */
export const DEFAULT_PRICE = '0.00';

/** Link previews are cached for 1 hour. */
export const LINK_PREVIEW_CACHE_MS = 60 * 60 * 1000;

/** Default country: UK, code GB. */
export const DEFAULT_COUNTRY_CODE = 'GB';

/** Tooltip default side offset, in pixels. */
export const TOOLTIP_SIDE_OFFSET_PX = 4;

/** How often the session's expiry is checked. */
export const SESSION_REFRESH_CHECK_INTERVAL_MS = 30 * 1000;

/** A token is refreshed when this many seconds or fewer remain. */
export const SESSION_REFRESH_THRESHOLD_SECONDS = 90;

/** Refresh retries back off exponentially, starting here. */
export const REFRESH_BACKOFF_START_MS = 200;

/** Toasts dismiss themselves after about 4 to 5 seconds. */
export const TOAST_DURATION_MS = 4500;

/** At most this many toasts are visible at once. */
export const TOAST_MAX_VISIBLE = 3;

/**
 * A deleted item can be brought back (Undo) for this long; the server purges it, with its
 * photo, after that. Well past a toast's lifetime, which pauses while a pointer rests on it.
 */
export const DELETE_UNDO_WINDOW_SECONDS = 60;

/** An item listed this many days and unsold is nudged to drop its price (docs/product.md#honest-pricing). */
export const PRICE_NUDGE_AFTER_DAYS = 7;

/** With no suggested price below the current one, the nudge offers this much off, in percent. */
export const PRICE_NUDGE_DROP_PERCENT = 10;

/**
 * A date given for an event of the item's life may be this far past the server's now: a
 * phone's clock a little ahead is not a date in the future.
 */
export const LIFE_DATE_CLOCK_ALLOWANCE_MS = 5 * 60 * 1000;
