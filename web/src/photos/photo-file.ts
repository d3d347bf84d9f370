import { imageTypeForFilename } from '#domain/upload-rules.ts';

// Which chosen files are accepted (docs/product.md#validation: image files only; the Add tab
// takes the first one, Add photos on Listing Details as many as the item has room for).

/** A picker's selection as a list, in the order the picker gave it. */
export function chosenFiles(files: FileList | null | undefined): File[] {
  return files ? Array.from(files) : [];
}

/** Whether a file is an image by its type, or by its extension when the browser gave none. */
export function isImageFile(file: File): boolean {
  if (file.type) return file.type.startsWith('image/');
  return imageTypeForFilename(file.name) !== undefined;
}

/** iPhone photos: HEIC or HEIF, told by the type or, when missing, the extension. */
export function isHeic(file: File): boolean {
  const type = file.type.toLowerCase() || imageTypeForFilename(file.name) || '';
  return type === 'image/heic' || type === 'image/heif';
}

export { uploadName } from './upload-name';
