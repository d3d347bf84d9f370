import { isDeepStrictEqual } from 'node:util';

// The upgrade guard: what an update from one template to the next would do to the resources
// that hold data or a unique name, found before CloudFormation finds it half-way through an
// update that then rolls back (docs/operator-guide.md#updating). The infra test runs it
// against the last released template (infra/releases/), the deploy against the deployed one.

interface CfnResource {
  Type: string;
  Properties?: Record<string, unknown>;
}

export interface CfnTemplate {
  Resources?: Record<string, CfnResource>;
}

type ViolationKind =
  /** More than one global secondary index created or deleted on a table in one update. */
  | 'index-steps'
  /** An index deleted that the deploy's `upgrade.dropIndexes` does not name. */
  | 'index-dropped'
  /** An index kept by name with other keys or projection: CloudFormation refuses it. */
  | 'index-changed'
  /** A stateful or unique resource whose logical id is gone (a new one would be made). */
  | 'removed'
  /** A stateful or unique resource with a change that forces its replacement. */
  | 'replaced'
  /** Any resource whose explicit physical name changes. */
  | 'renamed';

export interface Violation {
  readonly kind: ViolationKind;
  /** The logical id in the earlier template. */
  readonly resource: string;
  readonly type: string;
  readonly message: string;
  /** index-steps: the table's index names before, and those created and deleted. */
  readonly indexes?: { before: string[]; created: string[]; deleted: string[] };
  /** index-dropped: the index deleted. */
  readonly index?: string;
  /** replaced, renamed: the property and its values before and after (pseudo parameters resolved). */
  readonly change?: { property: string; before: unknown; after: unknown };
}

/**
 * The resources whose replacement loses data or a name nobody else may hold, with the
 * properties whose change makes CloudFormation replace them (the "Update requires:
 * Replacement" of each property in the CloudFormation resource reference).
 */
export const statefulTypes: Readonly<Record<string, readonly string[]>> = {
  'AWS::DynamoDB::Table': ['TableName', 'KeySchema', 'LocalSecondaryIndexes'],
  'AWS::S3::Bucket': ['BucketName'],
  'AWS::Cognito::UserPool': ['UsernameAttributes', 'AliasAttributes'],
  'AWS::Cognito::UserPoolDomain': ['Domain', 'UserPoolId'],
  'AWS::KMS::Key': ['KeySpec', 'KeyUsage', 'MultiRegion'],
  'AWS::SecretsManager::Secret': ['Name'],
};

/** Properties that are a resource's physical name, whatever its type. */
const nameProperties = [
  'TableName',
  'BucketName',
  'QueueName',
  'TopicName',
  'FunctionName',
  'RoleName',
  'LogGroupName',
  'AlarmName',
  'DashboardName',
  'AliasName',
  'UserPoolName',
  'Name',
] as const;

/** Values for the pseudo parameters, so `snap-list-shift-${AWS::AccountId}` compares with a literal. */
export interface PseudoParameters {
  account: string;
  region: string;
}

export interface UpgradeOptions {
  /** The indexes this update may delete (the setting `upgrade.dropIndexes`); none by default. */
  readonly dropIndexes?: readonly string[];
}

/** Every way the update from `before` to `after` could lose data or a name, in template order. */
export function checkUpgrade(
  before: CfnTemplate,
  after: CfnTemplate,
  pseudo: PseudoParameters,
  options: UpgradeOptions = {},
): Violation[] {
  const oldResources = resolvePseudo(before.Resources ?? {}, pseudo) as Record<string, CfnResource>;
  const newResources = resolvePseudo(after.Resources ?? {}, pseudo) as Record<string, CfnResource>;
  const violations: Violation[] = [];
  for (const [id, old] of Object.entries(oldResources)) {
    const next = newResources[id];
    const stateful = statefulTypes[old.Type];
    if (!next) {
      if (stateful) violations.push(removed(id, old));
      continue;
    }
    if (next.Type !== old.Type) {
      if (stateful) violations.push(replaced(id, old, 'Type', old.Type, next.Type));
      continue;
    }
    const renamed = new Set<string>();
    for (const property of nameProperties) {
      const [was, now] = [old.Properties?.[property], next.Properties?.[property]];
      if (isDeepStrictEqual(was, now)) continue;
      renamed.add(property);
      violations.push({
        kind: 'renamed',
        resource: id,
        type: old.Type,
        message: `${old.Type} ${id}: its ${property} changes from ${show(was)} to ${show(now)}, which replaces it under a new name.`,
        change: { property, before: was, after: now },
      });
    }
    for (const property of stateful ?? []) {
      if (renamed.has(property)) continue;
      const [was, now] = [replacementValue(old, property), replacementValue(next, property)];
      if (!isDeepStrictEqual(was, now)) violations.push(replaced(id, old, property, was, now));
    }
    if (old.Type === 'AWS::DynamoDB::Table')
      violations.push(...indexViolations(id, old, next, options.dropIndexes ?? []));
  }
  return violations;
}

