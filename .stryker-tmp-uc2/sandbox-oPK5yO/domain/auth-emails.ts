// @ts-nocheck
// The confirmation and reset emails, once for both homes: the Cognito custom-message trigger
// (lambdas/custom-message) builds them in the cloud, and the twin runs the same trigger for its
// outbox (docs/architecture/twin.md#emulator-gaps-we-work-around). Each carries the link to
// /auth (domain/auth-email-link.ts) and the code itself, for people who type it.

import { emailLinkUrl, type EmailLinkAction } from './auth-email-link';
import { authEmailTexts } from './messages';

export type AuthEmailKind = keyof typeof authEmailTexts;

export interface AuthEmail {
  subject: string;
  /** HTML, as Cognito sends a custom message. */
  html: string;
}

const linkActions: Record<AuthEmailKind, EmailLinkAction> = {
  confirmSignUp: 'confirm',
  resetPassword: 'reset',
};

/**
 * The email of `kind` to `email`, linking to the site at `origin`. `code` is the code, or in
 * the cloud Cognito's placeholder `{####}`, which must appear whole: Cognito refuses a message
 * without it and replaces every occurrence.
 */
export function authEmail(
  kind: AuthEmailKind,
  to: { origin: string; email: string; code: string },
): AuthEmail {
  const texts = authEmailTexts[kind];
  const link = emailLinkUrl(to.origin, { action: linkActions[kind], email: to.email, code: to.code });
  const html = [
    `<p>${escapeHtml(texts.intro)}</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(texts.action)}</a></p>`,
    `<p>${escapeHtml(texts.codeLine)} <b>${escapeHtml(to.code)}</b></p>`,
    `<p>${escapeHtml(texts.outro)}</p>`,
  ].join('\n');
  return { subject: texts.subject, html };
}

/** Text and attribute values alike: the address is the user's own input. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
