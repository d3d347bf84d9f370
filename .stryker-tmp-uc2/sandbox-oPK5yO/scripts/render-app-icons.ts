// @ts-nocheck
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { appIcons, type AppIcon } from '../web/app-icons.ts';

// Renders the home-screen icons (web/public) from the favicon's design, web/public/favicon.svg:
// `npx tsx scripts/render-app-icons.ts` after the favicon changes, then commit the PNGs
// (docs/architecture/web.md#installable). tests/unit/web/app-icons.test.ts checks their sizes
// and that the full-bleed ones really fill their square.

const publicDir = path.join(import.meta.dirname, '../web/public');
const favicon = readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');

/** The favicon's first element is its rounded tile; the rest is the camera drawn on it. */
const tile = /<rect\b[^>]*\/>/.exec(favicon);
if (!tile) throw new Error('favicon.svg no longer starts with its tile <rect>');
const tileColour = /fill="([^"]+)"/.exec(tile[0])?.[1];
if (!tileColour) throw new Error('favicon.svg: the tile <rect> has no fill');
const glyph = favicon.slice(tile.index + tile[0].length, favicon.lastIndexOf('</svg>'));

/**
 * The SVG of one icon: the favicon as it is (`rounded`), or a square tile filled to the
 * edges with the camera scaled about the centre, for launchers that cut their own shape.
 */
function iconSvg(icon: AppIcon): string {
  if (icon.shape === 'rounded') return favicon;
  const scale = icon.glyphScale;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">` +
    `<rect width="64" height="64" fill="${tileColour}"/>` +
    `<g transform="translate(32 32) scale(${scale}) translate(-32 -32)">${glyph}</g></svg>`
  );
}

for (const icon of appIcons) {
  const file = path.join(publicDir, icon.file);
  await sharp(Buffer.from(iconSvg(icon)), { density: (72 * icon.size) / 64 })
    .resize(icon.size, icon.size)
    .png({ compressionLevel: 9 })
    .toFile(file);
  console.log(`${icon.file}: ${icon.size}x${icon.size}`);
}
