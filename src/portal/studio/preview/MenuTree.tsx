import { Box, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { HiddenMenuEntry, MenuEntry } from '../../../../engine/menu';

/** A resolved menu as a nested list (labels through the portal's language pack). */
export function MenuTree({ items, label }: { items: readonly MenuEntry[]; label: string }) {
  const { t } = useTranslation();
  const render = (entries: readonly MenuEntry[], depth: number) =>
    entries.map((entry) => (
      <ListItem key={entry.id} data-menu-id={entry.id} sx={{ pl: 1 + depth * 2, py: 0.25, display: 'block' }}>
        <ListItemText primary={t(entry.labelKey)} secondary={entry.path} />
        {entry.children.length > 0 && (
          <List dense disablePadding>
            {render(entry.children, depth + 1)}
          </List>
        )}
      </ListItem>
    ));
  return (
    <List dense aria-label={label} component="ul">
      {render(items, 0)}
    </List>
  );
}

/** Menu items the context hides, each with the predicate's explanation, and a note on those only the user's own switches hide. */
export function HiddenItems({ hidden, labelOf }: { hidden: readonly (HiddenMenuEntry & { byUserSwitches?: boolean })[]; labelOf: (id: string) => string }) {
  const { t } = useTranslation();
  if (hidden.length === 0) return <Typography variant="body2">{t('studio.preview.noneHidden')}</Typography>;
  return (
    <List dense aria-label={t('studio.preview.hidden')}>
      {hidden.map((h) => (
        <ListItem key={h.id} data-hidden-id={h.id} sx={{ py: 0 }}>
          <ListItemText
            primary={labelOf(h.id)}
            secondary={
              <>
                {t('studio.preview.hiddenBecause', { reason: h.reason })}
                {h.byUserSwitches && (
                  <Box component="span" sx={{ display: 'block' }}>
                    {t('studio.preview.hiddenByUserSwitches')}
                  </Box>
                )}
              </>
            }
          />
        </ListItem>
      ))}
    </List>
  );
}
