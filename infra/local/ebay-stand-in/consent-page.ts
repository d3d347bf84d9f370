// The stand-in's "Grant application access" page: what eBay shows a seller before the app
// may act for them. Agree or Decline posts back to the stand-in, which redirects the browser to
// the app's accept or decline URL as eBay does.

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export interface ConsentView {
  seller: string;
  scopes: string[];
  /** The consent request's query, carried through the form unchanged. */
  query: URLSearchParams;
}

export function consentPage(view: ConsentView): string {
  const hidden = [...view.query]
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  // A scope is one long URL: it breaks anywhere, so a phone's narrow screen does not scroll sideways.
  const scopes = view.scopes
    .map((scope) => `<li><code style="overflow-wrap: anywhere">${escapeHtml(scope)}</code></li>`)
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Grant application access (eBay stand-in)</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 32rem; margin: 2rem auto; padding: 0 1rem">
<p><strong>eBay stand-in</strong> of the local twin: no real eBay account is involved.</p>
<h1>Grant application access</h1>
<p>Signed in to eBay as <strong>${escapeHtml(view.seller)}</strong>. The app asks to:</p>
<ul style="padding-left: 1.25rem">${scopes}</ul>
<form method="post" action="/oauth2/authorize">${hidden}
<button type="submit" name="decision" value="agree">Agree</button>
<button type="submit" name="decision" value="decline">Decline</button>
</form></body></html>`;
}
