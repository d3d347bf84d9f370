// @ts-nocheck
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { UnsavedChangesContext, type UnsavedChanges } from '#web/hooks/use-unsaved-changes.ts';
import { dropDraft } from '#web/lib/listing-drafts.ts';

const LeaveDialog = lazy(() => import('./leave-dialog').then((module) => ({ default: module.LeaveDialog })));

interface Question {
  leave: () => void;
  stay?: () => void;
}

/**
 * Guards the main screen's unsaved edits (docs/product.md#errors-and-the-way-out): moving away
 * inside the app asks in the app's own dialog, closing or reloading the tab asks through the
 * browser's `beforeunload` dialog.
 */
export function UnsavedChangesProvider({
  userId,
  children,
}: {
  userId: string | undefined;
  children: ReactNode;
}) {
  // Which form (source) holds unsaved edits of which item.
  const [sources, setSources] = useState<ReadonlyMap<string, string>>(new Map());
  // The question asked, in a ref: Leave runs the action once, although Radix then also reports
  // the dialog closing.
  const question = useRef<Question>(undefined);
  const [asking, setAsking] = useState(false);
  const dirty = sources.size > 0;
  const latest = useRef({ sources, userId });
  useEffect(() => {
    latest.current = { sources, userId };
  });

  const report = useCallback((source: string, itemId: string | undefined) => {
    setSources((known) => {
      if (known.get(source) === itemId) return known;
      const next = new Map(known);
      if (itemId === undefined) next.delete(source);
      else next.set(source, itemId);
      return next;
    });
  }, []);

  const discard = useCallback(() => {
    const { sources: held, userId: user } = latest.current;
    if (user) for (const itemId of held.values()) dropDraft(user, itemId);
    setSources(new Map());
  }, []);

  const confirmLeave = useCallback((leave: () => void, stay?: () => void) => {
    if (latest.current.sources.size === 0) {
      leave();
      return;
    }
    question.current = { leave, stay };
    setAsking(true);
  }, []);

  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show their dialog only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  const value = useMemo<UnsavedChanges>(
    () => ({ userId, dirty, report, confirmLeave, discard }),
    [userId, dirty, report, confirmLeave, discard],
  );

  function answer(leaving: boolean) {
    const asked = question.current;
    question.current = undefined;
    setAsking(false);
    if (!asked) return;
    if (leaving) {
      discard();
      asked.leave();
    } else {
      asked.stay?.();
    }
  }

  return (
    <UnsavedChangesContext.Provider value={value}>
      {children}
      {/* The dialog's code loads the first time it is needed, not with the main screen. */}
      {asking && (
        <Suspense fallback={null}>
          <LeaveDialog onAnswer={answer} />
        </Suspense>
      )}
    </UnsavedChangesContext.Provider>
  );
}
