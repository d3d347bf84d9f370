// @ts-nocheck
import './category-badge.css';

/** The item's category over its photo (Review card, Listing Details). */
export function CategoryBadge({ category }: { category: string | undefined }) {
  if (!category?.trim()) return null;
  return <span className="category-badge">{category}</span>;
}
