import type { StoredListing } from '#lambdas/lib/ports/listings-repository.ts';
import { fixtureUser } from './lambda-test-kit';

/** A listing as the repositories hold it: analysed, of the fixture user unless changed. */
export function storedListing(id: string, changes: Partial<StoredListing> = {}): StoredListing {
  const user_id = changes.user_id ?? fixtureUser.sub;
  return {
    id,
    user_id,
    image_key: `${user_id}/1732240000000-${id.toLowerCase()}.jpg`,
    stage: 'ready',
    ai_category: 'kitchenware',
    ai_details_text: 'A blue mug.',
    ai_fields: { title: 'Blue mug' },
    ai_enrichment: null,
    user_fields: { title: 'Blue mug' },
    analysis_error: null,
    analysis_attempts: 1,
    analysis_started_at: null,
    created_at: '2026-11-22T10:00:00.000Z',
    updated_at: '2026-11-22T10:00:00.000Z',
    ...changes,
  };
}
