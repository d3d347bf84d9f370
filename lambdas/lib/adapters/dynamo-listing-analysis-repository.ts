import { whileIndexBuilds } from './index-availability';
import { type DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { UserFields } from '#domain/user-fields.ts';
import { isConditionalCheckFailed } from './aws-errors';
import { queryAll, scanAll } from './dynamo-all-items';
import { fromDynamoItem } from './dynamo-listing-items';
import type {
  AiResult,
  ListingAnalysisRepository,
  WaitingAnalysis,
} from '../ports/listing-analysis-repository';
import {
  listingIdFromSortKey,
  listingSortKey,
  listingSortKeyPrefix,
  readyKeyAttribute,
} from './listing-keys';
import type { StoredListing } from '../ports/listings-repository';
import { waitingAnalysesIndex, waitingMark } from './waiting-analyses-index';

const names = { '#id': 'id', '#stage': 'stage', '#started': 'analysis_started_at' };
/** The sparse index's attributes: set while the item waits for a result, removed after. */
const waitingNames = {
  '#waiting': waitingAnalysesIndex.partitionKey,
  '#since': waitingAnalysesIndex.sortKey,
};

export class DynamoListingAnalysisRepository implements ListingAnalysisRepository {
  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly tableName: string,
  ) {}

  async start(
    userId: string,
    id: string,
    now: string,
    staleBefore: string,
  ): Promise<StoredListing | undefined> {
    try {
      const { Attributes } = await this.client.send(
        new UpdateCommand({
          TableName: this.tableName,
          Key: { userId, id: listingSortKey(id) },
          // A new run clears the previous attempt's error: the item shows "analysing" again.
          UpdateExpression:
            'SET #started = :now, analysis_error = :null, #waiting = :waiting, #since = :now, ' +
            '#attempts = if_not_exists(#attempts, :zero) + :one',
          ConditionExpression:
            'attribute_exists(#id) AND #stage = :analyzing AND ' +
            '(attribute_not_exists(#started) OR #started = :null OR #started < :stale)',
          ExpressionAttributeNames: { ...names, ...waitingNames, '#attempts': 'analysis_attempts' },
          ExpressionAttributeValues: {
            ':waiting': waitingMark,
            ':now': now,
            ':zero': 0,
            ':one': 1,
            ':analyzing': 'analyzing',
            ':null': null,
            ':stale': staleBefore,
          },
          ReturnValues: 'ALL_NEW',
        }),
      );
      return Attributes ? fromDynamoItem(Attributes) : undefined;
    } catch (error) {
      if (isConditionalCheckFailed(error)) return undefined;
      throw error;
    }
  }

  async complete(
    seen: StoredListing,
    result: AiResult,
    userFields: UserFields,
    now: string,
  ): Promise<boolean> {
    try {
      await this.client.send(
        new UpdateCommand({
          TableName: this.tableName,
          Key: { userId: seen.user_id, id: listingSortKey(seen.id) },
          UpdateExpression:
            'SET #stage = :ready, ai_category = :category, ai_details_text = :details, ' +
            'ai_fields = :fields, ai_enrichment = :enrichment, user_fields = :userFields, ' +
            'analysis_error = :null, #started = :null, #updated = :now, #readyKey = :readyKey ' +
            'REMOVE #waiting, #since',
          // Still analyzing and not touched since we read it: a save made meanwhile wins.
          ConditionExpression: 'attribute_exists(#id) AND #stage = :analyzing AND #updated = :seen',
          ExpressionAttributeNames: {
            ...names,
            ...waitingNames,
            '#updated': 'updated_at',
            '#readyKey': readyKeyAttribute,
          },
          ExpressionAttributeValues: {
            ':ready': 'ready',
            // In the index of ready items, for the Review tab (listing-keys.ts).
            ':readyKey': listingSortKey(seen.id),
            ':analyzing': 'analyzing',
            ':category': result.ai_category,
            ':details': result.ai_details_text,
            ':fields': result.ai_fields,
            ':enrichment': result.ai_enrichment,
            ':userFields': userFields,
            ':null': null,
            ':now': now,
            ':seen': seen.updated_at,
          },
        }),
      );
      return true;
    } catch (error) {
      if (isConditionalCheckFailed(error)) return false;
      throw error;
    }
  }

  async fail(userId: string, id: string, message: string): Promise<void> {
    // Saved or deleted meanwhile: there is nothing left to record the failure on.
    await this.recordFailure(userId, id, message, 'attribute_exists(#id) AND #stage = :analyzing');
  }

  async release(listing: StoredListing): Promise<void> {
    if (!listing.analysis_started_at) return;
    try {
      await this.client.send(
        new UpdateCommand({
          TableName: this.tableName,
          Key: { userId: listing.user_id, id: listingSortKey(listing.id) },
          UpdateExpression: 'SET #started = :null',
          ConditionExpression: '#stage = :analyzing AND #started = :seen',
          ExpressionAttributeNames: { '#stage': 'stage', '#started': 'analysis_started_at' },
          ExpressionAttributeValues: {
            ':null': null,
            ':analyzing': 'analyzing',
            ':seen': listing.analysis_started_at,
          },
        }),
      );
    } catch (error) {
      if (!isConditionalCheckFailed(error)) throw error;
    }
  }

  async listAnalyzing(): Promise<StoredListing[]> {
    const items = await scanAll(this.client, {
      TableName: this.tableName,
      FilterExpression: 'begins_with(#id, :prefix) AND #stage = :analyzing',
      ExpressionAttributeNames: { '#id': 'id', '#stage': 'stage' },
      ExpressionAttributeValues: { ':prefix': listingSortKeyPrefix, ':analyzing': 'analyzing' },
    });
    return items.map(fromDynamoItem);
  }

  async listWaitingSince(before: string): Promise<WaitingAnalysis[]> {
    const query = {
      TableName: this.tableName,
      IndexName: waitingAnalysesIndex.name,
      KeyConditionExpression: '#waiting = :waiting AND #since < :before',
      ExpressionAttributeNames: waitingNames,
      ExpressionAttributeValues: { ':waiting': waitingMark, ':before': before },
    };
    const items = await whileIndexBuilds(waitingAnalysesIndex.name, () => queryAll(this.client, query), []);
    return items.map((item) => ({
      userId: String(item.userId),
      id: listingIdFromSortKey(String(item.id)),
      since: String(item[waitingAnalysesIndex.sortKey]),
    }));
  }

  async expire(waiting: WaitingAnalysis, message: string): Promise<boolean> {
    const key = { userId: waiting.userId, id: listingSortKey(waiting.id) };
    try {
      await this.client.send(
        new UpdateCommand({
          TableName: this.tableName,
          Key: key,
          UpdateExpression: 'SET analysis_error = :message, #started = :null REMOVE #waiting, #since',
          ConditionExpression: 'attribute_exists(#id) AND #stage = :analyzing AND #since = :since',
          ExpressionAttributeNames: { ...names, ...waitingNames },
          ExpressionAttributeValues: {
            ':message': message,
            ':null': null,
            ':analyzing': 'analyzing',
            ':since': waiting.since,
          },
        }),
      );
      return true;
    } catch (error) {
      if (!isConditionalCheckFailed(error)) throw error;
    }
    // Saved by the user meanwhile (saving does not know the index): take it out of the index.
    await this.client
      .send(
        new UpdateCommand({
          TableName: this.tableName,
          Key: key,
          UpdateExpression: 'REMOVE #waiting, #since',
          ConditionExpression: 'attribute_exists(#id) AND #stage <> :analyzing AND #since = :since',
          ExpressionAttributeNames: { '#id': 'id', '#stage': 'stage', ...waitingNames },
          ExpressionAttributeValues: { ':analyzing': 'analyzing', ':since': waiting.since },
        }),
      )
      .catch((error: unknown) => {
        if (!isConditionalCheckFailed(error)) throw error;
      });
    return false;
  }

  async abandon(userId: string, id: string, message: string, staleBefore: string): Promise<boolean> {
    return this.recordFailure(
      userId,
      id,
      message,
      'attribute_exists(#id) AND #stage = :analyzing AND ' +
        '(attribute_not_exists(#started) OR #started = :null OR #started < :stale) AND ' +
        // A failure recorded already is the more precise message: keep it.
        '(attribute_not_exists(#error) OR #error = :null)',
      { '#error': 'analysis_error' },
      { ':stale': staleBefore },
    );
  }

  /**
   * Records why an analysis failed and takes the item off the waiting index, when `condition`
   * holds; false when it does not (the item moved on meanwhile).
   */
  private async recordFailure(
    userId: string,
    id: string,
    message: string,
    condition: string,
    extraNames: Record<string, string> = {},
    extraValues: Record<string, string> = {},
  ): Promise<boolean> {
    try {
      await this.client.send(
        new UpdateCommand({
          TableName: this.tableName,
          Key: { userId, id: listingSortKey(id) },
          UpdateExpression: 'SET analysis_error = :message, #started = :null REMOVE #waiting, #since',
          ConditionExpression: condition,
          ExpressionAttributeNames: { ...names, ...waitingNames, ...extraNames },
          ExpressionAttributeValues: {
            ':message': message,
            ':null': null,
            ':analyzing': 'analyzing',
            ...extraValues,
          },
        }),
      );
      return true;
    } catch (error) {
      if (isConditionalCheckFailed(error)) return false;
      throw error;
    }
  }
}
