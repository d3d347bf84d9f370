// The few shapes of eBay's Taxonomy API the product reads, written by hand: eBay's published
// contracts (contracts/ebay/) do not include Taxonomy. From eBay's reference pages (read
// 2026-12-02):
// https://developer.ebay.com/api-docs/buy/taxonomy/resources/category_tree/methods/getCategorySuggestions,
// https://developer.ebay.com/api-docs/buy/taxonomy/types/txn:CategorySuggestionResponse,
// https://developer.ebay.com/api-docs/buy/taxonomy/types/txn:CategorySuggestion,
// https://developer.ebay.com/api-docs/buy/taxonomy/resources/category_tree/methods/getItemAspectsForCategory,
// https://developer.ebay.com/api-docs/buy/taxonomy/types/txn:AspectMetadata,
// https://developer.ebay.com/api-docs/buy/taxonomy/types/txn:Aspect.
// Only the fields read are declared; eBay sends more.

/** The Taxonomy API's base path. */
export const TAXONOMY_BASE_PATH = '/commerce/taxonomy/v1';

/** getDefaultCategoryTreeId's answer. */
export interface BaseCategoryTree {
  categoryTreeId: string;
  categoryTreeVersion?: string;
}

export interface CategorySuggestion {
  category: { categoryId: string; categoryName: string };
  categoryTreeNodeAncestors?: Array<{ categoryId?: string; categoryName?: string }>;
  categoryTreeNodeLevel?: number;
}

/** getCategorySuggestions' answer, most relevant first. */
export interface CategorySuggestionResponse {
  categorySuggestions?: CategorySuggestion[];
  categoryTreeId?: string;
  categoryTreeVersion?: string;
}

export interface Aspect {
  localizedAspectName: string;
  aspectConstraint: {
    aspectRequired?: boolean;
    /** FREE_TEXT or SELECTION_ONLY. */
    aspectMode?: string;
    aspectDataType?: string;
  };
  aspectValues?: Array<{ localizedValue: string }>;
}

/** getItemAspectsForCategory's answer. */
export interface AspectMetadata {
  aspects?: Aspect[];
}
