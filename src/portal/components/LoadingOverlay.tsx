import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { keyframes } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { useStore } from '../app/store';
import { loadingStore } from './loadingStore';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

/**
 * The page-wide loading overlay (a dimmed page and a spinner), faded in by CSS. Not MUI's Backdrop: its
 * Fade transition reads the layout to start (reflow) inside the commit that mounts it, so the first
 * page's whole render, a long task on a phone, also waited for a layout before anything painted.
 */
export function LoadingOverlay() {
  const visible = useStore(loadingStore);
  const { t } = useTranslation();
  if (!visible) return null;
  return (
    <Box
      data-testid="loading-overlay"
      sx={(theme) => ({
        position: 'fixed',
        inset: 0,
        zIndex: 2000,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'rgba(0, 0, 0, 0.5)',
        color: '#fff',
        WebkitTapHighlightColor: 'transparent',
        animation: `${fadeIn} ${theme.transitions.duration.enteringScreen}ms ease-out`,
      })}
    >
      <CircularProgress color="inherit" aria-label={t('common.loading')} />
    </Box>
  );
}