function removed(id: string, old: CfnResource): Violation {
  return {
    kind: 'removed',
    resource: id,
    type: old.Type,
    message: `${old.Type} ${id} is gone from the template: CloudFormation would make a new, empty one under another logical id and delete or orphan this one with its data.`,
  };
}

function replaced(id: string, old: CfnResource, property: string, was: unknown, now: unknown): Violation {
  return {
    kind: 'replaced',
    resource: id,
    type: old.Type,
    message: `${old.Type} ${id}: its ${property} changes from ${show(was)} to ${show(now)}, which makes CloudFormation replace it (a new, empty resource).`,
    change: { property, before: was, after: now },
  };
}

/** A table's key schema with each key's type, so `id: S` to `id: N` is a change too. */
function replacementValue(resource: CfnResource, property: string): unknown {
  const value = resource.Properties?.[property];
  if (resource.Type !== 'AWS::DynamoDB::Table' || property !== 'KeySchema') return value;
  return typedKeys(value, resource.Properties?.AttributeDefinitions);
}

interface KeyElement {
  AttributeName: string;
  KeyType: string;
}

function typedKeys(keySchema: unknown, definitions: unknown): unknown {
  if (!Array.isArray(keySchema)) return keySchema;
  const types = new Map(
    ((definitions ?? []) as { AttributeName: string; AttributeType: string }[]).map((d) => [
      d.AttributeName,
      d.AttributeType,
    ]),
  );
  return (keySchema as KeyElement[]).map((key) => ({ ...key, AttributeType: types.get(key.AttributeName) }));
}

interface IndexDefinition {
  IndexName: string;
  KeySchema: KeyElement[];
  Projection?: unknown;
}

function indexViolations(
  id: string,
  old: CfnResource,
  next: CfnResource,
  dropIndexes: readonly string[],
): Violation[] {
  const indexesOf = (table: CfnResource) =>
    new Map(
      ((table.Properties?.GlobalSecondaryIndexes ?? []) as IndexDefinition[]).map((index) => [
        index.IndexName,
        {
          keys: typedKeys(index.KeySchema, table.Properties?.AttributeDefinitions),
          projection: index.Projection,
        },
      ]),
    );
  const [was, now] = [indexesOf(old), indexesOf(next)];
  const created = [...now.keys()].filter((name) => !was.has(name));
  const deleted = [...was.keys()].filter((name) => !now.has(name));
  const violations: Violation[] = [];
  if (created.length + deleted.length > 1) {
    const steps = [
      ...(created.length ? [`creates ${created.join(', ')}`] : []),
      ...(deleted.length ? [`deletes ${deleted.join(', ')}`] : []),
    ].join(' and ');
    violations.push({
      kind: 'index-steps',
      resource: id,
      type: old.Type,
      message: `${old.Type} ${id}: one update ${steps}; CloudFormation creates or deletes one global secondary index per table per update, so it would fail and roll back.`,
      indexes: { before: [...was.keys()], created, deleted },
    });
  }
  // A deleted index takes every read on it down (or, worse, answers nothing): only by name.
  for (const name of deleted.filter((index) => !dropIndexes.includes(index))) {
    violations.push({
      kind: 'index-dropped',
      resource: id,
      type: old.Type,
      message: `${old.Type} ${id}: the update deletes index ${name}, which the code may still read, and upgrade.dropIndexes does not name it.`,
      index: name,
    });
  }
  for (const [name, index] of was) {
    const kept = now.get(name);
    if (kept && !isDeepStrictEqual(kept, index))
      violations.push({
        kind: 'index-changed',
        resource: id,
        type: old.Type,
        message: `${old.Type} ${id}: index ${name} keeps its name with other keys or projection, which CloudFormation refuses; give the new index a new name.`,
      });
  }
  return violations;
}

/**
 * The template with `{ Ref: AWS::AccountId }` and `{ Ref: AWS::Region }` replaced by their
 * values, and every `Fn::Join` of plain strings joined.
 */
export function resolvePseudo(value: unknown, pseudo: PseudoParameters): unknown {
  if (Array.isArray(value)) return value.map((item) => resolvePseudo(item, pseudo));
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value);
  if (entries.length === 1) {
    const [key, argument] = entries[0]!;
    if (key === 'Ref' && argument === 'AWS::AccountId') return pseudo.account;
    if (key === 'Ref' && argument === 'AWS::Region') return pseudo.region;
    if (key === 'Fn::Join' && Array.isArray(argument)) {
      const [separator, parts] = resolvePseudo(argument, pseudo) as [unknown, unknown];
      if (typeof separator === 'string' && Array.isArray(parts) && parts.every((p) => typeof p === 'string'))
        return parts.join(separator);
      return { [key]: [separator, parts] };
    }
  }
  return Object.fromEntries(entries.map(([key, item]) => [key, resolvePseudo(item, pseudo)]));
}

function show(value: unknown): string {
  return value === undefined ? '(none)' : JSON.stringify(value);
}
