import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { FunctionName, QueueFunctionName } from '#lambdas/functions.ts';
import { pendingDeletionsIndex } from '#lambdas/lib/adapters/pending-deletions-index.ts';
import { waitingAnalysesIndex } from '#lambdas/lib/adapters/waiting-analyses-index.ts';
import type { AppFunction } from './app-function';

export interface FunctionResources {
  readonly userPool: IUserPool;
  readonly listingsTable: ITable;
  readonly profilesTable: ITable;
  readonly erasuresTable: ITable;
  readonly linkPreviewsTable: ITable;
  readonly uploadsBucket: IBucket;
  readonly rateLimitsTable: ITable;
  /** The OpenAI API key (docs/design.md#security): only the functions that call the AI read it. */
  readonly openAiKey: ISecret;
  /** The site's origin (`https://...`), where the links in the auth emails point. */
  readonly siteOrigin: string;
  /** Each queue function's own queue, for the functions that send it jobs. */
  readonly queues: Readonly<Record<QueueFunctionName, IQueue>>;
}

export type Grant = (fn: AppFunction, resources: FunctionResources) => void;

/**
 * Every API function's caller boundary (lambdas/lib/runtime/caller.ts), once per request: the erasure
 * tombstones (a token of an erased account must not read or write anything) and the caller's
 * request counter in the rate-limits table (each user's own limit, every route together).
 */
const callerBoundary = (
  fn: AppFunction,
  resources: FunctionResources,
  { erasureActions = ['dynamodb:GetItem'], rateLimitActions = ['dynamodb:UpdateItem'] } = {},
) => {
  fn.bindTable('erasuresTable', resources.erasuresTable, erasureActions);
  fn.bindTable('rateLimitsTable', resources.rateLimitsTable, rateLimitActions);
};

/**
 * The AI counters (rate-limits table): each user's sliding window is read, then written on a
 * condition; the daily budget is one atomic counter.
 */
const aiCounterActions = ['dynamodb:GetItem', 'dynamodb:UpdateItem'];

