import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useApiMutation, type ApiQuery } from '../../data';

/** The inbox's answer (notification/list). */
export interface Inbox {
  unread: number;
  items: { id: number; event: string; title: string; body: string; at: string; read: boolean }[];
}

/** The bell's panel (NotificationBell): the notices in the user's language, newest first, and "mark all read". */
export default function NotificationPanel({ anchor, onClose, inbox }: { anchor: HTMLElement | null; onClose: () => void; inbox: ApiQuery<Inbox> }) {
  const { t } = useTranslation();
  const marking = useApiMutation();
  const unread = inbox.data?.unread ?? 0;
  const markAll = async () => {
    const done = await marking.submit({ method: 'POST', base: 'web', path: 'notification/read', body: {}, quiet: true });
    if (done.ok) await inbox.reload();
  };
  return (
    <Popover
      open={Boolean(anchor)}
      anchorEl={anchor}
      onClose={onClose}
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
  );
}
