import MenuIcon from '@mui/icons-material/Menu';
import Logout from '@mui/icons-material/Logout';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigate } from 'react-router';
import { resolveImage } from '../../../../engine/brand';
import { sessionStore } from '../../session/sessionStore';
import { useConfig, useRuntime } from '../runtime';
import { useStore } from '../store';
import { LanguageMenu } from './LanguageMenu';
import { NotificationBell } from './NotificationBell';
import { RebindNotice } from '../../security/RebindNotice';
import { AccountSubmittedNotice } from '../../funds/AccountSubmittedNotice';
import { SideMenu } from './SideMenu';
import { AfterScreen } from '../AfterScreen';
import { kycGuideStore } from '../../kyc/kycStores';

const drawerWidth = 264;
/** Icons that point somewhere turn round in right-to-left languages. */
const mirroredInRtl = { '[dir="rtl"] &': { transform: 'scaleX(-1)' } } as const;
/** Visually hidden until focused; clipped in place rather than moved off-screen, so it never widens the page (RTL). */
const skipLink = {
  position: 'absolute',
  top: 8,
  insetInlineStart: 8,
  zIndex: 'tooltip',
  '&:not(:focus)': { width: '1px', height: '1px', overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap', padding: 0 },
  '&:focus': { p: 1, bgcolor: 'background.paper', color: 'primary.main' },
} as const;
/** The KYC guide's drawer or page switch, for views whose brand settings configure a guide. */
const KycGuideHost = lazy(() => import('../../kyc/KycGuideHost'));

/** The KYC guide's host, loaded once the screen shows, or at once when something opens the guide before that. */
function KycGuideSlot() {
  const { open } = useStore(kycGuideStore);
  return (
    <AfterScreen now={open}>
      <KycGuideHost />
    </AfterScreen>
  );
}

/** The shared layout: header, side menu (a drawer at mobile widths, <= 767 px by config), content. */
export function AppShell() {
  const config = useConfig();
  const runtime = useRuntime();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { profile } = useStore(sessionStore);
  const mobile = useMediaQuery(`(max-width:${config.constants.mobileBreakpointPx}px)`);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const signOut = async () => {
    await runtime.session.signOut('logout');
    navigate('/login');
  };

  const menu = <SideMenu {...(mobile ? { onNavigate: () => setDrawerOpen(false) } : {})} />;
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <Box component="a" href="#main" className="skip-link" sx={skipLink}>
        {t('layout.skipToContent')}
      </Box>
      <AppBar position="fixed" color="inherit" elevation={1} sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
        <Toolbar sx={{ gap: 1 }}>
          {mobile && (
            <IconButton edge="start" onClick={() => setDrawerOpen(true)} aria-label={t('layout.openMenu')} aria-expanded={drawerOpen}>
              <MenuIcon />
            </IconButton>
          )}
          <Box component="img" src={resolveImage(config.brand, config.brand.theme.logo)} alt={config.brand.name} sx={{ height: 32 }} />
          <Typography component="p" sx={{ fontWeight: 600, display: { xs: 'none', sm: 'block' } }}>
            {config.brand.name}
          </Typography>
          <Box sx={{ flexGrow: 1 }} />
          <LanguageMenu iconOnlyOnPhone />
          {profile && <NotificationBell />}
          {profile && (
            <Typography component="p" variant="body2" sx={{ display: { xs: 'none', md: 'block' } }} data-testid="user-name">
              {profile.userName}
            </Typography>
          )}
          <Button
            color="inherit"
            onClick={() => void signOut()}
            startIcon={<Logout aria-hidden sx={mirroredInRtl} />}
            aria-label={t('layout.signOut')}
            // On a phone the icon alone: a text button's minimum width and icon margins would push the bar past 375 px.
            sx={(theme) => ({ [theme.breakpoints.only('xs')]: { minWidth: 40, '& .MuiButton-startIcon': { mx: 0 } } })}
          >
            <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
              {t('layout.signOut')}
            </Box>
          </Button>
        </Toolbar>
      </AppBar>
      {mobile ? (
        <Drawer open={drawerOpen} onClose={() => setDrawerOpen(false)} slotProps={{ paper: { sx: { width: drawerWidth } } }}>
          <Toolbar />
          {menu}
        </Drawer>
      ) : (
        <Drawer variant="permanent" sx={{ width: drawerWidth, flexShrink: 0, '& .MuiDrawer-paper': { width: drawerWidth, boxSizing: 'border-box' } }}>
          <Toolbar />
          {menu}
        </Drawer>
      )}
      <Box component="main" id="main" tabIndex={-1} sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, md: 3 }, mt: 8 }}>
        <RebindNotice />
        <AccountSubmittedNotice />
        <Outlet />
      </Box>
      {config.brand[runtime.view].kycGuide && <KycGuideSlot />}
    </Box>
  );
}
