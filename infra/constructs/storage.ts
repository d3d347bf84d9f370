import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  HttpMethods,
  ObjectOwnership,
} from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { unattachedUploadExpiryDays, uploadStateTag } from '#lambdas/lib/adapters/unattached-uploads.ts';

// Private buckets only (docs/design.md#data): the browser reaches a photo through a
// short-lived presigned URL made by a function, never through a public object.
const privateBucket = {
  blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
  enforceSSL: true,
  minimumTLSVersion: 1.2,
  encryption: BucketEncryption.S3_MANAGED,
  objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
};

/** How long CloudFront's request logs are kept: long enough to look back on an incident. */
const cloudFrontLogDays = 90;

export class Storage extends Construct {
  /** Users' photos, keys `{userId}/{timestamp}-{filename}` built by the server. */
  readonly uploads: Bucket;
  /** S3 server access logs of the uploads and site buckets. */
  readonly accessLogs: Bucket;
  /** CloudFront's standard logs of the site and API: every request that reached the edge. */
  readonly cloudFrontLogs: Bucket;

  constructor(scope: Construct, id: string) {
    super(scope, id);

    this.accessLogs = new Bucket(this, 'AccessLogs', {
      ...privateBucket,
      removalPolicy: RemovalPolicy.RETAIN,
      lifecycleRules: [{ expiration: Duration.days(90) }],
    });

    // CloudFront's standard logs are written with an object ACL (the awslogsdelivery account
    // owns each file), so this bucket alone keeps ACLs enabled: object writer. Still private,
    // encrypted with S3's key (CloudFront cannot write with a KMS key of ours without a key
    // policy), TLS only, and kept 90 days, like the other access logs.
    // (https://docs.aws.amazon.com/AmazonCloudFront/latest/DeveloperGuide/standard-logging-legacy-s3.html)
    this.cloudFrontLogs = new Bucket(this, 'CloudFrontLogs', {
      ...privateBucket,
      objectOwnership: ObjectOwnership.OBJECT_WRITER,
      removalPolicy: RemovalPolicy.RETAIN,
      serverAccessLogsBucket: this.accessLogs,
      serverAccessLogsPrefix: 'cloudfront-logs/',
      lifecycleRules: [{ expiration: Duration.days(cloudFrontLogDays) }],
    });

    this.uploads = new Bucket(this, 'Uploads', {
      ...privateBucket,
      removalPolicy: RemovalPolicy.RETAIN,
      serverAccessLogsBucket: this.accessLogs,
      serverAccessLogsPrefix: 'uploads/',
      lifecycleRules: [
        // A photo is a single PUT, but an abandoned multipart upload would be billed forever.
        { abortIncompleteMultipartUploadAfter: Duration.days(1) },
        // A photo no listing took (its upload's tag still says so), or one PUT after its
        // user's account was erased (lambdas/lib/adapters/unattached-uploads.ts).
        {
          id: 'ExpireUnattachedUploads',
          tagFilters: { [uploadStateTag.key]: uploadStateTag.unattached },
          expiration: Duration.days(unattachedUploadExpiryDays),
        },
      ],
    });
  }

  /**
   * Lets the app's pages PUT photos to presigned URLs and GET them through signed URLs. The
   * presigned PUT makes the browser send content-type, if-none-match (no overwrite) and
   * x-amz-tagging (the upload's `unattached` tag; see lambdas/lib/adapters/s3-photo-store.ts); content-length is set by the browser and needs no CORS
   * entry (https://docs.aws.amazon.com/AmazonS3/latest/userguide/cors.html). Called once the
   * site's URL exists.
   */
  allowBrowserAccess(origins: string[]): void {
    this.uploads.addCorsRule({
      allowedMethods: [HttpMethods.PUT, HttpMethods.GET, HttpMethods.HEAD],
      allowedOrigins: origins,
      allowedHeaders: ['content-type', 'if-none-match', 'x-amz-tagging'],
      exposedHeaders: ['ETag'],
      maxAge: 3600,
    });
  }
}
