// @ts-nocheck
import { readFileSync } from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';
import { fixturePhotoPath } from '../fixtures/photos/photos';

// Files a user (or a script) may pick that are not the photo they seem: built here, small in
// git, for the bad-input catalogue's upload cases.

/** A real JPEG cut off halfway, as an interrupted copy leaves it: its first bytes still say JPEG. */
export function truncatedJpeg(): Buffer {
  const whole = readFileSync(fixturePhotoPath('coffee-cup.jpg'));
  return whole.subarray(0, Math.floor(whole.length / 2));
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A decompression bomb: a valid 20000x20000 PNG (400 megapixels, 1.6 GB once decoded to RGBA)
 * of a few tens of kilobytes, because its rows are all zero and deflate squeezes them away.
 */
export function decompressionBombPng(side = 20_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth 1
  header[9] = 0; // greyscale
  const row = 1 + Math.ceil(side / 8); // filter byte + packed pixels
  const pixels = deflateSync(Buffer.alloc(row * side), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A 20 MB JPEG (7.7 megapixels of camera-like noise at quality 100, which hardly compresses):
 * larger than the 15 MB the server takes, so only the browser's downscale lets it through.
 */
export async function twentyMegabytePhoto(): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const noise = { type: 'gaussian' as const, mean: 128, sigma: 60 };
  return sharp({ create: { width: 3200, height: 2400, channels: 3, background: '#808080', noise } })
    .jpeg({ quality: 100, chromaSubsampling: '4:4:4' })
    .toBuffer();
}
