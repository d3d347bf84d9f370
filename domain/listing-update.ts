import type { ListingUpdate, Stage } from './listing';
import type { UserFieldName, UserFields } from './user-fields';

// The field-merge rule of `PUT /api/listings/{id}` (docs/product.md#states-and-transitions),
// written once: the web's instant update (applyUpdate), the DynamoDB update expression and the
// in-memory store all follow it.

/** What an update changes on the listing; everything it does not name keeps its value. */
interface ListingChanges {
  /**
   * `saved` when the update saves the item. Saving starts the item's life as saved, unless it
   * has one (an absent life reads as saved: `lifeOf`): saving its fields again never unsells it.
   */
  stage?: Extract<Stage, 'saved'>;
  /** Each field the update sets, with its new value; a field not named here is kept. */
  fields: [UserFieldName, string][];
}

/** The changes `update` makes: its stage, and each field it gives a value. */
export function listingChanges(update: ListingUpdate): ListingChanges {
  const fields = Object.entries(update.user_fields ?? {}).flatMap(([name, value]) =>
    value === undefined ? [] : [[name as UserFieldName, value] as [UserFieldName, string]],
  );
  return update.stage ? { stage: update.stage, fields } : { fields };
}

/** A listing's stage and user fields, as the rule reads and writes them. */
interface UpdatedParts {
  stage: Stage;
  fields: UserFields;
}

/** The stage and fields after `update`: its fields merged over the ones the listing has. */
export function applyListingChanges(current: UpdatedParts, update: ListingUpdate): UpdatedParts {
  const changes = listingChanges(update);
  return {
    stage: changes.stage ?? current.stage,
    fields: { ...current.fields, ...Object.fromEntries(changes.fields) },
  };
}

/**
 * The fields of `edited` that differ from the listing's `current` ones: what a save sends, so
 * a save of one changed field sends that field alone (the server keeps the others). An empty
 * value and no value are the same: an empty form field the item never had is no change.
 */
export function changedFields(current: UserFields, edited: UserFields): UserFields {
  return Object.fromEntries(
    Object.entries(edited).filter(
      ([name, value]) => value !== undefined && value !== (current[name as UserFieldName] ?? ''),
    ),
  );
}
