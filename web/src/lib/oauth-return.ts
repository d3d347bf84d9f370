/**
 * True when the page is Cognito's redirect back from Google sign-in (`?code=...&state=...`).
 * Only then is Amplify's OAuth listener loaded (start-app.tsx), so no other visit downloads it.
 */
export function isOAuthReturn(search: string = window.location.search): boolean {
  const params = new URLSearchParams(search);
  return (params.has('code') && params.has('state')) || params.has('error');
}
