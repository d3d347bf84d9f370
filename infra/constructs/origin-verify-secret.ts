import { Validations } from 'aws-cdk-lib';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';

/**
 * The value CloudFront sends in the API's origin header and the API functions expect
 * (lambdas/lib/runtime/origin-check.ts): random, made by Secrets Manager, never in the
 * repository or the template (a `{{resolve:secretsmanager:...}}` reference both sides read at
 * deploy time).
 */
export class OriginVerifySecret extends Construct {
  readonly secret: Secret;
  /** The dynamic reference to the value, for CloudFront's header and the functions' variable. */
  readonly value: string;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.secret = new Secret(this, 'Secret', {
      description:
        'The origin header CloudFront adds to /api/* requests; the API refuses requests without it',
      generateSecretString: { excludePunctuation: true, passwordLength: 48 },
    });
    this.value = this.secret.secretValue.unsafeUnwrap();
    Validations.of(this.secret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'CloudFront and the functions read the value at deploy time, so a rotation Lambda would ' +
        'break the API until the next deploy. Rotate by deploying after put-secret-value ' +
        '(docs/operator-guide.md#the-api-address).',
    });
  }
}
