/**
 * An iPhone photo (HEIC/HEIF) as a JPEG the browser can draw. The decoder (libheif compiled to
 * WebAssembly, about 3 MB) is its own chunk, downloaded only when such a photo is chosen; its
 * CSP build needs no `eval`.
 */
// @ts-nocheck

export async function decodeHeic(file: Blob): Promise<Blob> {
  const { heicTo } = await import('heic-to/csp');
  return heicTo({ blob: file, type: 'image/jpeg', quality: 0.92 });
}
