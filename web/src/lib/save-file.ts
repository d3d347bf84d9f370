// A file made in the page handed to the browser as a download (the records CSV).

/** Hands the file to the browser as a download. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click's task: the download has its own reference by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
