// @ts-nocheck
import { imageSize } from 'image-size';

/**
 * The width and height an image's leading bytes declare, read from its header without
 * decoding a pixel; undefined when the bytes do not reach that far or cannot be parsed.
 */
export function photoDimensions(bytes: Uint8Array): { width: number; height: number } | undefined {
  try {
    const { width, height } = imageSize(bytes);
    return { width, height };
  } catch {
    return undefined;
  }
}
