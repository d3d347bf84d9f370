import { batchTruth, loadBatch } from '#tests/support/batch-signatures.ts';
import { pairwiseScore } from '#tests/support/pairwise-score.ts';
import { type BatchPhoto, groupPhotos } from '#web/photos/group-photos.ts';
import type { BenchRow } from './table';

// How "Add a batch" groups the batch fixture (docs/performance.md#grouping-a-batch): pairwise
// precision, recall and F1 with the capture times, and without them (a messaging app strips
// them) in the files' order and in shuffled pick orders, to show whether the pick order
// changes the grouping. Pure computation on the fixture's signatures: no browser, no twin.

/** Shuffled pick orders tried; seeded, so two runs try the same orders. */
const groupingOrders = 200;

const two = (value: number) => value.toFixed(2);
const scored = (items: readonly { photoIds: string[] }[]) =>
  pairwiseScore(
    items.map((item) => item.photoIds),
    batchTruth,
  );

/** A small seeded generator (a linear congruential one): the same orders on every run. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}

/** The grouping as a set of sets, whatever the order of the items and of their photos. */
const partitionOf = (items: readonly { photoIds: string[] }[]) =>
  items
    .map((item) => [...item.photoIds].sort().join(' '))
    .sort()
    .join(' | ');

export async function groupingRows(): Promise<BenchRow[]> {
  const batch = await loadBatch();
  const untimed: BatchPhoto[] = batch.map((photo) => ({ ...photo, captureTime: undefined }));
  const method = `batch fixture, ${batch.length} photos of ${new Set(batchTruth.values()).size} items, pairwise`;
  const row = (figure: string, items: readonly { photoIds: string[] }[]): BenchRow => {
    const score = scored(items);
    return {
      figure,
      value: `${items.length} items, P ${two(score.precision)} R ${two(score.recall)} F1 ${two(score.f1)}`,
      method,
    };
  };
  const random = seeded(36);
  const orders = Array.from({ length: groupingOrders }, () => groupPhotos(shuffled(untimed, random)));
  const partitions = new Set(orders.map(partitionOf));
  const f1s = orders.map((items) => scored(items).f1);
  const counts = orders.map((items) => items.length);
  return [
    row('grouping: with capture times', groupPhotos(batch)),
    row('grouping: without capture times, files in order', groupPhotos(untimed)),
    {
      figure: `grouping: without capture times, ${groupingOrders} pick orders`,
      value:
        `${partitions.size} different groupings, ${Math.min(...counts)}-${Math.max(...counts)} items, ` +
        `F1 ${two(Math.min(...f1s))}-${two(Math.max(...f1s))}`,
      method: `${method}; shuffled with a fixed seed`,
    },
  ];
}
