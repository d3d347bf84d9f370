// Pairwise precision and recall of "same item" (docs/performance.md#grouping-a-batch): every
// pair of photos the grouping puts in one item is a claim; a claim is right when the two
// photos show the same item. Precision: right claims of all claims. Recall: right claims of
// all same-item pairs. F1: their harmonic mean. A grouping that makes no claim and misses
// none (every photo its own item, every item one photo) scores 1.

export interface PairwiseScore {
  precision: number;
  recall: number;
  f1: number;
}

export function pairwiseScore(
  proposed: readonly (readonly string[])[],
  truth: ReadonlyMap<string, string>,
): PairwiseScore {
  const itemOf = (id: string) => {
    const item = truth.get(id);
    if (item === undefined) throw new Error(`no truth for ${id}`);
    return item;
  };
  let claimed = 0;
  let right = 0;
  for (const group of proposed) {
    for (let a = 0; a < group.length; a += 1) {
      for (let b = a + 1; b < group.length; b += 1) {
        claimed += 1;
        if (itemOf(group[a]!) === itemOf(group[b]!)) right += 1;
      }
    }
  }
  const ids = [...truth.keys()];
  let same = 0;
  for (let a = 0; a < ids.length; a += 1) {
    for (let b = a + 1; b < ids.length; b += 1) if (itemOf(ids[a]!) === itemOf(ids[b]!)) same += 1;
  }
  const precision = claimed === 0 ? 1 : right / claimed;
  const recall = same === 0 ? 1 : right / same;
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { precision, recall, f1 };
}
