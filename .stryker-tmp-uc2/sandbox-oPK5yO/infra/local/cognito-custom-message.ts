// @ts-nocheck
import { createRequire } from 'node:module';
import type { CustomMessageTriggerEvent } from 'aws-lambda';
import { invokeFunction } from '#lambdas/lib/local/in-process-invoker.ts';

// The user pool's CustomMessage trigger on the twin: the product's own function
// (lambdas/custom-message), run in this process, so the outbox gets the very emails the cloud
// sends, link included (docs/product.md#auth-screen-auth). cognito-local can call a trigger,
// but only through a Lambda endpoint, and it replaces only the first `{####}` of the answer;
// Cognito replaces every one (the link and the code both carry it).

const require = createRequire(import.meta.url);

const codeParameter = '{####}';
const usernameParameter = '{username}';

interface EmulatorAttribute {
  Name: string;
  Value?: string;
}

/** What cognito-local's MessagesService hands its CustomMessage trigger. */
interface CustomMessageRequest {
  clientId: string;
  clientMetadata?: Record<string, string>;
  code: string;
  source: string;
  userAttributes: EmulatorAttribute[];
  username: string;
  userPoolId: string;
}

interface MessageOverride {
  emailSubject?: string;
  emailMessage?: string;
  smsMessage?: string;
}

export interface EmulatorTriggers {
  enabled(trigger: string): boolean;
  customMessage(ctx: unknown, request: CustomMessageRequest): Promise<MessageOverride | null>;
}

/** The emulator's triggers, with CustomMessage answered by the product's function. */
export function withCustomMessageTrigger<T extends EmulatorTriggers>(triggers: T): T {
  const { UserLambdaValidationError } = require('cognito-local/lib/errors');
  const enabled = triggers.enabled.bind(triggers);
  triggers.enabled = (trigger) => trigger === 'CustomMessage' || enabled(trigger);
  triggers.customMessage = async (_ctx, request) => {
    let answer: CustomMessageTriggerEvent;
    try {
      answer = await invokeFunction<CustomMessageTriggerEvent, CustomMessageTriggerEvent>(
        'custom-message',
        cognitoEvent(request),
      );
    } catch (error) {
      // Cognito fails the call (sign-up, reset) when its trigger fails.
      throw new UserLambdaValidationError(`CustomMessage failed with error ${String(error)}.`);
    }
    const fill = (text: string | null | undefined) =>
      text?.replaceAll(codeParameter, request.code).replaceAll(usernameParameter, request.username) ??
      undefined;
    return {
      emailSubject: answer.response.emailSubject ?? undefined,
      emailMessage: fill(answer.response.emailMessage),
      smsMessage: fill(answer.response.smsMessage),
    };
  };
  return triggers;
}

/** The event Cognito sends a CustomMessage trigger. */
function cognitoEvent(request: CustomMessageRequest): CustomMessageTriggerEvent {
  return {
    version: '1',
    region: 'local',
    userPoolId: request.userPoolId,
    userName: request.username,
    callerContext: { awsSdkVersion: 'local', clientId: request.clientId },
    triggerSource: request.source as CustomMessageTriggerEvent['triggerSource'],
    request: {
      userAttributes: Object.fromEntries(request.userAttributes.map((a) => [a.Name, a.Value ?? ''])),
      codeParameter,
      // Cognito's own link placeholder (for its link-style verification, which the pool does not use).
      linkParameter: '{##Click Here##}',
      // Cognito sets it only for an admin-created user's invitation.
      usernameParameter: request.source === 'CustomMessage_AdminCreateUser' ? usernameParameter : null,
      ...(request.clientMetadata ? { clientMetadata: request.clientMetadata } : {}),
    },
    response: { smsMessage: null, emailMessage: null, emailSubject: null },
  } as CustomMessageTriggerEvent;
}
