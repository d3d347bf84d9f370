import { firewallRules, type FirewallScope } from '#infra/constructs/firewall.ts';
import { edgeFirewallRegion } from '#infra/edge-firewall-stack.ts';

// The dry run's account of the AWS WAF web ACLs (docs/operator-guide.md#abuse-at-the-door):
// where each one is and its rules in order, read from the same list the stacks are made of.

const doors: { scope: FirewallScope; where: (stackName: string, region: string) => string }[] = [
  {
    scope: 'CLOUDFRONT',
    where: (stackName) => `CloudFront (site and /api/*), in ${stackName}-edge, ${edgeFirewallRegion}`,
  },
  { scope: 'REGIONAL', where: (stackName, region) => `the Cognito user pool, in ${stackName}, ${region}` },
];

export function describeFirewalls(stackName: string, region: string): string[] {
  return [
    '  AWS WAF:',
    ...doors.flatMap(({ scope, where }) => [
      `    ${where(stackName, region)}:`,
      ...firewallRules(scope).map((rule, index) => `      ${index + 1}. ${rule.name}: ${rule.says}`),
    ]),
    '    The API refuses requests that did not come through CloudFront (its origin header).',
  ];
}
