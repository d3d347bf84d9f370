// The security headers of every response, defined once for both homes: the CloudFront
// response headers policy (infra/constructs/site.ts) and the local gateway
// (infra/local/gateway.ts) are both made from these functions. Only the origins differ.

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
 * it), so an injected `<script>` or `on*=` attribute never runs.
 */
/** sha256 of the CSS sonner 2.0.8 inserts as a <style> element. */
export const sonnerStyleHash = 'sha256-StEaX+se6YS7pqjzrzMIA0KaX9zF/8zAhvQXZAe5epY=';
/** sha256 of nothing: sonner appends its <style> empty, then fills it (an empty style does nothing). */
export const emptyStyleHash = 'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=';

export function contentSecurityPolicy(origins: AppOrigins): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // 'wasm-unsafe-eval' lets the page compile WebAssembly (the HEIC decoder, loaded only for
    // iPhone photos) and nothing else: JavaScript eval stays refused.
    'script-src': ["'self'", "'wasm-unsafe-eval'"],
    // Plus the one <style> sonner (the toasts) inserts at run time, by its hash, so no other
    // inline style is allowed (tests/unit/local/sonner-style-hash.test.ts ties it to the
    // installed sonner).
    'style-src': ["'self'", `'${sonnerStyleHash}'`, `'${emptyStyleHash}'`],
    // The API is on the site's own origin in both homes ('self').
    'connect-src': ["'self'", ...origins.cognito, ...origins.storage],
    // Photos come from storage; link previews show images of any https site; blob: is a
    // photo the user just picked, shown before it is uploaded.
    'img-src': ["'self'", ...origins.storage, 'https:', 'blob:', 'data:'],
    'font-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

export const referrerPolicy = 'strict-origin-when-cross-origin';

/** HSTS for the cloud (served over https only); two years, as hstspreload.org asks. */
export const strictTransportSecurity = { maxAgeSeconds: 63_072_000, includeSubdomains: true };

/** The headers of every response of a home, API JSON included (the CSP is harmless there). */
export interface SecurityHeaders {
  'content-security-policy': string;
  'x-content-type-options': 'nosniff';
  'x-frame-options': 'DENY';
  'referrer-policy': typeof referrerPolicy;
}

export function securityHeaders(origins: AppOrigins): SecurityHeaders {
  return {
    'content-security-policy': contentSecurityPolicy(origins),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': referrerPolicy,
  };
}
