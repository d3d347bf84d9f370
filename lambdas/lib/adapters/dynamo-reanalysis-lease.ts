import { conditionalUpdate } from './dynamo-conditional-update';
import type { ListingsTable } from './dynamo-listings-table';
import { listingSortKey } from './listing-keys';
import { notPending, pendingName } from './pending-deletions-index';
import type { AnalysisRevision, StoredListing } from '../ports/listings-repository';
import type { ReanalysisLease } from '../ports/reanalysis-lease';

/** When the item's "Analyse again" in flight started; absent when none is (never read by the app). */
const reanalysisClaim = 'reanalysis_started_at';

/** ReanalysisLease on DynamoDB (see the port for its contract): the slot is one attribute of the item. */
export function dynamoReanalysisLease(table: ListingsTable): ReanalysisLease {
  async function claimReanalysis(
    userId: string,
    id: string,
    now: string,
    staleBefore: string,
  ): Promise<boolean> {
    const claimed = await conditionalUpdate(table, {
      Key: { userId, id: listingSortKey(id) },
      UpdateExpression: 'SET #claim = :now',
      ConditionExpression: `attribute_exists(#id) AND ${notPending} AND (attribute_not_exists(#claim) OR #claim < :stale)`,
      ExpressionAttributeNames: { '#id': 'id', '#claim': reanalysisClaim, ...pendingName },
      ExpressionAttributeValues: { ':now': now, ':stale': staleBefore },
    });
    return claimed !== undefined;
  }

  async function releaseReanalysis(userId: string, id: string, claimedAt: string): Promise<void> {
    await conditionalUpdate(table, {
      Key: { userId, id: listingSortKey(id) },
      UpdateExpression: 'REMOVE #claim',
      ConditionExpression: '#claim = :claimedAt',
      ExpressionAttributeNames: { '#claim': reanalysisClaim },
      ExpressionAttributeValues: { ':claimedAt': claimedAt },
    });
  }

  function reviseAnalysis(
    seen: StoredListing,
    revision: AnalysisRevision,
    now: string,
  ): Promise<StoredListing | undefined> {
    return conditionalUpdate(table, {
      Key: { userId: seen.user_id, id: listingSortKey(seen.id) },
      UpdateExpression:
        'SET ai_category = :category, ai_details_text = :details, ai_fields = :fields, ' +
        'ai_enrichment = :enrichment, user_fields = :userFields, #updated = :now',
      ConditionExpression: `attribute_exists(#id) AND ${notPending} AND #updated = :seen AND #stage <> :analyzing`,
      ExpressionAttributeNames: { '#id': 'id', '#updated': 'updated_at', '#stage': 'stage', ...pendingName },
      ExpressionAttributeValues: {
        ':category': revision.ai_category,
        ':details': revision.ai_details_text,
        ':fields': revision.ai_fields,
        ':enrichment': revision.ai_enrichment,
        ':userFields': revision.user_fields,
        ':now': now,
        ':seen': seen.updated_at,
        ':analyzing': 'analyzing',
      },
    });
  }

  return { claimReanalysis, releaseReanalysis, reviseAnalysis };
}
