import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';

// AWS WAF at the doors an address can flood (docs/operator-guide.md#abuse-at-the-door): the
// CloudFront distribution (site and /api/*, scope CLOUDFRONT, which AWS WAF keeps in
// us-east-1: edge-firewall-stack.ts) and the Cognito user pool the browser calls directly
// (scope REGIONAL). The HTTP API cannot take a web ACL (AWS WAF protects REST APIs, not
// HTTP APIs: https://docs.aws.amazon.com/waf/latest/APIReference/Welcome.html), so it refuses
// requests that did not come through CloudFront instead (site.ts, the origin header).

export type FirewallScope = 'CLOUDFRONT' | 'REGIONAL';

/** One rule of a web ACL, in words for the dry run and the guide. */
export interface FirewallRule {
  readonly name: string;
  readonly says: string;
}

/**
 * Requests one address may send in 5 minutes before it is refused (403) until it slows down.
 * CloudFront: a user's page load is about 50 files and the app's own per-user API ceiling is
 * 300 a minute, and mobile carriers put many users behind one address, hence 3,000 (10 a
 * second). Cognito: a sign-in is 2 to 3 calls, a token refresh 1, hence 300.
 */
export const requestsPerAddressPer5Minutes: Readonly<Record<FirewallScope, number>> = {
  CLOUDFRONT: 3000,
  REGIONAL: 300,
};

/** AWS managed rule groups, in the order they are evaluated, with what each refuses. */
const managedGroups = [
  {
    name: 'AWSManagedRulesAmazonIpReputationList',
    says: 'addresses Amazon threat intelligence lists as bots or attackers',
  },
  {
    name: 'AWSManagedRulesCommonRuleSet',
    says: 'common exploits (OWASP top 10: cross-site scripting, bad paths, no user agent); its 8 KB body limit only counted, the API keeps its own',
  },
  {
    name: 'AWSManagedRulesKnownBadInputsRuleSet',
    says: 'request patterns of known vulnerabilities (Log4j, Java deserialisation, localhost host headers)',
  },
] as const;

/** The rules of a web ACL of `scope`, in words: what the dry run prints. */
export function firewallRules(scope: FirewallScope): FirewallRule[] {
  return [
    {
      name: 'requests-per-address',
      says: `more than ${requestsPerAddressPer5Minutes[scope]} requests from one address in 5 minutes: blocked until it slows down`,
    },
    ...managedGroups.map(({ name, says }) => ({ name, says: `AWS managed: ${says}` })),
  ];
}

export interface FirewallProps {
  readonly scope: FirewallScope;
  /** The web ACL's name (account-wide, with the stage and region). */
  readonly name: string;
}

/** A web ACL: a rate-based rule per address, then the AWS managed rule groups. */
export class Firewall extends Construct {
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string, props: FirewallProps) {
    super(scope, id);
    const visibility = (metricName: string): CfnWebACL.VisibilityConfigProperty => ({
      cloudWatchMetricsEnabled: true,
      metricName,
      sampledRequestsEnabled: true,
    });
    const rules: CfnWebACL.RuleProperty[] = [
      {
        name: 'requests-per-address',
        priority: 0,
        action: { block: {} },
        statement: {
          rateBasedStatement: {
            limit: requestsPerAddressPer5Minutes[props.scope],
            evaluationWindowSec: 300,
            aggregateKeyType: 'IP',
          },
        },
        visibilityConfig: visibility(`${props.name}-requests-per-address`),
      },
      ...managedGroups.map(({ name }, index): CfnWebACL.RuleProperty => ({
        name,
        priority: index + 1,
        overrideAction: { none: {} },
        statement: {
          managedRuleGroupStatement: {
            vendorName: 'AWS',
            name,
            // Listings' texts can pass 8 KB; the API's own body limit and schemas apply.
            ...(name === 'AWSManagedRulesCommonRuleSet'
              ? { ruleActionOverrides: [{ name: 'SizeRestrictions_BODY', actionToUse: { count: {} } }] }
              : {}),
          },
        },
        visibilityConfig: visibility(`${props.name}-${name}`),
      })),
    ];
    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      name: props.name,
      // AWS WAF allows no parentheses or apostrophes in a description.
      description: `Snap List Shift, ${props.scope === 'CLOUDFRONT' ? 'site and API at CloudFront' : 'Cognito user pool'}`,
      scope: props.scope,
      defaultAction: { allow: {} },
      visibilityConfig: visibility(props.name),
      rules,
    });
  }
}
