import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useConfig } from '../app/runtime';
import { LanguageMenu } from '../app/layout/LanguageMenu';
import { publicFrame, resolveImage, signedOutBanner } from '../../../engine/brand';

/**
 * The frame of the pages a visitor sees signed out (sign-in, sign-up, e-mail confirmation, password reset),
 * laid out from publicFrame: the page's loader draws the same frame with the banner (the server's
 * withPublicFrame), so the banner stays where it is when this card replaces it.
 */
export function PublicCard({ titleId, title, children }: { titleId: string; title: string; children: ReactNode }) {
  const config = useConfig();
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        p: `${publicFrame.pagePadding}px`,
        bgcolor: 'background.default',
      }}
    >
      <Box sx={{ alignSelf: 'flex-end', height: publicFrame.languageRowHeight, display: 'flex', alignItems: 'center' }}>
        <LanguageMenu />
      </Box>
      <Card sx={{ width: '100%', maxWidth: publicFrame.cardMaxWidth, mt: `${publicFrame.cardGap}px` }}>
        <Box
          component="img"
          src={resolveImage(config.brand, signedOutBanner)}
          alt=""
          fetchPriority="high"
          sx={{ width: '100%', height: publicFrame.bannerHeight, objectFit: 'cover', display: 'block' }}
        />
        <CardContent>
          <Stack spacing={2} aria-labelledby={titleId} component="section">
            <Typography variant="h1" id={titleId}>
              {title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {config.brand.name}
            </Typography>
            {children}
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}

/** A link to another signed-out page. */
export function PublicLink({ to, children, testId }: { to: string; children: ReactNode; testId?: string }) {
  return (
    <Link component={RouterLink} to={to} data-testid={testId}>
      {children}
    </Link>
  );
}
