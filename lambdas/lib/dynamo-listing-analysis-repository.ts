import { type DynamoDBDocumentClient, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { UserFields } from '#domain/user-fields.ts';
import { isConditionalCheckFailed } from './aws-errors';
import { fromListingItem } from './dynamo-listing-items';
import type { AiResult, ListingAnalysisRepository } from './listing-analysis-repository';
import { listingSortKey, listingSortKeyPrefix, readyKeyAttribute } from './listing-keys';
import type { StoredListing } from './listings-repository';

const names = { '#id': 'id', '#stage': 'stage', '#started': 'analysis_started_at' };

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
            'SET #started = :now, analysis_error = :null, #attempts = if_not_exists(#attempts, :zero) + :one',
          ConditionExpression:
            'attribute_exists(#id) AND #stage = :analyzing AND ' +
            '(attribute_not_exists(#started) OR #started = :null OR #started < :stale)',
          ExpressionAttributeNames: { ...names, '#attempts': 'analysis_attempts' },
          ExpressionAttributeValues: {
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
      return Attributes ? fromListingItem(Attributes) : undefined;
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
            'analysis_error = :null, #started = :null, #updated = :now, #readyKey = :readyKey',
          // Still analyzing and not touched since we read it: a save made meanwhile wins.
          ConditionExpression: 'attribute_exists(#id) AND #stage = :analyzing AND #updated = :seen',
          ExpressionAttributeNames: { ...names, '#updated': 'updated_at', '#readyKey': readyKeyAttribute },
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
    try {
      await this.client.send(
        new UpdateCommand({
          TableName: this.tableName,
          Key: { userId, id: listingSortKey(id) },
          UpdateExpression: 'SET analysis_error = :message, #started = :null',
          ConditionExpression: 'attribute_exists(#id) AND #stage = :analyzing',
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: { ':message': message, ':null': null, ':analyzing': 'analyzing' },
        }),
      );
    } catch (error) {
      // Saved or deleted meanwhile: there is nothing left to record the failure on.
      if (!isConditionalCheckFailed(error)) throw error;
    }
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
    const found: StoredListing[] = [];
    let startKey: Record<string, unknown> | undefined;
    do {
      const page = await this.client.send(
        new ScanCommand({
          TableName: this.tableName,
          FilterExpression: 'begins_with(#id, :prefix) AND #stage = :analyzing',
          ExpressionAttributeNames: { '#id': 'id', '#stage': 'stage' },
          ExpressionAttributeValues: { ':prefix': listingSortKeyPrefix, ':analyzing': 'analyzing' },
          ExclusiveStartKey: startKey,
        }),
      );
      for (const item of page.Items ?? []) found.push(fromListingItem(item));
      startKey = page.LastEvaluatedKey;
    } while (startKey);
    return found;
  }
}
