// @ts-nocheck
import { readFileSync } from 'node:fs';
import type { CustomMessageTriggerEvent } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readEmailLink } from '#domain/auth-email-link.ts';
import { authEmailTexts } from '#domain/messages.ts';
import { handler } from '#lambdas/custom-message/handler.ts';
import { envNames } from '#lambdas/lib/runtime/config.ts';

// The user pool's CustomMessage trigger (docs/product.md#auth-screen-auth): Cognito calls it
// with its code placeholder and sends what it answers.

const siteOrigin = 'https://d111111abcdef8.cloudfront.net';

function cognitoEvent(triggerSource: CustomMessageTriggerEvent['triggerSource'], email?: string) {
  return {
    version: '1',
    region: 'eu-west-2',
    userPoolId: 'eu-west-2_pool',
    // With email sign-in, the user name is an id, not the address.
    userName: '6c1e2f4a-0000-4000-8000-000000000001',
    callerContext: { awsSdkVersion: 'aws-sdk-unknown-unknown', clientId: 'client' },
    triggerSource,
    request: {
      userAttributes: { sub: '6c1e2f4a-0000-4000-8000-000000000001', ...(email ? { email } : {}) },
      codeParameter: '{####}',
      linkParameter: '{##Click Here##}',
      usernameParameter: null,
    },
    response: { smsMessage: null, emailMessage: null, emailSubject: null },
  } as CustomMessageTriggerEvent;
}

/** The link as the user gets it: Cognito has put the code in place of its placeholder. */
const linkIn = (html: string) =>
  readEmailLink(
    new URL(/href="([^"]+)"/.exec(html.replaceAll('{####}', '123456'))![1]!.replaceAll('&#38;', '&')).search,
  );

beforeEach(() => {
  process.env[envNames.siteOrigin] = siteOrigin;
});
afterEach(() => {
  delete process.env[envNames.siteOrigin];
});

describe('the CustomMessage trigger', () => {
  it.each([
    ['CustomMessage_SignUp', 'confirmSignUp', 'confirm'],
    ['CustomMessage_ResendCode', 'confirmSignUp', 'confirm'],
    ['CustomMessage_ForgotPassword', 'resetPassword', 'reset'],
  ] as const)('answers %s with the %s email, linking to the site', async (source, kind, action) => {
    const answer = await handler(cognitoEvent(source, 'sam+shop@example.com'));
    expect(answer.response.emailSubject).toBe(authEmailTexts[kind].subject);
    expect(answer.response.emailMessage).toContain(`href="${siteOrigin}/auth?action=${action}&#38;`);
    expect(linkIn(answer.response.emailMessage!)).toEqual({
      action,
      email: 'sam+shop@example.com',
      code: '123456',
    });
  });

  it("puts Cognito's code placeholder in the message, which Cognito requires", async () => {
    const answer = await handler(cognitoEvent('CustomMessage_SignUp', 'sam@example.com'));
    expect(answer.response.emailMessage).toContain('<b>{####}</b>');
  });

  it.each([
    'CustomMessage_AdminCreateUser',
    'CustomMessage_UpdateUserAttribute',
    'CustomMessage_Authentication',
  ] as const)("leaves %s to Cognito's own message", async (source) => {
    const event = cognitoEvent(source, 'sam@example.com');
    expect(await handler(event)).toEqual(event);
  });

  it("leaves a user without an email address to Cognito's own message", async () => {
    const event = cognitoEvent('CustomMessage_SignUp');
    expect(await handler(event)).toEqual(event);
  });

  it('answers the event file of `npm run invoke` and SAM (tests/events) with the link', async () => {
    const event = JSON.parse(
      readFileSync(new URL('../../events/custom-message-sign-up.json', import.meta.url), 'utf8'),
    ) as CustomMessageTriggerEvent;
    const answer = await handler(event);
    expect(linkIn(answer.response.emailMessage!)).toEqual({
      action: 'confirm',
      email: 'sam@example.com',
      code: '123456',
    });
  });

  it('refuses to write a link without knowing the site', async () => {
    delete process.env[envNames.siteOrigin];
    await expect(handler(cognitoEvent('CustomMessage_SignUp', 'sam@example.com'))).rejects.toThrow(
      envNames.siteOrigin,
    );
  });
});
