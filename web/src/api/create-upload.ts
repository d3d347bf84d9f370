import { useMutation } from '@tanstack/react-query';
import type { UploadTicket, UploadTicketRequest } from '#domain/api-types.ts';
import { apiFetch } from '../lib/api-client';
import type { MutationConfig } from '../lib/react-query';

/** POST /api/uploads: a presigned PUT for the photo; the browser sends exactly its headers. */
export function createUpload(request: UploadTicketRequest): Promise<UploadTicket> {
  return apiFetch<UploadTicket>('/api/uploads', { method: 'POST', body: JSON.stringify(request) });
}

export const useCreateUpload = ({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof createUpload> } = {}) =>
  useMutation({ ...mutationConfig, mutationFn: createUpload });
