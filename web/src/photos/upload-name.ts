/** The name the uploaded photo gets: the original's, with the extension of what is sent. */
export function uploadName(filename: string, contentType: string): string {
  const base = filename.replace(/\.[A-Za-z0-9]{1,10}$/, '') || 'photo';
  return `${base}.${contentType === 'image/webp' ? 'webp' : 'jpg'}`;
}
