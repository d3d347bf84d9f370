// The security headers of every response, defined once for both homes: the CloudFront
// response headers policy (infra/constructs/site.ts) and the local gateway
// (infra/local/gateway.ts) are both made from these functions. Only the origins differ.

import { createHash } from 'node:crypto';
import { paintFirstScript } from '#domain/paint-first-script.ts';

/** The origins, other than the site's own, that the web app of one home talks to. */
export interface AppOrigins {
  /** Where the browser calls Cognito (the regional endpoint, the hosted UI domain). */
  cognito: string[];
  /** Where the browser PUTs photos and loads them from (the uploads bucket). */
  storage: string[];
}

/**
 * The Content-Security-Policy of the site's pages. Scripts and styles come only from the
 * site itself (the Vite build emits no inline script: tests/e2e/smoke.test.ts checks
 * it), so an injected `<script>` or `on*=` attribute never runs. The one exception is the
 * /auth page's paint-first script, a fixed string allowed by its hash.
 */
/** sha256 of the CSS sonner 2.0.8 inserts as a <style> element. */
export const sonnerStyleHash = 'sha256-StEaX+se6YS7pqjzrzMIA0KaX9zF/8zAhvQXZAe5epY=';
/** sha256 of nothing: sonner appends its <style> empty, then fills it (an empty style does nothing). */
const emptyStyleHash = 'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=';

/**
 * sha256 of the /auth page's one inline script (domain/paint-first-script.ts), which starts
 * the app once the sign-in screen has painted (docs/architecture/web.md#the-first-paint).
 */
export const paintFirstScriptHash = `sha256-${createHash('sha256').update(paintFirstScript).digest('base64')}`;

/** sha256 of the CSS Radix's select (2.x) renders as a <style> in its list (hides the scrollbar). */
export const radixSelectStyleHash = 'sha256-441zG27rExd4/il+NvIqyL8zFx5XmyNQtE381kSkUJk=';

export function contentSecurityPolicy(origins: AppOrigins): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // 'wasm-unsafe-eval' lets the page compile WebAssembly (the HEIC decoder, loaded only for
    // iPhone photos, and the barcode reader, loaded once a photo is chosen) and nothing else:
    // JavaScript eval stays refused.
    // Plus /auth's paint-first script, by its hash.
    'script-src': ["'self'", "'wasm-unsafe-eval'", `'${paintFirstScriptHash}'`],
    // Plus the two fixed <style>s of libraries, by their hashes, so no other inline style is
    // allowed: sonner's (the toasts) and Radix select's (tests/unit/local/*-style-hash.test.ts
    // tie them to the installed packages). Radix's run-time scroll-lock CSS goes through the
    // CSSOM instead (web/src/lib/style-singleton.ts).
    'style-src': ["'self'", `'${sonnerStyleHash}'`, `'${emptyStyleHash}'`, `'${radixSelectStyleHash}'`],
    // The API is on the site's own origin in both homes ('self').
    'connect-src': ["'self'", ...origins.cognito, ...origins.storage],
    // Photos come from storage; link previews show images of any https site; blob: is a
    // photo the user just picked, shown before it is uploaded.
    'img-src': ["'self'", ...origins.storage, 'https:', 'blob:', 'data:'],
    'font-src': ["'self'"],
    // The web app manifest and the service worker (/sw.js) are files of the site itself.
    'manifest-src': ["'self'"],
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/**
 * The Permissions-Policy: every powerful browser feature the app does not use is denied to the
 * site and anything it embeds, so an injected script cannot ask for it. The camera too: photos
 * are taken through `<input type="file" capture>`, which opens the device's own camera app and
 * needs no `camera` permission; no code calls getUserMedia (the barcode is read from the chosen
 * photo, web/src/photos/read-barcode.ts). Kept for the site's own pages: the share sheet
 * (`navigator.share`, share-listing.ts) and copying a listing (`clipboard-write`, copy-text.ts).
 * Only features Chromium knows: an unknown one is a console warning on every page (Chromium 156
 * knows no `web-share`, `bluetooth` or `ambient-light-sensor`; the share sheet's default, the
 * site itself, is what the app needs).
 */
const permissionsPolicyFeatures: Record<string, '()' | '(self)'> = {
  accelerometer: '()',
  autoplay: '()',
  camera: '()',
  'clipboard-write': '(self)',
  'display-capture': '()',
  'encrypted-media': '()',
  fullscreen: '()',
  geolocation: '()',
  gyroscope: '()',
  hid: '()',
  'idle-detection': '()',
  magnetometer: '()',
  microphone: '()',
  midi: '()',
  payment: '()',
  'picture-in-picture': '()',
  'publickey-credentials-get': '()',
  'screen-wake-lock': '()',
  serial: '()',
  usb: '()',
  'xr-spatial-tracking': '()',
};

const permissionsPolicy = Object.entries(permissionsPolicyFeatures)
  .map(([feature, allow]) => `${feature}=${allow}`)
  .join(', ');

const referrerPolicy = 'strict-origin-when-cross-origin';

/** HSTS for the cloud (served over https only); two years, as hstspreload.org asks. */
export const strictTransportSecurity = { maxAgeSeconds: 63_072_000, includeSubdomains: true };

/** The headers of every response of a home, API JSON included (the CSP is harmless there). */
export interface SecurityHeaders {
  'content-security-policy': string;
  'x-content-type-options': 'nosniff';
  'x-frame-options': 'DENY';
  'referrer-policy': typeof referrerPolicy;
  'permissions-policy': string;
}

export function securityHeaders(origins: AppOrigins): SecurityHeaders {
  return {
    'content-security-policy': contentSecurityPolicy(origins),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': referrerPolicy,
    'permissions-policy': permissionsPolicy,
  };
}
