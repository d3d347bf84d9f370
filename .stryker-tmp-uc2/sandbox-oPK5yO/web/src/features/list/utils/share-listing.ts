// @ts-nocheck
import { itemTexts } from '#domain/messages.ts';
import { copyText } from '#web/lib/copy-text.ts';

// Hands a listing to the phone's share sheet (the Web Share API), so the photo and the text
// reach a marketplace app in one tap: files and text where the browser shares files, the text
// alone where it shares only text, and the clipboard where it shares neither.

export interface ShareableListing {
  title: string;
  text: string;
  /** The photos, in order; the share sheet takes as many as the browser accepts. */
  photos: readonly File[];
}

export type ShareOutcome = 'shared-with-photos' | 'shared-text' | 'copied' | 'dismissed';

/** The browser's side of sharing, injectable for tests. */
export type ShareApi = Pick<Navigator, 'share' | 'canShare'>;

/** A shared file's name ends as its type says (the app uploads WebP where the browser encodes it). */
const extensions: Record<string, string> = { 'image/png': 'png', 'image/webp': 'webp', 'image/jpeg': 'jpg' };

/** Reads each photo URL into a File the share sheet can pass on; a photo that fails is left out. */
export async function photoFiles(urls: readonly string[], fetchImpl: typeof fetch = fetch): Promise<File[]> {
  const files = await Promise.all(
    urls.map(async (url, index) => {
      try {
        const response = await fetchImpl(url);
        if (!response.ok) return undefined;
        const stated = response.headers.get('content-type') ?? '';
        const type = stated.startsWith('image/') ? stated : 'image/jpeg';
        const name = `photo-${index + 1}.${extensions[type] ?? 'jpg'}`;
        return new File([await response.arrayBuffer()], name, { type });
      } catch {
        return undefined;
      }
    }),
  );
  return files.filter((file) => file !== undefined);
}

const dismissed = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

export async function shareListing(
  listing: ShareableListing,
  api: Partial<ShareApi> = typeof navigator === 'undefined' ? {} : navigator,
): Promise<ShareOutcome> {
  const { title, text, photos } = listing;
  const share = api.share?.bind(api);
  // A browser with share but no canShare (older Safari) shares text, never files.
  const canShare = (data: ShareData) => (api.canShare ? api.canShare(data) : !data.files);
  if (share) {
    try {
      if (photos.length > 0 && canShare({ title, text, files: [...photos] })) {
        await share({ title, text, files: [...photos] });
        return 'shared-with-photos';
      }
      if (canShare({ title, text })) {
        await share({ title, text });
        return 'shared-text';
      }
    } catch (error) {
      // The user closed the sheet: nothing more to do. Any other refusal falls back to copying.
      if (dismissed(error)) return 'dismissed';
    }
  }
  await copyText(text, itemTexts.listingCopyLabel);
  return 'copied';
}
