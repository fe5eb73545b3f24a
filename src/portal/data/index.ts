/** The portal's one data layer: reads, changes and downloads through engine/http, on TanStack Query. */
export { createPortalQueryClient } from './queryClient';
export { refetchOnLanguageChange } from './refetchOnLanguageChange';
export { useApiQuery, type ApiQuery, type ApiQueryOptions } from './useApiQuery';
export { getCall, type QueryValue } from './getCall';
export { useApiMutation, type ApiMutation, type ApiMutationOptions, type MutationCall, type MutationResult } from './useApiMutation';
export { useApiDownload } from './useApiDownload';
export { refusedField } from './apiFailure';
