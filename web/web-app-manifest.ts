import type { ManifestOptions } from 'vite-plugin-pwa';
import { pageTexts } from '../domain/messages.ts';
import { shellTexts } from '#domain/messages.ts';
import { appIcons } from './app-icons.ts';

// The web app manifest (/manifest.webmanifest), which vite-plugin-pwa writes and links from
// index.html: what a phone needs to install the app on its home screen and open it in a
// window of its own (docs/architecture/web.md#installable).

/** `theme-color` of web/index.html and --colour-primary of web/src/styles.css. */
const themeColour = '#0f766e';
/** --colour-bg of web/src/styles.css: the splash screen matches the page behind the app. */
const backgroundColour = '#f4f7f6';

export const manifestFileName = 'manifest.webmanifest';

export const webAppManifest = {
  id: '/',
  name: shellTexts.appName,
  short_name: shellTexts.homeScreenName,
  description: pageTexts.tagline,
  lang: 'en-GB',
  dir: 'ltr',
  // The main screen; a signed-out user is sent to /auth from there as from any link.
  start_url: '/',
  scope: '/',
  display: 'standalone',
  theme_color: themeColour,
  background_color: backgroundColour,
  icons: appIcons.flatMap((icon) =>
    icon.manifestPurpose
      ? [
          {
            src: `/${icon.file}`,
            sizes: `${icon.size}x${icon.size}`,
            type: 'image/png',
            purpose: icon.manifestPurpose,
          },
        ]
      : [],
  ),
} satisfies Partial<ManifestOptions>;
