import Notifications from '@mui/icons-material/Notifications';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../../data';
import { AfterScreen } from '../AfterScreen';
import { useConfig } from '../runtime';
import { useAfterScreen } from '../useAfterScreen';
import type { Inbox } from './NotificationPanel';

/** The panel's code, off the first screen's path: loaded once the screen shows, so a first click opens it at once. */
const NotificationPanel = lazy(() => import('./NotificationPanel'));

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
  const unread = inbox.data?.unread ?? 0;
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
      <AfterScreen now={Boolean(anchor)}>
        <NotificationPanel anchor={anchor} onClose={() => setAnchor(null)} inbox={inbox} />
      </AfterScreen>
    </>
  );
}
