// @ts-nocheck
import { useMutation } from '@tanstack/react-query';
import { apiContract } from '#domain/api-contract.ts';
import type { UploadTicket, UploadTicketRequest } from '#domain/api-types.ts';
import { callApi } from '../lib/api-client';
import type { MutationConfig } from '../lib/react-query';

/** POST /api/uploads: a presigned PUT for the photo; the browser sends exactly its headers. */
export function createUpload(request: UploadTicketRequest): Promise<UploadTicket> {
  return callApi(apiContract.createUpload, { body: request });
}

export const useCreateUpload = ({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof createUpload> } = {}) =>
  useMutation({ ...mutationConfig, mutationFn: createUpload });
