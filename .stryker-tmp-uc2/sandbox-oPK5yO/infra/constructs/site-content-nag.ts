// @ts-nocheck
import { DefaultStackSynthesizer, Stack, Token, Validations } from 'aws-cdk-lib';
import type { CfnElement } from 'aws-cdk-lib';
import type { BucketDeployment } from 'aws-cdk-lib/aws-s3-deployment';

/**
 * cdk-nag findings on the Lambda that aws-s3-deployment creates and owns (one per stack).
 * Its code, runtime and role are the library's; we only choose to use it. cdk-nag 3 wants
 * each wildcard finding acknowledged by its exact id, hence the list.
 */
export function acknowledgeDeploymentHandler(deployment: BucketDeployment, siteBucket: CfnElement): void {
  const role = deployment.handlerRole;
  const handler = role.node.scope;
  const reason =
    'Created and maintained by aws-cdk-lib BucketDeployment, which copies the built site from ' +
    'the CDK asset bucket into the site bucket and invalidates CloudFront at deploy time; ' +
    'users cannot reach it.';
  if (handler) Validations.of(handler).acknowledge({ id: 'AwsSolutions-L1', reason });

  const stack = Stack.of(deployment);
  const findings = [
    'IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
    // Read the asset, write the site bucket: the grants aws-s3-deployment makes.
    'IAM5[Action::s3:GetBucket*]',
    'IAM5[Action::s3:GetObject*]',
    'IAM5[Action::s3:List*]',
    'IAM5[Action::s3:Abort*]',
    'IAM5[Action::s3:DeleteObject*]',
    `IAM5[Resource::${assetBucketArn(stack)}/*]`,
    `IAM5[Resource::<${stack.resolve(siteBucket.logicalId)}.Arn>/*]`,
    // cloudfront:CreateInvalidation and GetInvalidation support no resource-level scoping
    // beyond the distribution, and the library writes `*`.
    'IAM5[Resource::*]',
  ];
  for (const finding of findings) {
    Validations.of(role).acknowledge({ id: `AwsSolutions-${finding}`, reason });
  }
}

/** The bootstrap asset bucket's ARN the way cdk-nag prints it (pseudo parameters in <>). */
function assetBucketArn(stack: Stack): string {
  const show = (value: string, pseudo: string) => (Token.isUnresolved(value) ? `<${pseudo}>` : value);
  const partition = show(stack.partition, 'AWS::Partition');
  const account = show(stack.account, 'AWS::AccountId');
  const region = show(stack.region, 'AWS::Region');
  const qualifier = DefaultStackSynthesizer.DEFAULT_QUALIFIER;
  return `arn:${partition}:s3:::cdk-${qualifier}-assets-${account}-${region}`;
}
