import QrCode2 from '@mui/icons-material/QrCode2';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LinksOptions } from '../../../../engine/config';
import { useConfig } from '../../app/runtime';
import { CopyButton } from '../../components/CopyButton';
import type { WidgetDefinition, WidgetProps } from '../types';
import { useApiQuery } from '../../data';
import { sourceRead } from '../../app/openingReads';
import { WidgetError } from '../shared/WidgetError';
import { QrCode } from '../../components/QrCode';
import { useNewWindow } from '../../components/useNewWindow';

type LinksWidgetDefinition = WidgetDefinition & LinksOptions;

interface LinkItem {
  id: string;
  label?: string;
  labelKey?: string;
  url: string;
  text?: string;
  language?: string;
  details?: { labelKey: string; value: string }[];
}

/** Links from one call (referral, campaign, contact): label, URL, copy button, QR code; optionally one language at a time. */
export default function LinksWidget({ widget }: WidgetProps) {
  const def = widget as LinksWidgetDefinition;
  const config = useConfig();
  const { t, i18n } = useTranslation();
  const newWindow = useNewWindow();
  const { data, error, loading, reload } = useApiQuery<LinkItem[] | Record<string, unknown>>(sourceRead(def));
  const items = useMemo(() => (Array.isArray(data) ? data : ((data?.[def.itemsField ?? 'items'] as LinkItem[] | undefined) ?? [])), [data, def.itemsField]);
  const languages = useMemo(() => [...new Set(items.map((i) => i.language).filter((l): l is string => Boolean(l)))], [items]);
  const [chosen, setChosen] = useState<string>();
  const [qrOpen, setQrOpen] = useState<string>();
  const language = def.filterBy === 'language' ? (chosen ?? (languages.includes(i18n.language) ? i18n.language : languages[0])) : undefined;
  const shown = language ? items.filter((i) => i.language === language) : items;
  const languageName = (code: string) => config.languages.languages.find((l) => l.code === code)?.nativeName ?? code;

  if (error) return <WidgetError error={error} onRetry={reload} />;
  return (
    <Box data-testid={`links-${def.id}`}>
      {def.filterBy === 'language' && languages.length > 0 && (
        <FormControl size="small" sx={{ mb: 2, minWidth: 220 }}>
          <InputLabel id={`${def.id}-language-label`}>{t('widget.links.language')}</InputLabel>
          <Select
            labelId={`${def.id}-language-label`}
            id={`${def.id}-language`}
            label={t('widget.links.language')}
            value={language ?? ''}
            onChange={(e) => setChosen(e.target.value)}
          >
            {languages.map((code) => (
              <MenuItem key={code} value={code} lang={code.replace('_', '-')}>
                {languageName(code)}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      )}
      {!loading && shown.length === 0 && <Typography color="text.secondary">{t(def.emptyKey ?? 'widget.links.empty')}</Typography>}
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {shown.map((item) => {
          const label = item.labelKey ? t(item.labelKey) : (item.label ?? item.url);
          const open = qrOpen === item.id;
          // The link reads as its URL (showUrl), its text (a phone number, an e-mail), or else its label.
          const linkText = def.showUrl ? item.url : (item.text ?? label);
          return (
            <Paper component="li" key={item.id} variant="outlined" sx={{ p: 1.5 }} data-link={item.id}>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
                <Box sx={{ minWidth: 0, flexGrow: 1 }}>
                  {linkText !== label && (
                    <Typography variant="subtitle2" component="p">
                      {label}
                      {item.language && def.filterBy !== 'language' && <Chip size="small" label={languageName(item.language)} sx={{ ml: 1 }} />}
                    </Typography>
                  )}
                  <Link
                    href={item.url}
                    {...(item.url.startsWith('http') ? newWindow : {})}
                    variant="body2"
                    // A URL, e-mail or phone number takes the direction of its first letter, else left to right: in Arabic
                    // "+678 555 0100" would be drawn "0100 555 678+".
                    dir="auto"
                    sx={{ overflowWrap: 'anywhere' }}
                    data-testid="link-url"
                  >
                    {linkText}
                  </Link>
                  {item.details && item.details.length > 0 && (
                    <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                      {item.details.map((d) => `${t(d.labelKey)}: ${d.value}`).join(' · ')}
                    </Typography>
                  )}
                </Box>
                <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
                  {def.copy && <CopyButton text={item.text && !item.url.startsWith('http') ? item.text : item.url} label={label} />}
                  {def.qr && (
                    <Button
                      size="small"
                      variant="outlined"
                      startIcon={<QrCode2 aria-hidden />}
                      aria-expanded={open}
                      {...(open ? { 'aria-controls': `${item.id}-qr` } : {})}
                      onClick={() => setQrOpen(open ? undefined : item.id)}
                    >
                      {t(open ? 'widget.links.hideQr' : 'widget.links.showQr')}
                    </Button>
                  )}
                </Stack>
              </Stack>
              {def.qr && (
                <Collapse in={open} unmountOnExit>
                  <Box id={`${item.id}-qr`} sx={{ pt: 1.5 }}>
                    <QrCode value={item.url} label={t('widget.links.qrOf', { label })} />
                  </Box>
                </Collapse>
              )}
            </Paper>
          );
        })}
      </Stack>
    </Box>
  );
}
