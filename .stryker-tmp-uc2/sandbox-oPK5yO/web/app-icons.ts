// @ts-nocheck
// The home-screen icons at the sizes phones ask for, drawn from web/public/favicon.svg by
// scripts/render-app-icons.ts into web/public (docs/architecture/web.md#installable).

export interface AppIcon {
  /** Under web/public, so the site serves it at `/${file}`. */
  file: string;
  size: number;
  /**
   * `rounded`: the favicon as it is, transparent corners (the manifest's `any` icons).
   * `full-bleed`: the tile fills the square, because the launcher cuts its own shape (a
   * maskable icon; iOS's apple-touch-icon, whose transparent corners would turn black).
   */
  shape: 'rounded' | 'full-bleed';
  /** Of a full-bleed icon: the camera's scale about the centre. */
  glyphScale: number;
  /** Its `purpose` in the web app manifest; absent for the iOS icon, which iOS finds by <link>. */
  manifestPurpose?: 'any' | 'maskable';
}

export const appIcons: readonly AppIcon[] = [
  { file: 'icons/icon-192.png', size: 192, shape: 'rounded', glyphScale: 1, manifestPurpose: 'any' },
  { file: 'icons/icon-512.png', size: 512, shape: 'rounded', glyphScale: 1, manifestPurpose: 'any' },
  // A maskable icon's safe zone is the centred circle of 80 % of its width
  // (https://www.w3.org/TR/appmanifest/#icon-masks): at 0.8 the camera's corners, 26 units
  // from the centre at full size, stay 21 of 25.6.
  {
    file: 'icons/icon-maskable-512.png',
    size: 512,
    shape: 'full-bleed',
    glyphScale: 0.8,
    manifestPurpose: 'maskable',
  },
  // 180 px is the iPhone's home-screen size; iOS rounds the corners itself.
  { file: 'apple-touch-icon.png', size: 180, shape: 'full-bleed', glyphScale: 0.9 },
];
