// The photo on its way up (docs/architecture/web.md#the-photo-on-its-way-up): decoded by the browser with the camera's orientation
// applied, drawn at most 2048 px on its long edge and encoded afresh, as WebP where the
// browser can encode it (about a third smaller than JPEG at the same look) and as JPEG
// elsewhere (Safari's canvas has no WebP encoder). Re-encoding from pixels is what removes
// every metadata block (EXIF, GPS location, XMP, comments): nothing of the original file but
// its pixels reaches the server.

const MAX_LONG_EDGE_PX = 2048;
const WEBP_QUALITY = 0.75;
const JPEG_QUALITY = 0.85;

export interface PreparedPhoto {
  blob: Blob;
  width: number;
  height: number;
  /**
   * The drawn pixels, read on demand from the canvas the photo was encoded from, so the
   * barcode reader sees the uploaded photo without decoding the file a second time.
   */
  pixels: () => ImageData;
}

/** The size a photo is drawn at: its own, or scaled so the long edge is 2048 px. */
function fittedSize(width: number, height: number, maxEdge = MAX_LONG_EDGE_PX) {
  const scale = Math.min(1, maxEdge / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

export async function downscalePhoto(file: Blob): Promise<PreparedPhoto> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    const { width, height } = fittedSize(bitmap.width, bitmap.height);
    const canvas = canvasFor(bitmap, width, height);
    const blob = await encode(canvas.toBlob);
    return { blob, width, height, pixels: canvas.pixels };
  } finally {
    bitmap.close();
  }
}

/** A browser without an encoder for a type silently gives PNG: only the asked type counts. */
async function encode(toBlob: (type: string, quality: number) => Promise<Blob>): Promise<Blob> {
  const webp = await toBlob('image/webp', WEBP_QUALITY);
  if (webp.type === 'image/webp') return webp;
  return toBlob('image/jpeg', JPEG_QUALITY);
}

function canvasFor(bitmap: ImageBitmap, width: number, height: number) {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height);
    const context = paint(canvas.getContext('2d'), bitmap, width, height);
    return {
      toBlob: (type: string, quality: number) => canvas.convertToBlob({ type, quality }),
      pixels: () => context.getImageData(0, 0, width, height),
    };
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = paint(canvas.getContext('2d'), bitmap, width, height);
  return {
    toBlob: (type: string, quality: number) =>
      new Promise<Blob>((resolve, reject) =>
        canvas.toBlob(
          (blob) => (blob ? resolve(blob) : reject(new Error('The photo could not be encoded.'))),
          type,
          quality,
        ),
      ),
    pixels: () => context.getImageData(0, 0, width, height),
  };
}

function paint<Context extends OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D>(
  context: Context | null,
  bitmap: ImageBitmap,
  width: number,
  height: number,
): Context {
  if (!context) throw new Error('The photo could not be drawn.');
  // Photos have no transparency: a transparent PNG gets a white background, not a black one.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, width, height);
  return context;
}
