// A data migration (docs/architecture/backend.md#data-migrations): a numbered change of the
// items one table held before a release, run once per table by infra/migrations/run-migrations.ts
// after `npm run deploy`'s stack update and at each start of the twin. Each one is a Scan
// filter for the items it may change and a conditional update of one item, so running it
// twice, or again after an interruption, changes nothing more.

export interface MigrationTables {
  /** The listings table's name (the twin's own, or the deployed table's). */
  listings: string;
}

export type Item = Record<string, unknown>;

/** An expression with its attribute names and values, as DynamoDB takes them. */
interface Expression {
  expression: string;
  names: Record<string, string>;
  values: Record<string, unknown>;
}

/** The update of one item; `condition` fails once the item no longer needs it. */
interface ItemChange {
  update: string;
  condition: string;
  names: Record<string, string>;
  values: Record<string, unknown>;
}

export interface Migration {
  /** `0001-ready-key`: the number orders them; the id names the ledger entry. */
  readonly id: string;
  readonly description: string;
  readonly table: keyof MigrationTables;
  /** The table's key attributes, to address each found item. */
  readonly key: readonly string[];
  /** The items that may need the change (evaluated by DynamoDB on each page it reads). */
  readonly filter: Expression;
  /** The change of a found item, or nothing when it needs none. */
  change(item: Item): ItemChange | undefined;
}
