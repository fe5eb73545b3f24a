import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The 404 page (also any unknown path). */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <ErrorPanel
      code={404}
      title={t('error.page.notFoundTitle')}
      text={t('error.page.notFoundText')}
      action={
        <Button component={Link} to="/" variant="contained">
          {t('error.page.home')}
        </Button>
      }
    />
  );
}

export function ErrorPanel({ code, title, text, action }: { code: number; title: string; text: string; action?: React.ReactNode }) {
  return (
    <Box component="main" sx={{ maxWidth: 560, mx: 'auto', my: 8, px: 2, textAlign: 'center' }}>
      <Typography component="p" sx={{ fontSize: '3rem', fontWeight: 700, color: 'text.secondary' }} aria-hidden>
        {code}
      </Typography>
      <Typography variant="h1" gutterBottom>
        {title}
      </Typography>
      <Typography sx={{ mb: 3 }}>{text}</Typography>
      {action}
    </Box>
  );
}
