import { useMutation } from '@tanstack/react-query';
import type { UserFields } from '#domain/user-fields.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import type { MutationConfig } from '#web/lib/react-query.ts';

/** The refine body of docs/product.md#calls (the description generator sends this shape). */
export interface RefineRequest {
  imageUrl: string;
  userInstruction: string;
  oldFields: UserFields;
  detailsText: string;
  country: string;
}

/** What generateListing answers (docs/product.md#calls): category, detailsText, fields, enrichment. */
export interface GeneratedListing {
  category?: string;
  detailsText?: string;
  fields?: Record<string, unknown>;
  enrichment?: unknown;
}

/** POST /api/generate-listing with the refine body. */
export function generateListing(request: RefineRequest): Promise<GeneratedListing> {
  return apiFetch<GeneratedListing>('/api/generate-listing', {
    method: 'POST',
    body: JSON.stringify(request),
  });
}

export const useGenerateListing = ({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof generateListing> } = {}) =>
  useMutation({ ...mutationConfig, mutationFn: generateListing });
