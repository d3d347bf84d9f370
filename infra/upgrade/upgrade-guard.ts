import { isDeepStrictEqual } from 'node:util';

// The upgrade guard: what an update from one template to the next would do to the resources
// that hold data or a unique name, found before CloudFormation finds it half-way through an
// update that then rolls back (docs/operator-guide.md#updating). The infra test runs it
// against the last released template (infra/releases/), the deploy against the deployed one.

interface CfnResource {
  Type: string;
  Properties?: Record<string, unknown>;
  /** What CloudFormation does with it when the stack or the resource goes. */
  DeletionPolicy?: string;
}

export interface CfnTemplate {
  Resources?: Record<string, CfnResource>;
}

export const violationKinds = [
  /** More than one global secondary index created or deleted on a table in one update. */
  'index-steps',
  /** An index deleted that the deploy's `upgrade.dropIndexes` does not name. */
  'index-dropped',
  /** An index kept by name with other keys or projection: CloudFormation refuses it. */
  'index-changed',
  /** A stateful or unique resource whose logical id is gone (a new one would be made). */
  'removed',
  /** A stateful or unique resource with a change that forces its replacement. */
  'replaced',
  /** Any resource whose explicit physical name changes. */
  'renamed',
  /** A stateful resource that was kept (Retain) and would now be deleted with the stack. */
  'unprotected',
  /** A table whose point-in-time recovery is turned off (its continuous backups deleted). */
  'recovery-off',
] as const;

type ViolationKind = (typeof violationKinds)[number];

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
  // Cognito cannot change a pool's sign-in attributes, case sensitivity or required attributes
  // after it is made: only a new pool can
  // (https://docs.aws.amazon.com/cognito/latest/developerguide/cognito-user-pool-updating.html).
  'AWS::Cognito::UserPool': ['UsernameAttributes', 'AliasAttributes', 'UsernameConfiguration', 'Schema'],
  'AWS::Cognito::UserPoolDomain': ['Domain', 'UserPoolId'],
  // A new client id: every refresh token names the old one, so everyone is signed out.
  'AWS::Cognito::UserPoolClient': ['UserPoolId', 'GenerateSecret'],
  'AWS::KMS::Key': ['KeySpec', 'KeyUsage', 'MultiRegion'],
  'AWS::SecretsManager::Secret': ['Name'],
  // A new queue starts empty: the jobs waiting in the old one are lost with it.
  'AWS::SQS::Queue': ['QueueName', 'FifoQueue'],
};

/** What a new resource of each stateful type does not have, for the refusal's sentence. */
const whatIsLost: Readonly<Record<string, string>> = {
  'AWS::DynamoDB::Table': 'every item in the table',
  'AWS::S3::Bucket': 'every file in the bucket',
  'AWS::Cognito::UserPool': 'every user account (nobody can sign in)',
  'AWS::Cognito::UserPoolDomain': 'the sign-in address (and the redirect URI Google knows)',
  'AWS::Cognito::UserPoolClient': 'every session: everyone is signed out',
  'AWS::KMS::Key': 'what the key encrypts',
  'AWS::SecretsManager::Secret': 'the secret value put in by hand',
  'AWS::SQS::Queue': 'the jobs waiting in the queue',
};

/** Each type's own deletion protection, on when the property has this value. */
const deletionProtection: Readonly<Record<string, { property: string; on: unknown }>> = {
  'AWS::DynamoDB::Table': { property: 'DeletionProtectionEnabled', on: true },
  'AWS::Cognito::UserPool': { property: 'DeletionProtection', on: 'ACTIVE' },
};

/** The properties whose name says nothing to an operator, in the sentence. */
const propertyLabels: Readonly<Record<string, string>> = {
  Schema: 'required attributes',
  UsernameConfiguration: 'user name case sensitivity (UsernameConfiguration)',
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
    if (stateful) violations.push(...protectionViolations(id, old, next));
    if (old.Type === 'AWS::DynamoDB::Table')
      violations.push(...indexViolations(id, old, next, options.dropIndexes ?? []));
  }
  return violations;
}

const retained = (resource: CfnResource) =>
  resource.DeletionPolicy === 'Retain' || resource.DeletionPolicy === 'RetainExceptOnCreate';

