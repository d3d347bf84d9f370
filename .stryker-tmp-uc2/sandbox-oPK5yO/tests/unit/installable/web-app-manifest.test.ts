// @ts-nocheck
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { imageSize } from 'image-size';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { appIcons } from '../../../web/app-icons.ts';
import { webAppManifest } from '../../../web/web-app-manifest.ts';

// The web app manifest (web/web-app-manifest.ts) and the icons it and index.html name: what
// Chrome's installability check and a phone's home screen need.

const webDir = path.join(import.meta.dirname, '../../../web');
const publicFile = (src: string) => path.join(webDir, 'public', src.replace(/^\//, ''));

describe('the web app manifest', () => {
  it('opens the main screen in a window of its own, with the app name and theme', () => {
    expect(webAppManifest).toMatchObject({
      name: 'Snap List Shift',
      start_url: '/',
      scope: '/',
      id: '/',
      display: 'standalone',
      theme_color: '#0f766e',
    });
    expect(webAppManifest.short_name.length).toBeLessThanOrEqual(12);
  });

  it('uses the theme colour index.html gives the browser bar', () => {
    const html = readFileSync(path.join(webDir, 'index.html'), 'utf8');
    expect(html).toContain(`<meta name="theme-color" content="${webAppManifest.theme_color}" />`);
  });

  it('names a 192 px and a 512 px icon, and a 512 px maskable one', () => {
    const icons = webAppManifest.icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`);
    expect(icons).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  });

  it.each(webAppManifest.icons)('$src is a PNG of the size it claims', (icon) => {
    const size = imageSize(readFileSync(publicFile(icon.src)));
    expect(size.type).toBe('png');
    expect(`${size.width}x${size.height}`).toBe(icon.sizes);
  });
});

describe('the icons', () => {
  it.each(appIcons)('$file is $size px square', ({ file, size }) => {
    expect(imageSize(readFileSync(publicFile(file)))).toMatchObject({
      width: size,
      height: size,
      type: 'png',
    });
  });

  it.each(appIcons.filter((icon) => icon.shape === 'full-bleed'))(
    '$file fills its square to the corners, for a launcher that cuts its own shape',
    async ({ file }) => {
      const { data, info } = await sharp(publicFile(file))
        .ensureAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      const alphaAt = (x: number, y: number) => data[(y * info.width + x) * info.channels + 3];
      const last = info.width - 1;
      for (const [x, y] of [
        [0, 0],
        [last, 0],
        [0, last],
        [last, last],
      ] as const) {
        expect(alphaAt(x, y)).toBe(255);
      }
    },
  );

  it('links the 180 px iOS icon from index.html', () => {
    const html = readFileSync(path.join(webDir, 'index.html'), 'utf8');
    const apple = appIcons.find((icon) => icon.size === 180)!;
    expect(html).toContain(`<link rel="apple-touch-icon" href="/${apple.file}" />`);
  });
});
