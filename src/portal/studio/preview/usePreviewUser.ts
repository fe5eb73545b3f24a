import { useQuery } from '@tanstack/react-query';
import { studioApi } from '../studioApi';
import type { PreviewContext, PreviewUser } from './previewContext';

/** The facts of the user the preview frame shows for a context (the demo user of its role, with its own switches). */
export function usePreviewUser(ctx: PreviewContext) {
  // The frame's width and language do not change who it shows.
  const { viewport: _width, language: _language, ...who } = ctx;
  return useQuery({
    queryKey: ['studio', 'preview', 'user', who],
    queryFn: () => studioApi<PreviewUser>('preview/user', { method: 'POST', body: { context: ctx } }),
    retry: false,
  });
}
