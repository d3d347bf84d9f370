// @ts-nocheck
import { buildLinkPreview, type LinkPreview } from '#domain/link-preview.ts';
import type { BodyReader } from '../lib/adapters/safe-fetch/safe-fetcher';
import { readPageTags } from './read-page-tags';

/**
 * The preview of a page as the safe fetcher streams it: only its head is read (the download
 * stops there), and relative images resolve against the page's final URL.
 */
export const previewOfPage: BodyReader<LinkPreview> = async (page, chunks) =>
  buildLinkPreview(await readPageTags(page, chunks), page.url);
