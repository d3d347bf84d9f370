// @ts-nocheck
import type { CustomMessageTriggerEvent } from 'aws-lambda';
import { authEmail, type AuthEmailKind } from '#domain/auth-emails.ts';

/** The trigger sources whose email carries a link to /auth; others keep Cognito's own message. */
const kinds: Partial<Record<CustomMessageTriggerEvent['triggerSource'], AuthEmailKind>> = {
  CustomMessage_SignUp: 'confirmSignUp',
  CustomMessage_ResendCode: 'confirmSignUp',
  CustomMessage_ForgotPassword: 'resetPassword',
};

/**
 * The event with our email set in its response (docs/product.md#auth-screen-auth), or as it
 * came for a message we leave to Cognito. The code is Cognito's placeholder, replaced by
 * Cognito after we answer; the address is the user's email attribute (with email sign-in the
 * user name is an id, not the address).
 */
export function withAuthEmail(event: CustomMessageTriggerEvent, origin: string): CustomMessageTriggerEvent {
  const kind = kinds[event.triggerSource];
  const email = event.request.userAttributes.email;
  if (!kind || !email) return event;
  const { subject, html } = authEmail(kind, { origin, email, code: event.request.codeParameter });
  return { ...event, response: { ...event.response, emailSubject: subject, emailMessage: html } };
}
