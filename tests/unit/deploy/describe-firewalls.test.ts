import { describe, expect, it } from 'vitest';
import { parseDeploySettings } from '#infra/settings/deploy-settings.ts';
import { describeDeployment, type Synthesised } from '../../../scripts/deploy/synth.ts';

// `npm run deploy -- --dry-run` prints the AWS WAF rules at each door, in the order they run
// (docs/operator-guide.md#abuse-at-the-door).

const synthesised: Synthesised = {
  stackName: 'SnapListShift',
  outdir: 'cdk.out',
  template: { Resources: {}, Outputs: {} },
  needs: { stackName: 'SnapListShift', reservations: [], bootstrap: undefined },
};

describe('the dry run', () => {
  const printed = describeDeployment(parseDeploySettings({ region: 'eu-west-2' }, 'test'), synthesised);

  it("prints CloudFront's web ACL, in the us-east-1 edge stack, with the rate per address first", () => {
    expect(printed).toContain(
      [
        '  AWS WAF:',
        '    CloudFront (site and /api/*), in SnapListShift-edge, us-east-1:',
        '      1. requests-per-address: more than 3000 requests from one address in 5 minutes: blocked until it slows down',
        '      2. AWSManagedRulesAmazonIpReputationList: AWS managed: addresses Amazon threat intelligence lists as bots or attackers',
      ].join('\n'),
    );
  });

  it("prints the user pool's web ACL in the stack's region, and the API's origin check", () => {
    expect(printed).toContain(
      '    the Cognito user pool, in SnapListShift, eu-west-2:\n      1. requests-per-address: more than 300 requests',
    );
    expect(printed).toContain(
      '      4. AWSManagedRulesKnownBadInputsRuleSet: AWS managed: request patterns of known vulnerabilities',
    );
    expect(printed).toContain('The API refuses requests that did not come through CloudFront');
  });
});
