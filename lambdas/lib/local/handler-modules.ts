import type { FunctionName } from '../../functions';

// Every function's handler module, named by a literal path, so lint follows these imports
// (the import boundaries, no-cycle) like any other. The imports are lazy: the twin loads a
// function on its first event. A function added to the registry (lambdas/functions.ts) does
// not typecheck until it is named here; tests/unit/lambdas/handler-modules.test.ts checks
// each path is the registry's entry. No Lambda bundle reaches this file: lambdas/lib/local
// is for one machine only (docs/architecture/backend.md#layers-and-imports).

export interface HandlerModule {
  handler: (event: never, context: never) => Promise<unknown>;
}

export const handlerModules = {
  listings: () => import('../../listings/handler'),
  uploads: () => import('../../uploads/handler'),
  profile: () => import('../../profile/handler'),
  'ebay-listings': () => import('../../ebay-listings/handler'),
  account: () => import('../../account/handler'),
  'link-preview': () => import('../../link-preview/handler'),
  'generate-listing': () => import('../../generate-listing/handler'),
  analyser: () => import('../../analyser/handler'),
  'analysis-dead-letters': () => import('../../analysis-dead-letters/handler'),
  'analysis-sweeper': () => import('../../analysis-sweeper/handler'),
  'custom-message': () => import('../../custom-message/handler'),
  'ebay-notifications': () => import('../../ebay-notifications/handler'),
  'ebay-orders': () => import('../../ebay-orders/handler'),
} satisfies Record<FunctionName, () => Promise<HandlerModule>>;
