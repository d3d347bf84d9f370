// @ts-nocheck
import type { CustomMessageTriggerEvent } from 'aws-lambda';
import { config } from '../lib/runtime/config';
import { withAuthEmail } from './auth-email-for-trigger';

/**
 * The user pool's CustomMessage trigger: the confirmation and reset emails with their link to
 * the site (docs/product.md#auth-screen-auth). The twin's Cognito emulator runs it too.
 */
export async function handler(event: CustomMessageTriggerEvent): Promise<CustomMessageTriggerEvent> {
  return withAuthEmail(event, config.siteOrigin());
}
