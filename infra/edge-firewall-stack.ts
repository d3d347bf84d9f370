import { Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { Firewall } from './constructs/firewall';

/**
 * The web ACL of the CloudFront distribution. AWS WAF keeps web ACLs of scope CLOUDFRONT in
 * us-east-1 only, whatever the region of the distribution's stack
 * (https://docs.aws.amazon.com/AWSCloudFormation/latest/TemplateReference/aws-resource-wafv2-webacl.html),
 * so it has a stack of its own there, `<stack>-edge`, deployed first by `cdk deploy <stack>`
 * (a dependency); the main stack reads its ARN through CDK's cross-region references.
 */
export class EdgeFirewallStack extends Stack {
  readonly webAclArn: string;

  constructor(scope: Construct, id: string, props: StackProps & { readonly webAclName: string }) {
    super(scope, id, { ...props, crossRegionReferences: true });
    const firewall = new Firewall(this, 'Firewall', { scope: 'CLOUDFRONT', name: props.webAclName });
    this.webAclArn = firewall.webAcl.attrArn;
  }
}

/** Where AWS WAF keeps web ACLs for CloudFront. */
export const edgeFirewallRegion = 'us-east-1';
