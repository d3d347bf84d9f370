// Everything that differs between the cloud and the local twin arrives here, through
// environment variables, and nowhere else (DESIGN.md section 1). Read once, lazily, so a
// function only needs the variables of the adapters it actually uses.

export interface AwsEndpoints {
  region: string;
  /** Set only for the local twin's emulators; undefined means the real AWS endpoint. */
  dynamodbEndpoint?: string;
  s3Endpoint?: string;
  cognitoEndpoint?: string;
}

function optional(name: string): string | undefined {
  const value = process.env[name]?.trim();
  return value ? value : undefined;
}

function required(name: string): string {
  const value = optional(name);
  if (!value) throw new Error(`Missing required environment variable ${name}`);
  return value;
}

function positiveInt(name: string, fallback: number): number {
  const raw = optional(name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer`);
  return value;
}

export const config = {
  aws(): AwsEndpoints {
    return {
      region: optional('AWS_REGION') ?? optional('AWS_DEFAULT_REGION') ?? 'eu-west-2',
      dynamodbEndpoint: optional('DYNAMODB_ENDPOINT'),
      s3Endpoint: optional('S3_ENDPOINT'),
      cognitoEndpoint: optional('COGNITO_ENDPOINT'),
    };
  },
  listingsTable: () => required('LISTINGS_TABLE'),
  profilesTable: () => required('PROFILES_TABLE'),
  uploadsBucket: () => required('UPLOADS_BUCKET'),
  userPoolId: () => required('USER_POOL_ID'),
  /** Lifetime of the signed GET URLs handed to the browser for the caller's photos. */
  photoUrlTtlSeconds: () => positiveInt('PHOTO_URL_TTL_SECONDS', 3600),
  /** Lifetime of a presigned upload PUT. */
  uploadUrlTtlSeconds: () => positiveInt('UPLOAD_URL_TTL_SECONDS', 300),
};
