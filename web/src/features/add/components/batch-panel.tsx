import { lazy, Suspense, useMemo } from 'react';
import { LoadingSpinner } from '#web/components/loading-spinner.tsx';
import type { useBatch } from '../hooks/use-batch';
import { BatchStatus } from './batch-status';

// The grouping screen (with its Radix dialog) is shown only once photos are chosen: a chunk of
// its own, so the main screen's first paint does not run its code (docs/architecture/web.md#the-first-paint).
const GroupingScreen = lazy(() =>
  import('./grouping-screen').then((module) => ({ default: module.GroupingScreen })),
);

interface Props {
  batch: ReturnType<typeof useBatch>;
}

/**
 * "Add a batch" on the Add tab (docs/product.md#add-a-batch): the grouping screen while the
 * seller checks the items, the batch's progress otherwise, and why files were left out.
 */
export function BatchPanel({ batch }: Props) {
  const { state, notes } = batch;
  const photos = state.step === 'grouping' ? state.photos : undefined;
  const thumbnails = useMemo(
    () => Object.fromEntries((photos ?? []).map((photo) => [photo.id, photo.thumbnail])),
    [photos],
  );
  if (state.step === 'idle' && notes.length === 0) return null;
  if (state.step === 'grouping')
    return (
      <>
        {notes.length > 0 && <BatchStatus state={state} notes={notes} onResume={batch.resume} />}
        <Suspense fallback={<LoadingSpinner />}>
          <GroupingScreen
            plan={state.plan}
            thumbnails={thumbnails}
            onChange={batch.edit}
            onCreate={batch.create}
            onCancel={batch.cancel}
          />
        </Suspense>
      </>
    );
  return (
    <section className="card tab-panel-card">
      <BatchStatus state={state} notes={notes} onResume={batch.resume} />
    </section>
  );
}
