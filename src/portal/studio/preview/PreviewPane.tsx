import { Box, FormControlLabel, MenuItem, Stack, Switch, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useKnownFacts } from '../editor/PredicateField';
import { HiddenForContext } from './HiddenForContext';
import { MenuGrid } from './MenuGrid';
import { PortalFrame } from './PortalFrame';
import type { PreviewContext } from './previewContext';

export type PreviewMode = 'portal' | 'grid';

/** The preview beside the form: the context's controls, then the real portal in a frame of the chosen width with the menu items it hides, or the grid of IB menus. */
export function PreviewPane({
  ctx,
  onContext,
  mode,
  onMode,
  draft,
  revision,
}: {
  ctx: PreviewContext;
  onContext: (ctx: PreviewContext) => void;
  mode: PreviewMode;
  onMode: (m: PreviewMode) => void;
  draft?: string;
  revision: number;
}) {
  const { t } = useTranslation();
  const facts = useKnownFacts().data?.facts ?? {};
  const set = <K extends keyof PreviewContext>(key: K, value: PreviewContext[K]) => onContext({ ...ctx, [key]: value });
  const select = (key: 'brand' | 'regulator' | 'language', values: readonly unknown[]) => (
    <TextField
      select
      size="small"
      label={t(`studio.preview.${key}`)}
      value={ctx[key]}
      onChange={(e) => set(key, e.target.value)}
      sx={{ minWidth: 110 }}
      id={`preview-${key}`}
    >
      {values.map((v) => (
        <MenuItem key={String(v)} value={String(v)}>
          {String(v)}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Stack spacing={1} component="section" aria-label={t('studio.preview.title')}>
      <ToggleButtonGroup size="small" exclusive value={mode} onChange={(_e, m: PreviewMode | null) => m && onMode(m)} aria-label={t('studio.preview.mode')}>
        <ToggleButton value="portal">{t('studio.preview.portal')}</ToggleButton>
        <ToggleButton value="grid">{t('studio.preview.grid')}</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        {select('brand', facts.brand ?? [])}
        {mode === 'portal' && select('regulator', facts.regulator ?? [])}
        {mode === 'portal' && (
          <TextField
            select
            size="small"
            label={t('studio.preview.view')}
            value={ctx.view}
            onChange={(e) => set('view', e.target.value as PreviewContext['view'])}
            id="preview-view"
          >
            <MenuItem value="ib">{t('studio.preview.viewIb')}</MenuItem>
            <MenuItem value="cp">{t('studio.preview.viewCp')}</MenuItem>
          </TextField>
        )}
        <TextField
          select
          size="small"
          label={t('studio.preview.role')}
          value={ctx.role}
          onChange={(e) => set('role', e.target.value as PreviewContext['role'])}
          id="preview-role"
        >
          <MenuItem value="client">{t('studio.preview.roleClient')}</MenuItem>
          <MenuItem value="ib">{t('studio.preview.roleIb')}</MenuItem>
          <MenuItem value="subUser">{t('studio.preview.roleSubUser')}</MenuItem>
        </TextField>
        {ctx.role === 'subUser' && (
          <TextField
            size="small"
            label={t('studio.preview.permissions')}
            value={ctx.permissionIds.join(',')}
            onChange={(e) =>
              set(
                'permissionIds',
                e.target.value
                  .split(',')
                  .filter((p) => /^\d+$/.test(p.trim()))
                  .map(Number),
              )
            }
            sx={{ width: 130 }}
            id="preview-permissions"
          />
        )}
        <TextField
          select
          size="small"
          label={t('studio.preview.country')}
          value={ctx.countryId ?? ''}
          onChange={(e) => onContext({ ...ctx, countryId: e.target.value === '' ? undefined : Number(e.target.value) } as PreviewContext)}
          sx={{ minWidth: 140 }}
          id="preview-country"
        >
          <MenuItem value="">{t('studio.preview.anyCountry')}</MenuItem>
          {(facts.countryId ?? []).map((c) => {
            const country = c as { value: number; label: string };
            return (
              <MenuItem key={country.value} value={country.value}>
                {country.label}
              </MenuItem>
            );
          })}
        </TextField>
        {mode === 'portal' && select('language', facts.language ?? [])}
        <FormControlLabel control={<Switch checked={ctx.inApp} onChange={(e) => set('inApp', e.target.checked)} />} label={t('studio.preview.inApp')} />
        {mode === 'portal' && (
          <ToggleButtonGroup
            size="small"
            exclusive
            value={ctx.viewport}
            onChange={(_e, v: 375 | 1280 | null) => v && set('viewport', v)}
            aria-label={t('studio.preview.viewport')}
          >
            <ToggleButton value={375}>375</ToggleButton>
            <ToggleButton value={1280}>1280</ToggleButton>
          </ToggleButtonGroup>
        )}
      </Box>
      {mode === 'portal' ? (
        <>
          <PortalFrame ctx={ctx} draft={draft} revision={revision} />
          <HiddenForContext ctx={ctx} draft={draft} revision={revision} />
        </>
      ) : (
        <MenuGrid ctx={ctx} {...(draft ? { draft } : {})} revision={revision} />
      )}
    </Stack>
  );
}
