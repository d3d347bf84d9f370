import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import {
  DeleteCommand,
  type DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
} from '@aws-sdk/lib-dynamodb';
import type { AwsClientStub } from 'aws-sdk-client-mock';

type Item = Record<string, unknown>;

const conditionFailed = () =>
  new ConditionalCheckFailedException({ message: 'The conditional request failed', $metadata: {} });

export interface FakeTable {
  items: Map<string, Item>;
  /** The next Put of an item matching `which` fails with `error` (once). */
  failNextPut(which: (item: Item) => boolean, error: Error): void;
  /** The listing items (not the upload guards). */
  listings(): Item[];
  get(userId: string, id: string): Item | undefined;
}

/**
 * Just enough of a DynamoDB table behind the mocked document client (Get, conditional
 * Put and Delete, Query on the partition with begins_with) for the create and delete
 * orderings to be tested against a state, not only against a list of calls.
 */
export function fakeListingsTable(ddb: AwsClientStub<DynamoDBDocumentClient>): FakeTable {
  const items = new Map<string, Item>();
  const faults: { which: (item: Item) => boolean; error: Error }[] = [];
  const keyOf = (key: Item) => `${String(key.userId)}|${String(key.id)}`;

  ddb.on(GetCommand).callsFake((input) => ({ Item: items.get(keyOf(input.Key as Item)) }));
  ddb.on(PutCommand).callsFake((input) => {
    const item = input.Item as Item;
    const fault = faults.findIndex((f) => f.which(item));
    if (fault >= 0) throw faults.splice(fault, 1)[0]!.error;
    const key = keyOf(item);
    if (input.ConditionExpression?.startsWith('attribute_not_exists') && items.has(key))
      throw conditionFailed();
    items.set(key, structuredClone(item));
    return {};
  });
  ddb.on(DeleteCommand).callsFake((input) => {
    const key = keyOf(input.Key as Item);
    if (input.ConditionExpression?.startsWith('attribute_exists') && !items.has(key)) throw conditionFailed();
    items.delete(key);
    return {};
  });
  ddb.on(QueryCommand).callsFake((input) => {
    const values = (input.ExpressionAttributeValues ?? {}) as Item;
    const prefix = String(values[':prefix'] ?? '');
    const found = [...items.values()]
      .filter((item) => item.userId === values[':userId'] && String(item.id).startsWith(prefix))
      .sort((a, b) => String(a.id).localeCompare(String(b.id)));
    if (input.ScanIndexForward === false) found.reverse();
    return { Items: found };
  });

  return {
    items,
    failNextPut: (which, error) => faults.push({ which, error }),
    listings: () => [...items.values()].filter((item) => String(item.id).startsWith('listing#')),
    get: (userId, id) => items.get(`${userId}|${id}`),
  };
}

export const isGuard = (item: Item) => String(item.id).startsWith('upload#');
export const isListing = (item: Item) => String(item.id).startsWith('listing#');
