import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import {
  AllowedMethods,
  CacheCookieBehavior,
  CacheHeaderBehavior,
  CachePolicy,
  CacheQueryStringBehavior,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  OriginSslPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  S3OriginAccessControl,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { authPageFile, authPagePath } from '#domain/auth-page.ts';
import {
  securityHeaders,
  strictTransportSecurity,
  type AppOrigins,
  type SecurityHeaders,
} from '../security-headers';
import { spaFallbackCode } from './spa-fallback-code';

export interface SiteProps {
  readonly accessLogsBucket: IBucket;
  /** Where CloudFront writes its standard logs (an ACL-enabled bucket, see storage.ts). */
  readonly cloudFrontLogsBucket: IBucket;
  /** The Cognito and storage origins the app talks to: its Content-Security-Policy. */
  readonly appOrigins: AppOrigins;
  /** Whether Google sign-in is set up: /auth's static page shows its button accordingly. */
  readonly googleSignIn: boolean;
  /**
   * Starts the names CloudFront keeps account-wide (origin access control, response headers
   * policy, function): with the stage and region in it, a second stage or region of the same
   * account asks for names of its own.
   */
  readonly accountWideNamePrefix: string;
  /** The web ACL in front of the distribution (AWS WAF, scope CLOUDFRONT). */
  readonly webAclArn: string;
}

/**
 * The built React site in a private bucket behind CloudFront, and the API on the same origin
 * under /api/*, so the browser needs no CORS and no API URL (docs/design.md#two-homes).
 * The content itself is deployed by SiteContent (site-content.ts).
 */
export class Site extends Construct {
  readonly bucket: Bucket;
  readonly distribution: Distribution;
  /** `https://<id>.cloudfront.net`, no trailing slash. */
  readonly url: string;
  /** The header set of infra/security-headers.ts (plus HSTS), on the site and the API. */
  readonly securityHeaders: ResponseHeadersPolicy;
  /** The prefix of the account-wide names (policies, functions) of this stage. */
  private readonly names: string;

  constructor(scope: Construct, id: string, props: SiteProps) {
    super(scope, id);

    // Rebuilt from the repository on every deploy, but RETAIN anyway: deleting a non-empty
    // bucket would need an auto-delete custom resource (one more Lambda) for no user value.
    this.bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      minimumTLSVersion: 1.2,
      encryption: BucketEncryption.S3_MANAGED,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: props.accessLogsBucket,
      serverAccessLogsPrefix: 'site/',
      removalPolicy: RemovalPolicy.RETAIN,
    });

    const names = props.accountWideNamePrefix;
    this.names = names;
    this.securityHeaders = this.securityHeadersPolicy(props.appOrigins, `${names}-security-headers`);
    const originAccessControl = new S3OriginAccessControl(this, 'OriginAccessControl', {
      originAccessControlName: `${names}-site`,
      description: 'CloudFront reads the private site bucket',
    });
    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'Snap it. List it. Shift it.',
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      // North America and Europe edges: the product's users are in the UK (docs/product.md default).
      priceClass: PriceClass.PRICE_CLASS_100,
      // Every request at the edge, site and API, with the viewer's address: what an operator
      // reads after an incident or a flood (docs/operator-guide.md#cloudfront-logs).
      enableLogging: true,
      logBucket: props.cloudFrontLogsBucket,
      logFilePrefix: 'site/',
      // Managed rule groups and a per-address rate limit, for the site and /api/* alike.
      webAclId: props.webAclArn,
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.bucket, { originAccessControl }),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: this.securityHeaders,
        compress: true,
        functionAssociations: [
          {
            function: this.spaFallback(props.googleSignIn, `${names}-spa-fallback`),
            eventType: FunctionEventType.VIEWER_REQUEST,
          },
        ],
      },
      // No distribution-wide errorResponses (403/404 -> /index.html): they would apply to
      // /api/* too and turn the API's honest 403/404 JSON into index.html with 200. The SPA
      // fallback is the viewer-request function on the site behaviour only.
    });
    this.url = `https://${this.distribution.distributionDomainName}`;

    Validations.of(this.distribution).acknowledge(
      {
        id: 'AwsSolutions-CFR1',
        reason: 'The product is for anyone, anywhere; no country is excluded.',
      },
      {
        id: 'AwsSolutions-CFR4',
        reason:
          'The default *.cloudfront.net certificate is used until a custom domain exists; ' +
          'CloudFront then fixes the viewer minimum at TLSv1 whatever the policy says ' +
          '(https://docs.aws.amazon.com/AmazonCloudFront/latest/DeveloperGuide/secure-connections-supported-viewer-protocols-ciphers.html).',
      },
    );
  }

  /**
   * Sends /api/* to the HTTP API: nothing cached, every method, every viewer header but Host
   * (API Gateway routes on its own host name), plus the secret origin header. With caching disabled, the AllViewer policies
   * do forward the Authorization header
   * (https://repost.aws/knowledge-center/cloudfront-authorization-header).
   */
  addApi(apiDomainName: string, originHeader: { name: string; value: string }): void {
    this.distribution.addBehavior(
      '/api/*',
      new HttpOrigin(apiDomainName, {
        protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
        originSslProtocols: [OriginSslPolicy.TLS_V1_2],
        // The proof that a request came through CloudFront and its web ACL (origin-check.ts).
        customHeaders: { [originHeader.name]: originHeader.value },
      }),
      {
        viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
        allowedMethods: AllowedMethods.ALLOW_ALL,
        cachePolicy: this.apiCachePolicy(),
        originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
        responseHeadersPolicy: this.securityHeaders,
        compress: true,
      },
    );
  }

  /**
   * The API's cache policy: in effect nothing cached, but compression allowed. CloudFront
   * compresses only under a cache policy with gzip and brotli on, and the managed
   * CachingDisabled policy (every TTL 0) cannot have them
   * (https://docs.aws.amazon.com/AmazonCloudFront/latest/DeveloperGuide/ServingCompressedFiles.html);
   * an HTTP API has no compression of its own (minimumCompressionSize is a REST API setting).
   * So: minimum and default TTL 0 (every answer says `no-store` and is not kept), a maximum of
   * 1 s, which only makes the policy one that may carry encodings, and the Authorization header
   * and every query string in the key, so that even a kept answer could only go to its caller.
   * With caching enabled, CloudFront forwards Authorization only when the key includes it.
   */
  private apiCachePolicy(): CachePolicy {
    return new CachePolicy(this, 'ApiCachePolicy', {
      cachePolicyName: `${this.names}-api-compressed`,
      comment: 'API: nothing kept (origin no-store, TTL 0), Authorization in the key, gzip and brotli',
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.seconds(0),
      maxTtl: Duration.seconds(1),
      headerBehavior: CacheHeaderBehavior.allowList('Authorization'),
      queryStringBehavior: CacheQueryStringBehavior.all(),
      cookieBehavior: CacheCookieBehavior.none(),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });
  }

  /**
   * The headers of infra/security-headers.ts, the same the local gateway sends, plus HSTS
   * (the cloud is https only). `override` so the origin cannot weaken them.
   */
  private securityHeadersPolicy(origins: AppOrigins, name: string): ResponseHeadersPolicy {
    const headers = securityHeaders(origins);
    const referrerPolicies = {
      'strict-origin-when-cross-origin': HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
    } satisfies Record<SecurityHeaders['referrer-policy'], HeadersReferrerPolicy>;
    const referrerPolicy = referrerPolicies[headers['referrer-policy']];
    return new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      responseHeadersPolicyName: name,
      comment: 'CSP, frame, referrer, nosniff, permissions and HSTS headers (infra/security-headers.ts)',
      securityHeadersBehavior: {
        contentSecurityPolicy: {
          contentSecurityPolicy: headers['content-security-policy'],
          override: true,
        },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        referrerPolicy: { referrerPolicy, override: true },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.seconds(strictTransportSecurity.maxAgeSeconds),
          includeSubdomains: strictTransportSecurity.includeSubdomains,
          override: true,
        },
      },
      // CloudFront has no security-header field for it: a custom header, which also overrides.
      customHeadersBehavior: {
        customHeaders: [
          { header: 'Permissions-Policy', value: headers['permissions-policy'], override: true },
        ],
      },
    });
  }

  /** Serves the page of a client-side route (see spa-fallback-code.ts). */
  private spaFallback(googleSignIn: boolean, name: string): CloudFrontFunction {
    return new CloudFrontFunction(this, 'SpaFallback', {
      functionName: name,
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Serve the page of a client-side route',
      // A deployment without Google sign-in simply has no Google client set up (the note says so).
      code: FunctionCode.fromInline(
        spaFallbackCode({ [authPagePath]: `/${authPageFile(googleSignIn ? 'available' : 'notConfigured')}` }),
      ),
    });
  }
}
