// @ts-nocheck
import { Validations } from 'aws-cdk-lib';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';

/**
 * The secret that holds the OpenAI API key (docs/design.md#security). The template carries no
 * value: CloudFormation fills it with a random placeholder, and an operator puts the real key
 * in once after the first deploy:
 *
 *     aws secretsmanager put-secret-value --secret-id <OpenAiKeyArn> --secret-string sk-...
 *
 * The functions get the ARN and read the value at cold start.
 */
export class OpenAiKey extends Construct {
  readonly secret: Secret;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.secret = new Secret(this, 'Secret', {
      description: 'OpenAI API key for the analyser and generate-listing functions (put the key in by hand)',
    });
    Validations.of(this.secret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'A third-party API key cannot be rotated by a Lambda of ours: OpenAI issues keys in its ' +
        'dashboard. Rotate by putting a new key in the secret; functions pick it up at cold start.',
    });
  }
}
