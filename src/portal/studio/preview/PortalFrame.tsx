import { Alert, Box, CircularProgress } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { previewMessage, studioPreviewParam } from '../../app/studioPreview';
import { studioApi } from '../studioApi';
import type { PreviewContext } from './previewContext';

/**
 * The real portal (the same app as /cp and /ib) in a frame of the context's width, as a demo user
 * of the context's role sees it, rendering the draft. A context gets a preview token from the
 * server (bound to this staff session, read-only); the frame loads once per context, and a newer
 * revision of the draft reaches it as a message on which it fetches its config again.
 */
export function PortalFrame({ ctx, draft, revision }: { ctx: PreviewContext; draft: string | undefined; revision: number }) {
  const { t } = useTranslation();
  const frame = useRef<HTMLIFrameElement>(null);
  const latestDraft = useRef(draft);
  latestDraft.current = draft;
  // What the server renders in each preview: a draft bound later is told to it before the frame is.
  const bound = useRef(new Map<string, string | undefined>());
  const { viewport: _width, ...context } = ctx;
  const preview = useQuery({
    queryKey: ['studio', 'preview', 'portal', context],
    queryFn: async () => {
      const at = latestDraft.current;
      const made = await studioApi<{ token: string; path: string }>('previews', { method: 'POST', body: { context: ctx, ...(at ? { draft: at } : {}) } });
      bound.current.set(made.token, at);
      return made;
    },
    staleTime: Infinity,
    gcTime: 0,
  });
  const token = preview.data?.token;

  useEffect(() => {
    if (!token) return;
    let current = true;
    const announce = () => current && frame.current?.contentWindow?.postMessage({ type: previewMessage, revision }, window.location.origin);
    if (bound.current.get(token) === draft) announce();
    else
      void studioApi(`previews/${token}`, { method: 'PUT', body: draft ? { draft } : {} }).then(() => {
        bound.current.set(token, draft);
        announce();
      });
    return () => {
      current = false;
    };
  }, [token, draft, revision]);

  if (preview.isError) return <Alert severity="error">{t('studio.preview.failed')}</Alert>;
  if (!preview.data) return <CircularProgress aria-label={t('studio.loading')} />;
  const src = `${preview.data.path}?${new URLSearchParams({ [studioPreviewParam]: preview.data.token, lang: ctx.language }).toString()}`;
  return (
    // Scrolls sideways when the chosen width is wider than the column: reachable by keyboard too.
    <Box role="region" aria-label={t('studio.preview.frame')} tabIndex={0} sx={{ overflow: 'auto', border: 1, borderColor: 'divider', maxWidth: '100%' }}>
      <iframe
        ref={frame}
        key={preview.data.token}
        src={src}
        title={t('studio.preview.frame')}
        style={{ width: ctx.viewport, height: 640, border: 0, display: 'block' }}
      />
    </Box>
  );
}
