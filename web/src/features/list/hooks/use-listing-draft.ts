import { useEffect, useId, useState } from 'react';
import type { WebListing } from '#domain/listing.ts';
import { recoveryTexts } from '#domain/messages.ts';
import type { UserFieldName, UserFields } from '#domain/user-fields.ts';
import { useUnsavedChanges } from '#web/hooks/use-unsaved-changes.ts';
import { dropDraft, readDraft, saveDraft } from '#web/lib/listing-drafts.ts';
import { notify } from '#web/lib/notify.ts';
import { formValue } from './use-listing-form';

/**
 * The draft this user left for the item when their session ended, if any. A draft that holds
 * what the item already holds (its edits were saved after all) has nothing to restore: it is
 * dropped, never announced.
 */
export function useStoredDraft(item: WebListing): UserFields | undefined {
  const { userId } = useUnsavedChanges();
  const [stored] = useState(() => (userId ? readDraft(userId, item.id) : undefined));
  const [draft] = useState(() => (stored && differsFrom(item.fields, stored) ? stored : undefined));
  useEffect(() => {
    if (userId && stored && !draft) dropDraft(userId, item.id);
  }, [userId, item.id, stored, draft]);
  return draft;
}

/** Whether a draft holds a value the item's form would not open with. */
function differsFrom(fields: UserFields, draft: UserFields): boolean {
  return Object.entries(draft).some(([name, value]) => value !== formValue(fields, name as UserFieldName));
}

/**
 * A listing form's unsaved edits (docs/product.md#errors-and-the-way-out): said to the main
 * screen's guard, so leaving asks first, and kept as a draft while unsaved, so a session that
 * ends does not lose them. A restored draft is announced once.
 */
export function useListingDraft(item: WebListing, values: UserFields, unsaved: boolean, restored: boolean) {
  const { userId, report } = useUnsavedChanges();
  const source = useId();
  const valuesKey = JSON.stringify(values);

  useEffect(() => {
    report(source, unsaved ? item.id : undefined);
    if (!userId) return;
    if (unsaved) saveDraft(userId, item.id, JSON.parse(valuesKey) as UserFields);
    else dropDraft(userId, item.id);
  }, [report, source, unsaved, userId, item.id, valuesKey]);

  // Gone from the screen: nothing of this form is unsaved any more. The draft stays, for the
  // one case where the form goes without Leave or Save: the session ended.
  useEffect(() => () => report(source, undefined), [report, source]);

  useEffect(() => {
    if (restored) notify(recoveryTexts.draftRestored);
  }, [restored]);
}
