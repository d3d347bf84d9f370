// @ts-nocheck
// What the fetcher accepts for each kind of resource: the Accept header it sends, the content
// types it lets through (docs/design.md#security: HTML only for pages, images only for icons) and
// the byte cap counted while streaming.

export type ResourceKind = 'page' | 'icon';

export interface ResourceRules {
  accept: string;
  allows(mediaType: string): boolean;
  maxBytes: number;
  /** Said to the caller when the content type is wrong. */
  wrongTypeMessage: string;
}

const htmlTypes = new Set(['text/html', 'application/xhtml+xml']);

export const resourceKinds: Record<ResourceKind, ResourceRules> = {
  page: {
    accept: 'text/html,application/xhtml+xml;q=0.9',
    allows: (type) => htmlTypes.has(type),
    maxBytes: 1024 * 1024,
    wrongTypeMessage: 'The link is not a web page.',
  },
  icon: {
    accept: 'image/png,image/x-icon,image/*;q=0.8',
    // SVG can carry script; the bytes are checked again after download (site-icon.ts).
    allows: (type) => type.startsWith('image/') && type !== 'image/svg+xml',
    // Icons are small, and a cached icon must fit a DynamoDB item (400 KB).
    maxBytes: 100 * 1024,
    wrongTypeMessage: 'The site icon is not an image.',
  },
};

/** `text/html; charset=utf-8` -> `text/html`. */
export function mediaTypeOf(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0]!.trim().toLowerCase();
}
