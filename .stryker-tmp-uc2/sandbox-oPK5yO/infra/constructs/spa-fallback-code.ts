/**
 * The source of CloudFront's viewer-request function on the site (cloudfront-js-2.0). Client-side
 * routes have no file: `pages` names the file for some of them (/auth's page carries the
 * sign-in screen as HTML, domain/auth-page.ts); any other request whose last path segment has
 * no dot gets /index.html, and React Router draws the screen. Files (assets, config.json) pass
 * through untouched, so a missing asset is still a real error.
 */
// @ts-nocheck

export function spaFallbackCode(pages: Record<string, string>): string {
  return [
    'function handler(event) {',
    '  var request = event.request;',
    `  var pages = ${JSON.stringify(pages)};`,
    "  var last = request.uri.split('/').pop();",
    '  if (Object.prototype.hasOwnProperty.call(pages, request.uri)) request.uri = pages[request.uri];',
    "  else if (last.indexOf('.') === -1) request.uri = '/index.html';",
    '  return request;',
    '}',
  ].join('\n');
}
