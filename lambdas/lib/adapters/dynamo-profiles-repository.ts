import { DeleteCommand, GetCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { ProfileChange, ProfilesRepository, StoredProfile } from '../ports/profiles-repository';

/** The profiles table: partition key `id`, the user's sub (docs/design.md#data). */
export class DynamoProfilesRepository implements ProfilesRepository {
  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly tableName: string,
  ) {}

  async get(userId: string): Promise<StoredProfile | undefined> {
    const { Item } = await this.client.send(
      new GetCommand({ TableName: this.tableName, Key: { id: userId }, ConsistentRead: true }),
    );
    return Item as StoredProfile | undefined;
  }

  async update(userId: string, change: ProfileChange, now: string): Promise<StoredProfile> {
    const names: Record<string, string> = { '#updated': 'updated_at' };
    const values: Record<string, unknown> = { ':updated': now };
    const sets = ['#updated = :updated'];
    const removes: string[] = [];
    if (change.country !== undefined) {
      names['#country'] = 'country';
      values[':country'] = change.country;
      sets.push('#country = :country');
    }
    if (change.allow_collection !== undefined) {
      names['#collection'] = 'allow_collection';
      values[':collection'] = change.allow_collection;
      sets.push('#collection = :collection');
    }
    if (change.postcode !== undefined) {
      names['#postcode'] = 'postcode';
      if (change.postcode === null) removes.push('#postcode');
      else {
        values[':postcode'] = change.postcode;
        sets.push('#postcode = :postcode');
      }
    }
    const { Attributes } = await this.client.send(
      new UpdateCommand({
        TableName: this.tableName,
        Key: { id: userId },
        UpdateExpression: `SET ${sets.join(', ')}${removes.length ? ` REMOVE ${removes.join(', ')}` : ''}`,
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
        ReturnValues: 'ALL_NEW',
      }),
    );
    return (Attributes as StoredProfile | undefined) ?? { id: userId, ...change, updated_at: now };
  }

  async remove(userId: string): Promise<void> {
    await this.client.send(new DeleteCommand({ TableName: this.tableName, Key: { id: userId } }));
  }
}
