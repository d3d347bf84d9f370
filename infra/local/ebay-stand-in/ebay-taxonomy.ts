import type {
  Aspect,
  AspectMetadata,
  BaseCategoryTree,
  CategorySuggestionResponse,
} from '#lambdas/lib/adapters/ebay/taxonomy-types.ts';

// The stand-in's Taxonomy API (docs/architecture/twin.md#the-ebay-stand-in): a small table of
// leaf categories of its own (a camera, a book, a jacket), not eBay's tree; the answers have
// the shapes of eBay's reference pages (lambdas/lib/adapters/ebay/taxonomy-types.ts). Taxonomy
// is not in eBay's published contracts, so these requests are checked here by hand.

interface StandInCategory {
  categoryId: string;
  categoryName: string;
  /** Words of a query that suggest it. */
  words: readonly string[];
  aspects: Aspect[];
  /** The condition IDs and words its Metadata answer lists. */
  conditions: Array<{ conditionId: string; conditionDescription: string }>;
}

const free = (name: string, required: boolean): Aspect => ({
  localizedAspectName: name,
  aspectConstraint: { aspectRequired: required, aspectMode: 'FREE_TEXT', aspectDataType: 'STRING' },
});
const pick = (name: string, required: boolean, values: string[]): Aspect => ({
  localizedAspectName: name,
  aspectConstraint: { aspectRequired: required, aspectMode: 'SELECTION_ONLY', aspectDataType: 'STRING' },
  aspectValues: values.map((localizedValue) => ({ localizedValue })),
});

const standInCategories: readonly StandInCategory[] = [
  {
    categoryId: '31388',
    categoryName: 'Digital Cameras',
    words: ['camera', 'canon', 'nikon', 'sony', 'fujifilm', 'lens'],
    aspects: [free('Brand', true), free('Model', true), free('Colour', false)],
    conditions: [
      { conditionId: '1000', conditionDescription: 'New' },
      { conditionId: '1500', conditionDescription: 'Opened – never used' },
      { conditionId: '3000', conditionDescription: 'Used' },
      { conditionId: '7000', conditionDescription: 'For parts or not working' },
    ],
  },
  {
    categoryId: '261186',
    categoryName: 'Books',
    words: ['book', 'novel', 'paperback', 'hardback', 'hobbit'],
    aspects: [
      free('Author', true),
      free('Book Title', true),
      pick('Format', false, ['Paperback', 'Hardcover']),
    ],
    conditions: [
      { conditionId: '1000', conditionDescription: 'Brand new' },
      { conditionId: '2750', conditionDescription: 'Like new' },
      { conditionId: '4000', conditionDescription: 'Very good' },
      { conditionId: '5000', conditionDescription: 'Good' },
      { conditionId: '6000', conditionDescription: 'Acceptable' },
    ],
  },
  {
    categoryId: '57988',
    categoryName: 'Coats, Jackets & Waistcoats',
    words: ['jacket', 'coat', 'denim', 'parka', 'waistcoat', 'blazer'],
    aspects: [
      free('Brand', true),
      free('Size', true),
      pick('Department', true, ['Men', 'Women', 'Boys', 'Girls']),
      pick('Colour', false, ['Black', 'Blue', 'Brown', 'Green', 'Grey', 'Red', 'White']),
    ],
    conditions: [
      { conditionId: '1000', conditionDescription: 'New with tags' },
      { conditionId: '1500', conditionDescription: 'New without tags' },
      { conditionId: '2990', conditionDescription: 'Pre-owned - Excellent' },
      { conditionId: '3000', conditionDescription: 'Pre-owned - Good' },
      { conditionId: '3010', conditionDescription: 'Pre-owned - Fair' },
    ],
  },
];

/** eBay's category tree per marketplace: the stand-in uses one tree id each. */
const treeIds: Readonly<Record<string, string>> = { EBAY_GB: '3', EBAY_US: '0', EBAY_CA: '2', EBAY_AU: '15' };
const TREE_VERSION = '1';

export function standInCategory(categoryId: string): StandInCategory | undefined {
  return standInCategories.find((category) => category.categoryId === categoryId);
}

type TaxonomyAnswer = { status: number; body?: unknown };

const badRequest = (reason: string): TaxonomyAnswer => ({
  status: 400,
  body: {
    errors: [
      {
        errorId: 62004,
        domain: 'API_TAXONOMY',
        category: 'REQUEST',
        message: 'Invalid request',
        parameters: [{ name: 'reason', value: reason }],
      },
    ],
  },
});

/** The answer to a Taxonomy request (path after the base path), or undefined for an unknown path. */
export function taxonomyAnswer(
  method: string,
  path: string,
  query: URLSearchParams,
): TaxonomyAnswer | undefined {
  if (method !== 'GET') return undefined;
  if (path === '/get_default_category_tree_id') {
    const tree = treeIds[query.get('marketplace_id') ?? ''];
    if (!tree) return badRequest('marketplace_id');
    return {
      status: 200,
      body: { categoryTreeId: tree, categoryTreeVersion: TREE_VERSION } satisfies BaseCategoryTree,
    };
  }
  const match = /^\/category_tree\/([^/]+)\/(get_category_suggestions|get_item_aspects_for_category)$/.exec(
    path,
  );
  if (!match) return undefined;
  const [, treeId, operation] = match;
  if (!Object.values(treeIds).includes(treeId!)) return badRequest('category_tree_id');
  if (operation === 'get_category_suggestions') {
    const q = query.get('q')?.toLowerCase();
    if (!q) return badRequest('q');
    const found = standInCategories.filter((category) => category.words.some((word) => q.includes(word)));
    const body: CategorySuggestionResponse = {
      categorySuggestions: found.map(({ categoryId, categoryName }) => ({
        category: { categoryId, categoryName },
        categoryTreeNodeLevel: 2,
      })),
      categoryTreeId: treeId,
      categoryTreeVersion: TREE_VERSION,
    };
    return { status: 200, body };
  }
  const category = standInCategory(query.get('category_id') ?? '');
  if (!category) return badRequest('category_id');
  return { status: 200, body: { aspects: category.aspects } satisfies AspectMetadata };
}