// Least privilege, one entry per function, each binding a resource's environment variable and
// its rights in one call. A Record over FunctionName, so a function added to the registry does
// not compile until someone decides what it may touch.
export const functionGrants: Record<FunctionName, Grant> = {
  listings: (fn, resources) => {
    const { listingsTable, profilesTable, uploadsBucket, queues } = resources;
    callerBoundary(fn, resources, { rateLimitActions: aiCounterActions });
    fn.bindTable('listingsTable', listingsTable, 'readWrite');
    // A new item keeps the caller's country and currency: one read of their own profile.
    fn.bindTable('profilesTable', profilesTable, ['dynamodb:GetItem']);
    // GetObject: signed photo URLs, HeadObject and the magic-byte check before a listing is
    // created; PutObjectTagging: the photo is attached, so the bucket no longer expires it;
    // DeleteObject: a deleted listing takes its photo along.
    fn.bindBucket(
      'uploadsBucket',
      uploadsBucket,
      ['s3:GetObject', 's3:PutObjectTagging', 's3:DeleteObject'],
      {
        list: true,
      },
    );
    // Creating a listing queues its analysis; a retry counts against the caller's AI limit
    // (in the rate-limits table the caller boundary already binds).
    fn.bindQueue('analyserQueueUrl', queues.analyser);
  },
  // Signing a PUT needs the right to PUT: the browser's request runs with this role's rights,
  // and a PUT that sets tags (the upload's `unattached` tag) needs PutObjectTagging too.
  uploads: (fn, resources) => {
    callerBoundary(fn, resources);
    fn.bindBucket('uploadsBucket', resources.uploadsBucket, ['s3:PutObject', 's3:PutObjectTagging']);
  },
  // The profile and, beside it in the same table, the eBay connection; Connect eBay's
  // single-use states are written and consumed (a conditional delete) in the rate-limits table.
  // The tokens' KMS key and the eBay app's settings come with the eBay deploy settings.
  profile: (fn, resources) => {
    callerBoundary(fn, resources, {
      rateLimitActions: ['dynamodb:UpdateItem', 'dynamodb:PutItem', 'dynamodb:DeleteItem'],
    });
    fn.bindTable('profilesTable', resources.profilesTable, 'readWrite');
  },
  // List on eBay: the caller's own item read and its life written; the profile (the postcode's
  // location) and the eBay connection read, its renewed access token written back; the photos'
  // signed GETs that eBay fetches. The tokens' KMS key comes with the eBay deploy settings.
  'ebay-listings': (fn, resources) => {
    callerBoundary(fn, resources);
    fn.bindTable('listingsTable', resources.listingsTable, ['dynamodb:GetItem', 'dynamodb:UpdateItem']);
    fn.bindTable('profilesTable', resources.profilesTable, ['dynamodb:GetItem', 'dynamodb:UpdateItem']);
    fn.bindBucket('uploadsBucket', resources.uploadsBucket, ['s3:GetObject']);
  },
  // Erasure (docs/product.md, docs/design.md#api): a tombstone first, then the caller's listings,
  // profile, eBay connection (in the profiles table) and photos, then the user's refresh tokens and the user.
  account: (fn, resources) => {
    const { listingsTable, profilesTable, uploadsBucket, userPool } = resources;
    callerBoundary(fn, resources, {
      erasureActions: ['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem'],
    });
    fn.bindTable('listingsTable', listingsTable, 'readWrite');
    // GetItem: the eBay connection is read for its eBay user, whose lookup goes with it.
    fn.bindTable('profilesTable', profilesTable, ['dynamodb:GetItem', 'dynamodb:DeleteItem']);
    fn.bindBucket('uploadsBucket', uploadsBucket, ['s3:DeleteObject'], { list: true });
    fn.bindUserPool('userPoolId', userPool, [
      'cognito-idp:AdminUserGlobalSignOut',
      'cognito-idp:AdminDeleteUser',
    ]);
  },
  // Previews, icons and their rate-limit counters: one table, item reads and writes only. No
  // listings, no photos: a fetched page can never reach users' data (docs/design.md#security).
  'link-preview': (fn, resources) => {
    callerBoundary(fn, resources);
    fn.bindTable('linkPreviewsTable', resources.linkPreviewsTable, [
      'dynamodb:GetItem',
      'dynamodb:PutItem',
      'dynamodb:UpdateItem',
    ]);
  },
  // Only these two read photo bytes and the OpenAI key (docs/design.md#security).
  'generate-listing': (fn, resources) => {
    const { listingsTable, uploadsBucket, openAiKey } = resources;
    // Its AI counts go to the rate-limits table the caller boundary binds.
    callerBoundary(fn, resources, { rateLimitActions: aiCounterActions });
    // Analyse again with all photos: read the caller's listing, store the refined result with
    // one conditional update (docs/product.md#photos). No scans, no deletes.
    fn.bindTable('listingsTable', listingsTable, ['dynamodb:GetItem', 'dynamodb:UpdateItem']);
    fn.bindBucket('uploadsBucket', uploadsBucket, ['s3:GetObject'], { list: true });
    fn.bindSecret('openAiSecretId', openAiKey);
  },
  analyser: (fn, { listingsTable, uploadsBucket, rateLimitsTable, openAiKey }) => {
    // Claim the run, record a failure, store the result: conditional updates and reads only.
    fn.bindTable('listingsTable', listingsTable, ['dynamodb:GetItem', 'dynamodb:UpdateItem']);
    fn.bindBucket('uploadsBucket', uploadsBucket, ['s3:GetObject'], { list: true });
    fn.bindTable('rateLimitsTable', rateLimitsTable, aiCounterActions);
    fn.bindSecret('openAiSecretId', openAiKey);
  },
  // Records a failure on the item of a dead-lettered job: one conditional update.
  'analysis-dead-letters': (fn, { listingsTable }) => {
    fn.bindTable('listingsTable', listingsTable, ['dynamodb:UpdateItem']);
  },
  // Finds waiting items on the table's sparse index, then one conditional update each; finds
  // deleted listings past their undo window on another, then deletes photo, guard and listing.
  'analysis-sweeper': (fn, { listingsTable, uploadsBucket }) => {
    fn.bindTable('listingsTable', listingsTable, [
      'dynamodb:UpdateItem',
      'dynamodb:GetItem',
      'dynamodb:DeleteItem',
    ]);
    fn.bindIndex(listingsTable, waitingAnalysesIndex.name, ['dynamodb:Query']);
    fn.bindIndex(listingsTable, pendingDeletionsIndex.name, ['dynamodb:Query']);
    fn.bindBucket('uploadsBucket', uploadsBucket, ['s3:DeleteObject']);
  },
  // Writes the emails' text and touches nothing: no pool rights either (the pool names this
  // function, so a grant on the pool would be a cycle, and it needs none).
  'custom-message': (fn, { siteOrigin }) => {
    fn.setEnv('siteOrigin', siteOrigin);
  },
  // eBay's account-deletion notification (docs/architecture/security.md#ebay-tokens): no caller
  // boundary (no user's token: eBay calls it); reads the eBay user's lookup and the connection it
  // points at, deletes both. No KMS, no other table. The eBay app's settings and the
  // verification token come with the eBay deploy settings.
  'ebay-notifications': (fn, { profilesTable }) => {
    fn.bindTable('profilesTable', profilesTable, ['dynamodb:GetItem', 'dynamodb:DeleteItem']);
  },
};
