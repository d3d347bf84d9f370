// The grouping screen's edits (docs/product.md#add-a-batch), pure so they are tested apart from
// the screen: the proposal (group-photos.ts) is only a start, the seller moves, merges, splits
// and drops photos and chooses each cover. Every edit keeps the plan creatable: no item is
// left empty (it goes) and none grows past MAX_PHOTOS_PER_ITEM (the edit is refused).
import { MAX_PHOTOS_PER_ITEM } from '#domain/photos.ts';
import type { ProposedItem } from './group-photos';

export interface PlanItem {
  /** Stable while the seller edits, so the screen's rows keep their keys. */
  id: string;
  /** The item's photos, cover first. */
  photoIds: string[];
  /** The proposal's confidence (0 to 1); 1 once the seller has shaped the item. */
  confidence: number;
}

export type BatchPlan = readonly PlanItem[];

/** The seller decided: no guess is left to qualify. */
const DECIDED = 1;

export function planFrom(proposals: readonly ProposedItem[]): BatchPlan {
  return proposals.map((proposal, index) => ({
    id: `item-${index + 1}`,
    photoIds: [...proposal.photoIds],
    confidence: proposal.confidence,
  }));
}

/** The item holding a photo, if any. */
export function itemOf(plan: BatchPlan, photoId: string): PlanItem | undefined {
  return plan.find((item) => item.photoIds.includes(photoId));
}

/** A fresh item id no item of the plan has. */
function nextId(plan: BatchPlan): string {
  const taken = plan.map((item) => Number(item.id.replace('item-', '')) || 0);
  return `item-${Math.max(0, ...taken) + 1}`;
}

function withoutEmpty(plan: PlanItem[]): BatchPlan {
  return plan.filter((item) => item.photoIds.length > 0);
}

/** The photo joins another item, last; refused (the same plan) when that item is full. */
export function movePhoto(plan: BatchPlan, photoId: string, toItemId: string): BatchPlan {
  const from = itemOf(plan, photoId);
  const to = plan.find((item) => item.id === toItemId);
  if (!from || !to || from === to || to.photoIds.length >= MAX_PHOTOS_PER_ITEM) return plan;
  return withoutEmpty(
    plan.map((item) => {
      if (item === from)
        return { ...item, photoIds: item.photoIds.filter((id) => id !== photoId), confidence: DECIDED };
      if (item === to) return { ...item, photoIds: [...item.photoIds, photoId], confidence: DECIDED };
      return item;
    }),
  );
}

/** The photo becomes an item of its own, just after the item it left. */
export function moveToNewItem(plan: BatchPlan, photoId: string): BatchPlan {
  const from = itemOf(plan, photoId);
  if (!from || from.photoIds.length === 1) return plan;
  const fresh: PlanItem = { id: nextId(plan), photoIds: [photoId], confidence: DECIDED };
  return plan.flatMap((item) =>
    item === from
      ? [{ ...item, photoIds: item.photoIds.filter((id) => id !== photoId), confidence: DECIDED }, fresh]
      : [item],
  );
}

/** Whether two items may become one: together they hold at most MAX_PHOTOS_PER_ITEM photos. */
export function canMerge(plan: BatchPlan, fromId: string, intoId: string): boolean {
  const from = plan.find((item) => item.id === fromId);
  const into = plan.find((item) => item.id === intoId);
  return (
    !!from && !!into && from !== into && from.photoIds.length + into.photoIds.length <= MAX_PHOTOS_PER_ITEM
  );
}

/** `from`'s photos join `into` after its own (its cover stays); refused past the limit. */
export function mergeItems(plan: BatchPlan, fromId: string, intoId: string): BatchPlan {
  if (!canMerge(plan, fromId, intoId)) return plan;
  const from = plan.find((item) => item.id === fromId)!;
  return plan
    .filter((item) => item !== from)
    .map((item) =>
      item.id === intoId
        ? { ...item, photoIds: [...item.photoIds, ...from.photoIds], confidence: DECIDED }
        : item,
    );
}

/** The photos from `at` on become a new item just after; `at` must leave both sides a photo. */
export function splitItem(plan: BatchPlan, itemId: string, at: number): BatchPlan {
  const item = plan.find((candidate) => candidate.id === itemId);
  if (!item || !Number.isInteger(at) || at < 1 || at >= item.photoIds.length) return plan;
  const rest: PlanItem = { id: nextId(plan), photoIds: item.photoIds.slice(at), confidence: DECIDED };
  return plan.flatMap((candidate) =>
    candidate === item
      ? [{ ...item, photoIds: item.photoIds.slice(0, at), confidence: DECIDED }, rest]
      : [candidate],
  );
}

/** The photo leaves the batch; an item left with none goes with it. */
export function dropPhoto(plan: BatchPlan, photoId: string): BatchPlan {
  if (!itemOf(plan, photoId)) return plan;
  return withoutEmpty(
    plan.map((item) =>
      item.photoIds.includes(photoId)
        ? { ...item, photoIds: item.photoIds.filter((id) => id !== photoId) }
        : item,
    ),
  );
}

/** The photo becomes its item's cover (first); the others keep their order. */
export function chooseCover(plan: BatchPlan, photoId: string): BatchPlan {
  const from = itemOf(plan, photoId);
  if (!from || from.photoIds[0] === photoId) return plan;
  return plan.map((item) =>
    item === from ? { ...item, photoIds: [photoId, ...item.photoIds.filter((id) => id !== photoId)] } : item,
  );
}

/** The items "Create N items" makes: each with one to MAX_PHOTOS_PER_ITEM photos, or none at all. */
export function itemsToCreate(plan: BatchPlan): BatchPlan {
  const items = plan.filter((item) => item.photoIds.length > 0);
  return items.every((item) => item.photoIds.length <= MAX_PHOTOS_PER_ITEM) ? items : [];
}
