// @ts-nocheck
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { AiEnrichment, Stage } from '#domain/listing.ts';
import type { UserFields } from '#domain/user-fields.ts';
import { listingSortKey, readyKeyAttribute } from '#lambdas/lib/adapters/listing-keys.ts';
import type { TwinInfo } from './twin-context';

// Direct writes to the twin's listings table, standing in for the analysis (another issue):
// what the analyser stores when it finishes, so browser tests can reach the later screens.

export interface AnalysisOutcome {
  stage: Stage;
  ai_category: string;
  ai_details_text: string;
  ai_fields: Record<string, string>;
  ai_enrichment: AiEnrichment | null;
  user_fields: UserFields;
  /** Set when the analysis failed: the item stays analyzing (docs/product.md#states-and-transitions). */
  analysis_error: string | null;
}

function documentClient(twin: TwinInfo) {
  return DynamoDBDocumentClient.from(
    new DynamoDBClient({
      region: twin.env.region,
      endpoint: twin.env.dynamodbEndpoint,
      credentials: { accessKeyId: twin.env.accessKeyId!, secretAccessKey: twin.env.secretAccessKey! },
    }),
  );
}

/** Writes an analysis result onto a listing, as the analyser does when it finishes. */
export async function storeAnalysis(
  twin: TwinInfo,
  userId: string,
  id: string,
  outcome: Partial<AnalysisOutcome>,
) {
  const names = Object.keys(outcome) as (keyof AnalysisOutcome)[];
  // Like the analyser, a ready item gets the key of the index of ready items (listing-keys.ts).
  const readyKey = outcome.stage === 'ready' ? ', #readyKey = :readyKey' : '';
  await documentClient(twin).send(
    new UpdateCommand({
      TableName: twin.env.listingsTable!,
      Key: { userId, id: listingSortKey(id) },
      UpdateExpression: `SET ${names.map((name) => `#${name} = :${name}`).join(', ')}, #updated = :updated${readyKey}`,
      ExpressionAttributeNames: {
        ...Object.fromEntries(names.map((name) => [`#${name}`, name])),
        '#updated': 'updated_at',
        ...(readyKey ? { '#readyKey': readyKeyAttribute } : {}),
      },
      ExpressionAttributeValues: {
        ...Object.fromEntries(names.map((name) => [`:${name}`, outcome[name] ?? null])),
        ':updated': new Date().toISOString(),
        ...(readyKey ? { ':readyKey': listingSortKey(id) } : {}),
      },
      ConditionExpression: 'attribute_exists(id)',
    }),
  );
}
