import { MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { LanguagesFile } from '../../../../engine/config';
import { htmlLang } from '../../../../engine/i18n';
import { chooseStudioLanguage } from './studioLanguage';

/** The studio's language, among the portal's: each named in its own language. */
export function StudioLanguageSelect({ languages }: { languages: LanguagesFile }) {
  const { t, i18n } = useTranslation();
  return (
    <TextField
      select
      size="small"
      label={t('layout.language')}
      value={i18n.language}
      onChange={(event) => chooseStudioLanguage(event.target.value)}
      sx={{ minWidth: 140 }}
      data-testid="studio-language"
    >
      {languages.languages.map((language) => (
        <MenuItem key={language.code} value={language.code} lang={htmlLang(language.code)}>
          {language.nativeName}
        </MenuItem>
      ))}
    </TextField>
  );
}
