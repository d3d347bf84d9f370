// @ts-nocheck
// The link in the confirmation and reset emails (docs/product.md#auth-screen-auth): /auth with
// what the link does, the address and the emailed code. The email's builder (the Cognito
// trigger in the cloud, the twin's outbox through the same trigger) writes it, the auth screen
// reads it, so the two cannot drift apart. It lives here because lambdas/ and web/ both import it.

/** `confirm`: confirms a sign-up; `reset`: opens the new-password step. */
export type EmailLinkAction = 'confirm' | 'reset';

export interface EmailLink {
  action: EmailLinkAction;
  email: string;
  code: string;
}

const params = { action: 'action', email: 'email', code: 'code' } as const;
const actions: readonly EmailLinkAction[] = ['confirm', 'reset'];

/**
 * The link, on the site at `origin`. `code` goes in as it is: in the cloud it is Cognito's
 * placeholder `{####}`, which Cognito replaces only if it stays whole (an encoded `%7B####%7D`
 * would reach the user as is). Cognito's codes are digits, so the link needs no encoding of them.
 */
export function emailLinkUrl(origin: string, link: EmailLink): string {
  const base = origin.replace(/\/+$/, '');
  return (
    `${base}/auth?${params.action}=${link.action}` +
    `&${params.email}=${encodeURIComponent(link.email)}&${params.code}=${link.code}`
  );
}

/** The email link in /auth's query string, or undefined when the query holds none (or half of one). */
export function readEmailLink(search: string): EmailLink | undefined {
  const query = new URLSearchParams(search);
  const action = query.get(params.action);
  const email = query.get(params.email)?.trim();
  const code = query.get(params.code)?.trim();
  if (!actions.includes(action as EmailLinkAction) || !email || !code) return undefined;
  return { action: action as EmailLinkAction, email, code };
}

/**
 * The query string without the link's parameters (others, such as `next`, stay), so the code
 * is not left in the address bar or the history once used. Empty, or starting with `?`.
 */
export function withoutEmailLink(search: string): string {
  const query = new URLSearchParams(search);
  for (const name of Object.values(params)) query.delete(name);
  const rest = query.toString();
  return rest === '' ? '' : `?${rest}`;
}
