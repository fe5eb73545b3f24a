import Translate from '@mui/icons-material/Translate';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AfterScreen } from '../AfterScreen';
import { useConfig } from '../runtime';

/** The list's code, off the first screen's path: loaded once the screen shows, so a first click opens it at once. */
const LanguageChoices = lazy(() => import('./LanguageChoices'));

/** The 22 interface languages; the choice is stored with the user when signed in. `iconOnlyOnPhone`: the app bar's button. */
export function LanguageMenu({ iconOnlyOnPhone = false }: { iconOnlyOnPhone?: boolean }) {
  const config = useConfig();
  const { t, i18n } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = config.languages.languages.find((l) => l.code === i18n.language);
  return (
    <>
      <Button
        color="inherit"
        startIcon={<Translate aria-hidden />}
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-haspopup="menu"
        aria-label={`${t('layout.language')}: ${current?.nativeName ?? ''}`}
        // In the app bar on a phone the icon alone, as the sign-out button: beside the logo, the bell and sign-out, a language's name
        // (Русский, Deutsch) ran over the logo, and a Chinese or Japanese one broke into a column that made the bar 110 px tall.
        sx={(theme) => (iconOnlyOnPhone ? { [theme.breakpoints.only('xs')]: { minWidth: 40, '& .MuiButton-startIcon': { mx: 0 } } } : {})}
      >
        <Box component="span" lang={current?.code.replace('_', '-')} sx={iconOnlyOnPhone ? { display: { xs: 'none', sm: 'inline' } } : {}}>
          {current?.nativeName}
        </Box>
      </Button>
      <AfterScreen now={Boolean(anchor)}>
        <LanguageChoices anchor={anchor} onClose={() => setAnchor(null)} />
      </AfterScreen>
    </>
  );
}
