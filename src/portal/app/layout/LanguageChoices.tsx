import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { storeLanguage } from '../../i18n/storeLanguage';
import { useConfig, useRuntime } from '../runtime';

/**
 * The address says the language chosen when it says one (a link or the app opened the page with ?lang=): a reload
 * (the app's pull to refresh) keeps the choice instead of going back to the language of the link.
 */
function followInAddress(code: string) {
  const url = new URL(window.location.href);
  if (!url.searchParams.has('lang')) return;
  url.searchParams.set('lang', code);
  window.history.replaceState(window.history.state, '', url);
}

/** The language menu's list (LanguageMenu): each language by its own name; the choice is stored with the user when signed in. */
export default function LanguageChoices({ anchor, onClose }: { anchor: HTMLElement | null; onClose: () => void }) {
  const config = useConfig();
  const runtime = useRuntime();
  const { i18n } = useTranslation();
  const choose = async (code: string) => {
    onClose();
    if (await runtime.i18n.changeLanguage(code)) {
      runtime.params.set('lang', code);
      followInAddress(code);
      if (runtime.session.isLoggedIn()) await storeLanguage(runtime.api, config.languages, code);
    }
  };
  return (
    <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {config.languages.languages.map((l) => (
        <MenuItem key={l.code} selected={l.code === i18n.language} onClick={() => void choose(l.code)} lang={l.code.replace('_', '-')}>
          {l.nativeName}
        </MenuItem>
      ))}
    </Menu>
  );
}
