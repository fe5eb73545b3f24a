/** The portal's one data layer: reads, changes and downloads through engine/http, on TanStack Query. */
export { createPortalQueryClient } from './queryClient';
export { useApiQuery, getCall, type ApiQuery, type ApiQueryOptions, type QueryValue } from './useApiQuery';
export { useApiMutation, type ApiMutation, type ApiMutationOptions, type MutationCall, type MutationResult } from './useApiMutation';
export { useApiDownload } from './useApiDownload';
