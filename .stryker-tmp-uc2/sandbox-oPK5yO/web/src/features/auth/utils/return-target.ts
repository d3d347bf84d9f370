// @ts-nocheck
// Where a signed-out visitor was going, carried through /auth in its `next` parameter so that
// after sign-in they land there (a link to an item, a reload after the session ended). Only
// places on the main screen `/` are carried, so the parameter can never send anyone off-site.

const param = 'next';
const home = '/';

/** The /auth URL for a visitor sent there from `location` (a plain /auth for the bare `/`). */
export function signInPathFor(location: { pathname: string; search: string }): string {
  const target = `${location.pathname}${location.search}`;
  if (location.pathname !== home || location.search === '') return '/auth';
  return `/auth?${new URLSearchParams({ [param]: target }).toString()}`;
}

/** The place to land after sign-in: the `next` of an /auth URL's `search` if it is on `/`, else `/`. */
export function returnTargetFrom(search: string): string {
  return checkedReturnTarget(new URLSearchParams(search).get(param));
}

/** `next` if it is a place on `/`, else `/` (it may come from a URL anyone can craft). */
export function checkedReturnTarget(next: string | null | undefined): string {
  if (!next?.startsWith(home)) return home;
  // Parsed against a throwaway origin: a `//host` or `/\host` target would change it.
  const base = 'https://app.invalid';
  try {
    const url = new URL(next, base);
    return url.origin === base && url.pathname === home ? `${home}${url.search}` : home;
  } catch {
    return home;
  }
}
