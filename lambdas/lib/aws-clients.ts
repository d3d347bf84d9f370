import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config } from './config';

// One client of each kind per process, created on first use and reused across warm
// invocations. Endpoints come from config: emulators locally, AWS in the cloud.

let documentClient: DynamoDBDocumentClient | undefined;
let s3Client: S3Client | undefined;
let presignS3Client: S3Client | undefined;
let cognitoClient: CognitoIdentityProviderClient | undefined;

// Since SDK 3.729 S3 clients add a CRC32 of the *signing-time* body to every request that
// supports one; in a presigned PUT that is the checksum of an empty body
// (`x-amz-checksum-crc32=AAAA`), so S3 would refuse the browser's real upload. Checksums
// only where S3 requires them (DeleteObjects still gets one).
const s3ChecksumOptions = {
  requestChecksumCalculation: 'WHEN_REQUIRED',
  responseChecksumValidation: 'WHEN_REQUIRED',
} as const;

export function dynamo(): DynamoDBDocumentClient {
  if (!documentClient) {
    const { region, dynamodbEndpoint } = config.aws();
    documentClient = DynamoDBDocumentClient.from(
      new DynamoDBClient({ region, endpoint: dynamodbEndpoint, maxAttempts: 3 }),
      { marshallOptions: { removeUndefinedValues: true } },
    );
  }
  return documentClient;
}

export function s3(): S3Client {
  if (!s3Client) {
    const { region, s3Endpoint } = config.aws();
    s3Client = new S3Client({
      region,
      endpoint: s3Endpoint,
      forcePathStyle: Boolean(s3Endpoint),
      ...s3ChecksumOptions,
    });
  }
  return s3Client;
}

/** The client whose endpoint the browser can reach: presigned URLs are signed for it. */
export function s3ForPresigning(): S3Client {
  const { region, s3Endpoint, s3PublicEndpoint } = config.aws();
  if (!s3PublicEndpoint || s3PublicEndpoint === s3Endpoint) return s3();
  presignS3Client ??= new S3Client({
    region,
    endpoint: s3PublicEndpoint,
    forcePathStyle: true,
    ...s3ChecksumOptions,
  });
  return presignS3Client;
}

export function cognito(): CognitoIdentityProviderClient {
  if (!cognitoClient) {
    const { region, cognitoEndpoint } = config.aws();
    cognitoClient = new CognitoIdentityProviderClient({ region, endpoint: cognitoEndpoint });
  }
  return cognitoClient;
}
