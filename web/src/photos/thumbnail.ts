// A batch photo's thumbnail for the grouping screen (docs/architecture/web.md#a-batch-on-its-way-up):
// made from the prepared photo once, small, so sixty rows of thumbnails never hold sixty
// decoded 2048 px photos in the page.

/** The thumbnail's long edge: sharp on a 3x phone screen at the 72 px the screen draws it. */
const THUMBNAIL_EDGE_PX = 216;

export async function makeThumbnail(photo: Blob): Promise<Blob> {
  const probe = await createImageBitmap(photo);
  const scale = Math.min(1, THUMBNAIL_EDGE_PX / Math.max(probe.width, probe.height));
  const width = Math.max(1, Math.round(probe.width * scale));
  const height = Math.max(1, Math.round(probe.height * scale));
  probe.close();
  const small = await createImageBitmap(photo, {
    resizeWidth: width,
    resizeHeight: height,
    resizeQuality: 'medium',
  });
  try {
    const canvas = new OffscreenCanvas(width, height);
    canvas.getContext('2d')?.drawImage(small, 0, 0);
    return await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.8 });
  } finally {
    small.close();
  }
}
