import { CfnElement, Stack, Validations } from 'aws-cdk-lib';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ApiFunctionName } from '../../lambdas/api-routes';

export interface ApiResources {
  readonly userPool: IUserPool;
  readonly listingsTable: ITable;
  readonly profilesTable: ITable;
  readonly uploadsBucket: IBucket;
}

type Grant = (fn: IFunction, resources: ApiResources) => void;

// Least privilege, one line per function. A Record over ApiFunctionName, so a function added
// to the route table does not compile until someone decides what it may touch. IAM cannot
// narrow S3 to the caller's `{userId}/` prefix (one function serves every user); the handlers
// do that, from the token's `sub` (DESIGN.md section 7).
const grants: Record<ApiFunctionName, Grant> = {
  listings: (fn, { listingsTable, uploadsBucket }) => {
    listingsTable.grantReadWriteData(fn);
    // GetObject: signed photo URLs, HeadObject and the magic-byte check before a listing is
    // created; DeleteObject: a deleted listing takes its photo along. ListBucket makes S3
    // answer 404 rather than 403 for a missing key, which the create check relies on
    // (https://docs.aws.amazon.com/AmazonS3/latest/API/API_HeadObject.html).
    allowObjects(fn, uploadsBucket, ['s3:GetObject', 's3:DeleteObject']);
    allowList(fn, uploadsBucket);
  },
  // Signing a PUT needs the right to PUT: the browser's request runs with this role's rights.
  uploads: (fn, { uploadsBucket }) => allowObjects(fn, uploadsBucket, ['s3:PutObject']),
  profile: (fn, { profilesTable }) => profilesTable.grantReadWriteData(fn),
  // Erasure (SPEC.md, DESIGN.md section 3): the caller's listings, profile, photos, then the user.
  account: (fn, { listingsTable, profilesTable, uploadsBucket, userPool }) => {
    listingsTable.grantReadWriteData(fn);
    allow(fn, ['dynamodb:DeleteItem'], [profilesTable.tableArn]);
    allowObjects(fn, uploadsBucket, ['s3:DeleteObject']);
    allowList(fn, uploadsBucket);
    allow(fn, ['cognito-idp:AdminDeleteUser'], [userPool.userPoolArn]);
  },
};

export function grantApiFunction(name: ApiFunctionName, fn: IFunction, resources: ApiResources): void {
  grants[name](fn, resources);
}

function allow(fn: IFunction, actions: string[], resources: string[]): void {
  fn.addToRolePolicy(new PolicyStatement({ actions, resources }));
}

function allowList(fn: IFunction, bucket: IBucket): void {
  allow(fn, ['s3:ListBucket'], [bucket.bucketArn]);
}

function allowObjects(fn: IFunction, bucket: IBucket, actions: string[]): void {
  allow(fn, actions, [bucket.arnForObjects('*')]);
  const bucketResource = bucket.node.defaultChild;
  if (!(bucketResource instanceof CfnElement)) return;
  const logicalId = Stack.of(bucket).resolve(bucketResource.logicalId) as string;
  Validations.of(fn).acknowledge({
    id: `AwsSolutions-IAM5[Resource::<${logicalId}.Arn>/*]`,
    reason:
      'Objects of every user: one function serves all users, so the handler scopes each key ' +
      "to the caller's {userId}/ prefix from the verified token (DESIGN.md section 7).",
  });
}
