import { Template } from 'aws-cdk-lib/assertions';
import { afterAll, describe, expect, it } from 'vitest';
import { fakeWebBuild, removeTestDirs, synthTestApp } from './synth-app';

// Cognito's emails (sign-up and reset codes): through SES when the deployment names a verified
// identity, through Cognito's default sender (50 a day) otherwise.

afterAll(removeTestDirs);

function emailConfiguration(settings: Parameters<typeof synthTestApp>[1]) {
  const synth = synthTestApp({ webDistDir: fakeWebBuild(), 'aws:cdk:bundling-stacks': [] }, settings);
  const template = Template.fromJSON(synth.assembly.getStackByName(synth.stack.stackName).template);
  const pools = Object.values(template.findResources('AWS::Cognito::UserPool'));
  return pools[0]?.Properties.EmailConfiguration as Record<string, unknown> | undefined;
}

describe('user pool emails', () => {
  it("use Cognito's default sender when no SES identity is named", () => {
    expect(emailConfiguration({})).toEqual({ EmailSendingAccount: 'COGNITO_DEFAULT' });
  }, 120_000);

  it('go through SES from the named, verified address', () => {
    expect(emailConfiguration({ ses: { fromEmail: 'hello@example.com' } })).toMatchObject({
      EmailSendingAccount: 'DEVELOPER',
      From: 'Snap List Shift <hello@example.com>',
    });
  }, 120_000);
});
