import { AppBar, Box, Button, Chip, Tab, Tabs, Toolbar, Typography } from '@mui/material';
import { Link, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LanguagesFile } from '../../../../engine/config';
import type { StaffMember } from '../studioApi';
import { StudioLanguageSelect } from './StudioLanguageSelect';
import { studioPages } from './studioPages';
import { ConfigStatusBanner } from './ConfigStatusBanner';

/** The signed-in studio: a bar with the navigation (from studioPages), the studio's language, who is signed in and sign-out; the page below. */
export function StudioShell({ staff, languages, onSignOut }: { staff: StaffMember; languages: LanguagesFile; onSignOut: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const current = studioPages.find((p) => pathname.startsWith(`/studio/${p.path}`))?.path ?? false;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <AppBar position="static" color="default" elevation={1}>
        <Toolbar sx={{ gap: 2, flexWrap: 'wrap' }}>
          <Typography component="h1" variant="h6">
            {t('studio.title')}
          </Typography>
          {/* On a phone the pages' tabs get a row of their own, last: squeezed beside the title they had no room for one label. */}
          <Box component="nav" aria-label={t('studio.nav.label')} sx={{ flex: { xs: '1 1 100%', md: 1 }, order: { xs: 1, md: 0 }, minWidth: 0 }}>
            <Tabs value={current} variant="scrollable" allowScrollButtonsMobile>
              {studioPages.map((page) => (
                <Tab key={page.path} value={page.path} label={t(page.labelKey)} component={Link} to={`/studio/${page.path}`} />
              ))}
            </Tabs>
          </Box>
          <StudioLanguageSelect languages={languages} />
          <Chip label={`${staff.email} · ${t(`studio.role.${staff.role}`)}`} data-testid="studio-staff" sx={{ maxWidth: '100%' }} />
          <Button onClick={onSignOut}>{t('studio.signOut')}</Button>
        </Toolbar>
      </AppBar>
      <Box component="main" sx={{ flex: 1, p: { xs: 1, md: 2 } }}>
        <ConfigStatusBanner />
        <Outlet />
      </Box>
    </Box>
  );
}
