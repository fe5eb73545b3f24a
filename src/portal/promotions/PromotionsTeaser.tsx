import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { WidgetProps } from '../widgets/types';
import { usePromotions } from './usePromotions';

const shown = 3;

/** The home page's teaser: the first promotions the user may join, and a link to all of them. */
export default function PromotionsTeaser({ widget }: WidgetProps) {
  const { t } = useTranslation();
  const { data } = usePromotions();
  const open = (data ?? []).filter((p) => p.eligible || p.joined).slice(0, shown);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }} data-testid="promotions-teaser">
      {/* The screen draws the widget's title (its titleKey) above it; the screen's own title is not the teaser's. */}
      {!widget.titleKey && (
        <Typography variant="h2" sx={{ mb: 1 }}>
          {t('promotions.teaser.title')}
        </Typography>
      )}
      {data && open.length === 0 && <Typography color="text.secondary">{t('promotions.teaser.none')}</Typography>}
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0, mb: 1 }}>
        {open.map((p) => (
          <li key={p.id}>
            <Typography component="span" sx={{ fontWeight: 600 }}>
              {t(p.labelKey)}
            </Typography>
            {' · '}
            <Typography component="span" variant="body2">
              {t(p.descriptionKey)}
            </Typography>
          </li>
        ))}
      </Stack>
      <Button component={RouterLink} to="/promotions" data-testid="promotions-teaser-all">
        {t('promotions.teaser.all')}
      </Button>
    </Paper>
  );
}
