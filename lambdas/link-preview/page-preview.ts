import { buildLinkPreview, type LinkPreview } from '#domain/link-preview.ts';
import type { FetchedResource } from '../lib/safe-fetch/safe-fetcher';
import { decodePage } from './decode-page';
import { readPageTags } from './read-page-tags';

/** The preview of a page the safe fetcher downloaded; relative images resolve against its final URL. */
export async function previewOfPage(page: FetchedResource): Promise<LinkPreview> {
  return buildLinkPreview(await readPageTags(decodePage(page)), page.url);
}
