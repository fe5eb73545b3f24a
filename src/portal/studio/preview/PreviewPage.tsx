import { Alert, AppBar, Box, CircularProgress, CssBaseline, Divider, Link, Paper, Stack, ThemeProvider, Toolbar, Typography } from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { contactFor } from '../../../../engine/catalog';
import { resolveMenu } from '../../../../engine/menu';
import { brandTheme } from '../../theme/brandTheme';
import { menuLabelKeys } from './menuLabels';
import { HiddenItems, MenuTree } from './MenuTree';
import { contextFromQuery, previewFacts, previewMessage } from './previewContext';
import { usePreviewConfig } from './usePreviewConfig';

/**
 * The portal as a context would see it, rendered from a draft (unsaved config) inside the studio's
 * preview frame: the brand's theme, the side menu engine/menu resolves for the context's facts, the
 * regulator's contact data for the context (engine/catalog contactFor), and the menu items the
 * context hides with the condition's explanation.
 */
export default function PreviewPage() {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const ctx = contextFromQuery(query);
  const [draft, setDraft] = useState({ id: query.get('draft') ?? undefined, revision: 0 });
  useEffect(() => {
    const onMessage = (event: MessageEvent<{ type?: string; draft?: string; revision?: number }>) => {
      if (event.origin !== window.location.origin || event.data?.type !== previewMessage) return;
      setDraft({ id: event.data.draft, revision: event.data.revision ?? 0 });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);
  const preview = usePreviewConfig(ctx.brand, ctx.regulator, draft.id, draft.revision);
  const config = preview.data?.config;
  const rendered = useMemo(() => {
    if (!config) return undefined;
    const facts = previewFacts(config, ctx);
    const menu = config.menus[ctx.view];
    const resolved = menu ? resolveMenu(menu, facts, config.policies) : { items: [], hidden: [] };
    return {
      resolved,
      contact: contactFor(config.regulator, facts, config.policies),
      labels: menuLabelKeys(menu?.items ?? []),
      theme: brandTheme(config, 'ltr'),
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the context is the query string
  }, [config, query.toString()]);

  if (preview.isError) return <Alert severity="error">{t('studio.preview.failed')}</Alert>;
  if (!config || !rendered) return <CircularProgress aria-label={t('studio.loading')} />;
  const { resolved, contact, labels, theme } = rendered;
  const contactRows = [
    { id: 'website', labelKey: 'ib.contact.website', text: contact.website },
    { id: 'phone', labelKey: 'ib.contact.phone', text: contact.phone },
    { id: 'email', labelKey: 'ib.contact.email', text: contact.email },
    { id: 'accountEmail', labelKey: 'ib.contact.accountEmail', text: contact.accountEmail },
  ];
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <AppBar position="static" color="primary" elevation={0}>
        <Toolbar variant="dense">
          <Typography component="h1" variant="h6" data-testid="preview-brand">
            {config.brand.name} · {config.regulator.id} · {ctx.view}
          </Typography>
        </Toolbar>
      </AppBar>
      <Stack direction={ctx.viewport === 375 ? 'column' : 'row'} spacing={2} sx={{ p: 2 }}>
        <Paper component="nav" aria-label={t('studio.preview.menu')} sx={{ minWidth: 220 }} data-testid="preview-menu">
          <MenuTree items={resolved.items} label={t('studio.preview.menu')} />
        </Paper>
        <Box component="main" sx={{ flex: 1 }}>
          <Paper sx={{ p: 2 }} data-testid="preview-contact">
            <Typography component="h2" variant="h2" gutterBottom>
              {t('screen.contactUs.title')}
            </Typography>
            {contactRows.map((row) => (
              <Typography key={row.id} data-contact={row.id}>
                {t(row.labelKey)}: {row.id === 'website' ? <Link href={row.text}>{row.text}</Link> : row.text}
              </Typography>
            ))}
          </Paper>
        </Box>
      </Stack>
      <Divider />
      <Box component="section" aria-labelledby="preview-hidden" sx={{ p: 2 }} data-testid="preview-hidden">
        <Typography id="preview-hidden" component="h2" variant="subtitle1">
          {t('studio.preview.hidden')}
        </Typography>
        <HiddenItems hidden={resolved.hidden} labelOf={(id) => t(labels.get(id) ?? id)} />
      </Box>
    </ThemeProvider>
  );
}
