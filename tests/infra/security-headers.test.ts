import { type Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SnapListShiftStack } from '../../infra/stack';
import { paintFirstScriptHash, securityHeaders } from '#infra/security-headers.ts';
import { fakeWebBuild, logicalId, removeTestDirs, synthTestTemplate } from './synth-app';

// The cloud's half of the one header set (infra/security-headers.ts): a CloudFront response
// headers policy on the site and on /api/*, with the CSP the local gateway sends and HSTS.

let stack: SnapListShiftStack;
let template: Template;

beforeAll(() => {
  ({ stack, template } = synthTestTemplate({ webDistDir: fakeWebBuild(), 'aws:cdk:bundling-stacks': [] }));
}, 120_000);
afterAll(removeTestDirs);

type Json = Record<string, any>;
const policyId = () => logicalId(stack.site.securityHeaders.node.defaultChild);
const headersConfig = (): Json =>
  (template.findResources('AWS::CloudFront::ResponseHeadersPolicy') as Json)[policyId()].Properties
    .ResponseHeadersPolicyConfig.SecurityHeadersConfig;

/** The CSP with each CloudFormation reference written as `<ref>`. */
function cspText(): string {
  const csp = headersConfig().ContentSecurityPolicy.ContentSecurityPolicy;
  if (typeof csp === 'string') return csp;
  const [, parts] = csp['Fn::Join'] as [string, unknown[]];
  return parts.map((part) => (typeof part === 'string' ? part : '<ref>')).join('');
}

const directive = (name: string) =>
  cspText()
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([directiveName]) => directiveName === name)
    ?.slice(1);

describe('the CloudFront response headers policy', () => {
  it('is on the site and on the API behaviour', () => {
    const config = (template.findResources('AWS::CloudFront::Distribution') as Json)[
      logicalId(stack.site.distribution.node.defaultChild)
    ].Properties.DistributionConfig;
    expect(config.DefaultCacheBehavior.ResponseHeadersPolicyId).toEqual({ Ref: policyId() });
    expect(config.CacheBehaviors[0]).toMatchObject({
      PathPattern: '/api/*',
      ResponseHeadersPolicyId: { Ref: policyId() },
    });
  });

  it('sends a strict CSP: scripts of the site only, never framed', () => {
    expect(directive('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'", `'${paintFirstScriptHash}'`]);
    expect(directive('frame-ancestors')).toEqual(["'none'"]);
    expect(directive('object-src')).toEqual(["'none'"]);
    expect(directive('worker-src')).toEqual(["'self'"]);
    expect(directive('manifest-src')).toEqual(["'self'"]);
  });

  it('connects only to the site, Cognito of its region (eu-west-2 in the test settings) and S3 buckets of its region', () => {
    expect(directive('connect-src')).toEqual([
      "'self'",
      'https://cognito-idp.eu-west-2.amazonaws.com',
      'https://*.s3.eu-west-2.amazonaws.com',
    ]);
  });

  it('shows images of the site, the uploads bucket and https link previews', () => {
    expect(directive('img-src')).toEqual(
      expect.arrayContaining(["'self'", 'https://*.s3.eu-west-2.amazonaws.com', 'https:']),
    );
  });

  it('sends nosniff, DENY, strict-origin-when-cross-origin and two years of HSTS, overriding the origin', () => {
    expect(headersConfig()).toMatchObject({
      ContentTypeOptions: { Override: true },
      FrameOptions: { FrameOption: 'DENY', Override: true },
      ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true },
      StrictTransportSecurity: {
        AccessControlMaxAgeSec: 63072000,
        IncludeSubdomains: true,
        Override: true,
      },
      ContentSecurityPolicy: { Override: true },
    });
  });

  it('sends a Permissions-Policy that denies the camera, microphone, location and payment, the same the twin sends', () => {
    const config = (template.findResources('AWS::CloudFront::ResponseHeadersPolicy') as Json)[policyId()]
      .Properties.ResponseHeadersPolicyConfig;
    const twin = securityHeaders({ cognito: [], storage: [] })['permissions-policy'];
    expect(config.CustomHeadersConfig.Items).toEqual([
      { Header: 'Permissions-Policy', Value: twin, Override: true },
    ]);
    const features = Object.fromEntries(twin.split(', ').map((part) => part.split('=')));
    for (const denied of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'display-capture']) {
      expect(features[denied], denied).toBe('()');
    }
    expect(features['clipboard-write']).toBe('(self)');
  });
});
