import { createTheme, type Theme } from '@mui/material/styles';
import { publicFrame } from '../../../engine/brand';
import type { PortalConfig } from '../../../engine/config';
import { leftToRightInputs } from './leftToRightInputs';

/** The MUI theme of a brand: its colours, the mobile breakpoint from config. */
/**
 * An alert's message wraps long words (account numbers, e-mail addresses, file:line pointers) instead of
 * scrolling: MUI's default overflow makes it a scroll region at 375 px, which the keyboard cannot reach.
 */
export const alertMessageWraps = { overflowWrap: 'anywhere', minWidth: 0, overflow: 'visible' } as const;

export function brandTheme(config: PortalConfig, direction: 'ltr' | 'rtl'): Theme {
  const mobileMax = config.constants.mobileBreakpointPx;
  return createTheme({
    direction,
    palette: {
      primary: { main: config.brand.theme.primary },
      secondary: { main: config.brand.theme.secondary },
      background: { default: publicFrame.pageBackground },
    },
    breakpoints: { values: { xs: 0, sm: 480, md: mobileMax + 1, lg: 1200, xl: 1536 } },
    shape: { borderRadius: publicFrame.radius },
    typography: {
      fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      h1: { fontSize: '1.6rem', fontWeight: 600 },
      h2: { fontSize: '1.25rem', fontWeight: 600 },
      // Card and section headings inside a screen: below its h2s (MUI's own h3 is 3rem, twice the page title).
      h3: { fontSize: '1.1rem', fontWeight: 600 },
    },
    components: {
      // E-mail addresses, phone numbers, codes, passwords are typed left to right on a right-to-left page too.
      ...leftToRightInputs(direction),
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiAlert: { styleOverrides: { message: alertMessageWraps } },
      // A chosen value and a menu's options wrap rather than end in "…": on a phone an account, a payment method or a
      // bank account is read whole ('&&' outweighs the select's own two-class nowrap rule).
      MuiSelect: { styleOverrides: { select: { '&&': { whiteSpace: 'normal' } } } },
      MuiMenuItem: { styleOverrides: { root: { whiteSpace: 'normal' } } },
      // A table's pager wraps onto a second line on a phone, so "next page" is never past the screen's edge.
      MuiTablePagination: { styleOverrides: { toolbar: { flexWrap: 'wrap' } } },
    },
  });
}
