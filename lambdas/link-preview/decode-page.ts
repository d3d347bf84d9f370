import type { FetchedResource } from '../lib/safe-fetch/safe-fetcher';

/** The page's text, in the charset its Content-Type names (UTF-8 when none or unknown). */
export function decodePage(page: Pick<FetchedResource, 'body' | 'charset'>): string {
  try {
    return new TextDecoder(page.charset ?? 'utf-8').decode(page.body);
  } catch {
    return new TextDecoder('utf-8').decode(page.body);
  }
}