/** A kept resource that would be deleted with the stack, or a table whose backups would go. */
function protectionViolations(id: string, old: CfnResource, next: CfnResource): Violation[] {
  const violations: Violation[] = [];
  const protection = deletionProtection[old.Type];
  const protectedNow = protection && next.Properties?.[protection.property] === protection.on;
  if (retained(old) && !retained(next) && !protectedNow)
    violations.push({
      kind: 'unprotected',
      resource: id,
      type: old.Type,
      message: `${old.Type} ${id}: its DeletionPolicy changes from ${old.DeletionPolicy} to ${next.DeletionPolicy ?? 'Delete'}${protection ? ' with deletion protection off' : ''}, so deleting the stack (or a failed first deploy's rollback) would delete it, and ${whatIsLost[old.Type] ?? 'what it holds'} with it.`,
      change: { property: 'DeletionPolicy', before: old.DeletionPolicy, after: next.DeletionPolicy },
    });
  if (old.Type === 'AWS::DynamoDB::Table') {
    const recovery = (table: CfnResource) =>
      (
        table.Properties?.PointInTimeRecoverySpecification as
          { PointInTimeRecoveryEnabled?: unknown } | undefined
      )?.PointInTimeRecoveryEnabled === true;
    if (recovery(old) && !recovery(next))
      violations.push({
        kind: 'recovery-off',
        resource: id,
        type: old.Type,
        message: `${old.Type} ${id}: point-in-time recovery is turned off, which deletes the table's continuous backups: a bad deploy or script could no longer be undone to the second.`,
        change: { property: 'PointInTimeRecoverySpecification', before: true, after: false },
      });
  }
  return violations;
}

function removed(id: string, old: CfnResource): Violation {
  return {
    kind: 'removed',
    resource: id,
    type: old.Type,
    message: `${old.Type} ${id} is gone from the template: CloudFormation would make a new, empty one under another logical id and delete or orphan this one, and ${whatIsLost[old.Type] ?? 'what it holds'} with it.`,
  };
}

function replaced(id: string, old: CfnResource, property: string, was: unknown, now: unknown): Violation {
  return {
    kind: 'replaced',
    resource: id,
    type: old.Type,
    message: `${old.Type} ${id}: its ${propertyLabels[property] ?? property} would go from ${show(was)} to ${show(now)}, which only a new resource can have: CloudFormation would replace it (or fail), and ${whatIsLost[old.Type] ?? 'what it holds'} would be lost.`,
    change: { property, before: was, after: now },
  };
}

/**
 * The value that decides a replacement: a table's key schema with each key's type (so `id: S`
 * to `id: N` is a change too); a pool's schema as its required attributes, sorted (a new
 * optional or custom attribute is an update in place).
 */
function replacementValue(resource: CfnResource, property: string): unknown {
  const value = resource.Properties?.[property];
  if (resource.Type === 'AWS::DynamoDB::Table' && property === 'KeySchema')
    return typedKeys(value, resource.Properties?.AttributeDefinitions);
  if (resource.Type === 'AWS::Cognito::UserPool' && property === 'Schema')
    return ((value ?? []) as { Name?: string; Required?: boolean }[])
      .filter((attribute) => attribute.Required === true)
      .map((attribute) => attribute.Name)
      .sort();
  return value;
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
 * values, every `Fn::Join` of plain strings joined and every `Fn::Sub` whose variables are
 * all known substituted, so the same name written either way compares equal.
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
    if (key === 'Fn::Sub') return substitute(argument, pseudo);
  }
  return Object.fromEntries(entries.map(([key, item]) => [key, resolvePseudo(item, pseudo)]));
}

/** `Fn::Sub`, string or `[string, variables]` form, substituted when every variable is known. */
function substitute(argument: unknown, pseudo: PseudoParameters): unknown {
  const [text, variables] = Array.isArray(argument) ? argument : [argument, {}];
  const values: Record<string, unknown> = {
    'AWS::AccountId': pseudo.account,
    'AWS::Region': pseudo.region,
    ...(resolvePseudo(variables, pseudo) as Record<string, unknown>),
  };
  if (typeof text !== 'string') return { 'Fn::Sub': resolvePseudo(argument, pseudo) };
  let complete = true;
  // `${!Literal}` is written as `${Literal}`; any other variable must be a known string.
  const result = text.replace(/\$\{(!?)([^}]*)\}/g, (whole, literal: string, name: string) => {
    if (literal) return `\${${name}}`;
    const value = values[name];
    if (typeof value === 'string') return value;
    complete = false;
    return whole;
  });
  return complete ? result : { 'Fn::Sub': resolvePseudo(argument, pseudo) };
}

function show(value: unknown): string {
  return value === undefined ? '(none)' : JSON.stringify(value);
}
