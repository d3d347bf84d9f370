import { descriptionInstruction } from '#domain/description-instruction.ts';
import { categoryLabel } from '#domain/item-category.ts';
import type { WebListing } from '#domain/listing.ts';
import { itemCountry } from '#domain/listing-item.ts';
import { messages } from '#domain/messages.ts';
import type { UserFields } from '#domain/user-fields.ts';
import { useGenerateListing } from '#web/features/list/api/generate-listing.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { notify } from '#web/lib/notify.ts';

/** A generated description, and whether the AI or the offline analyser (no AI key) wrote it. */
export interface GeneratedDescription {
  description: string;
  writtenBy: 'ai' | 'offline';
}

/**
 * Generate Description with AI (docs/product.md#calls): the refine body with an instruction built
 * from the item's category and fields; the answer's description, or else its details text. The
 * form says it was generated (it alone knows whether text of the seller's was replaced).
 */
export function useGenerateDescription(item: WebListing) {
  const mutation = useGenerateListing();

  async function generate(values: UserFields): Promise<GeneratedDescription | undefined> {
    // The category the form holds where the seller chooses it, else the AI's.
    const category = categoryLabel({ ...item, fields: { ...item.fields, ...values } }) ?? '';
    try {
      const result = await mutation.mutateAsync({
        imageUrl: item.imageUrl,
        userInstruction: descriptionInstruction(category, values),
        oldFields: values,
        detailsText: item.ai?.detailsText ?? '',
        // The item's own country, which its research and currency follow.
        country: itemCountry(item),
      });
      const fromFields = result.fields?.description;
      const description =
        typeof fromFields === 'string' && fromFields.trim()
          ? fromFields
          : result.detailsText?.trim()
            ? result.detailsText
            : '';
      if (!description) throw new Error('No description in the answer');
      return { description, writtenBy: result.writtenBy ?? 'ai' };
    } catch (error) {
      // docs/product.md#messages: an AI call without a session says so; any other failure is generic.
      notify(isMissingSession(error) ? messages.noAuthToken : messages.generationFailed);
      return undefined;
    }
  }

  return { generate, generating: mutation.isPending };
}

/** apiFetch found no token to send (it never reached the server). */
function isMissingSession(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401 && error.message === messages.notSignedIn.title;
}
