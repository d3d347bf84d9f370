// @ts-nocheck
// Amplify's redirect sign-in on its own, so that sign-in-with-google.ts can load it when the
// button is pressed: the OAuth code (PKCE, the hosted UI's URL) stays out of /auth's first
// download (docs/performance.md#running-the-benchmark, its JavaScript budget).
export { signInWithRedirect } from 'aws-amplify/auth';
