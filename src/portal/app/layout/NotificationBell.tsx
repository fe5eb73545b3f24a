import Notifications from '@mui/icons-material/Notifications';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiMutation, useApiQuery } from '../../data';
import { useConfig } from '../runtime';
import { useAfterScreen } from '../useAfterScreen';

interface Inbox {
  unread: number;
  items: { id: number; event: string; title: string; body: string; at: string; read: boolean }[];
}

/** The in-portal inbox: a bell with the unread count; its notices in the user's language, newest first. */
export function NotificationBell() {
  const { t, i18n } = useTranslation();
  const config = useConfig();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // The unread count is asked for once the screen shows: the bell's badge never moves the page.
  const afterScreen = useAfterScreen();
  const inbox = useApiQuery<Inbox>(afterScreen ? { method: 'GET', base: 'web', path: 'notification/list', params: { lang: i18n.language } } : undefined, {
    pollMs: (config.constants.notifications.inboxPollSeconds ?? 30) * 1000,
  });
  const marking = useApiMutation();
  const unread = inbox.data?.unread ?? 0;
  const markAll = async () => {
    const done = await marking.submit({ method: 'POST', base: 'web', path: 'notification/read', body: {}, quiet: true });
    if (done.ok) await inbox.reload();
  };
  return (
    <>
      <IconButton
        color="inherit"
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-label={t('notifications.open', { count: unread })}
        data-testid="notifications-button"
        data-unread={unread}
      >
        <Badge badgeContent={unread} color="error">
          <Notifications />
        </Badge>
      </IconButton>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Typography component="h2" variant="subtitle1" sx={{ px: 2, pt: 1.5 }}>
          {t('notifications.title')}
        </Typography>
        {inbox.error && (
          <Typography role="alert" color="error" sx={{ px: 2 }}>
            {t('notifications.loadFailed')}
          </Typography>
        )}
        <List dense sx={{ width: { xs: 300, sm: 380 }, maxHeight: 420, overflowY: 'auto' }} data-testid="notifications-list">
          {(inbox.data?.items ?? []).length === 0 && (
            <ListItem>
              <ListItemText primary={t('notifications.empty')} />
            </ListItem>
          )}
          {(inbox.data?.items ?? []).map((item) => (
            <ListItem key={item.id} data-read={item.read} sx={{ bgcolor: item.read ? undefined : 'action.hover' }}>
              <ListItemText primary={item.title} secondary={item.body} slotProps={{ primary: { sx: { fontWeight: item.read ? 400 : 600 } } }} />
            </ListItem>
          ))}
        </List>
        {unread > 0 && (
          <Button onClick={() => void markAll()} disabled={marking.busy} sx={{ m: 1 }}>
            {t('notifications.markAllRead')}
          </Button>
        )}
      </Popover>
    </>
  );
}
