import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useRuntime } from '../app/runtime';
import { useApiMutation, useApiQuery } from '../data';
import { useDateTime } from '../funds/money';
import { SecurityCard } from './SecurityCard';

/** A sign-in as the server describes it: `browser` and `os` read from the raw `userAgent` (null when it names none). */
interface SignInEntry {
  at: string;
  ip: string | null;
  userAgent: string | null;
  browser: string | null;
  os: string | null;
}
interface Device extends SignInEntry {
  id: number;
  lastSeenAt: string;
  current: boolean;
}

/** Devices signed in and recent sign-ins, with "sign out everywhere" (this device too). */
export default function SignInActivityWidget() {
  const { t } = useTranslation();
  const runtime = useRuntime();
  const navigate = useNavigate();
  const dateTime = useDateTime();
  const { data: devices = [] } = useApiQuery<Device[]>({ method: 'GET', base: 'web', path: 'security/devices' });
  const { data: history = [] } = useApiQuery<SignInEntry[]>({ method: 'GET', base: 'web', path: 'security/signInHistory' });
  const ending = useApiMutation<{ ended: number }>();
  const signOutEverywhere = () =>
    ending.submit({ method: 'POST', base: 'web', path: 'security/signOutEverywhere', body: {}, quiet: true }, () => {
      runtime.session.clear();
      navigate('/login', { replace: true });
    });
  // "Chrome 131 · Windows", from this address; the whole user-agent string stays in the title (a tooltip).
  const where = (e: SignInEntry) => (
    <span title={e.userAgent ?? undefined} data-testid="sign-in-device">
      {[[e.browser, e.os].filter(Boolean).join(' · ') || t('security.activity.unknownDevice'), e.ip ? t('security.activity.address', { ip: e.ip }) : '']
        .filter(Boolean)
        .join(' ')}
    </span>
  );
  return (
    <SecurityCard
      value={t('security.activity.devices')}
      actions={
        <Button color="error" variant="outlined" disabled={ending.busy} onClick={() => void signOutEverywhere()} data-testid="sign-out-everywhere">
          {t('security.activity.signOutEverywhere')}
        </Button>
      }
    >
      <Stack spacing={2}>
        <Typography variant="body2" color="text.secondary">
          {t('security.activity.signOutEverywhereHint')}
        </Typography>
        <List dense aria-label={t('security.activity.devices')} data-testid="devices">
          {devices.map((d) => (
            <ListItem
              key={d.id}
              disableGutters
              secondaryAction={d.current ? <Chip size="small" color="success" label={t('security.activity.current')} /> : undefined}
            >
              <ListItemText
                primary={where(d)}
                secondary={t('security.activity.lastSeen', { time: dateTime(d.lastSeenAt) })}
                slotProps={{ primary: { sx: { overflowWrap: 'anywhere', pr: d.current ? 10 : 0 } } }}
              />
            </ListItem>
          ))}
        </List>
        <Typography component="h3" variant="subtitle2">
          {t('security.activity.history')}
        </Typography>
        <List dense aria-label={t('security.activity.history')} data-testid="sign-in-history">
          {history.map((h, i) => (
            <ListItem key={`${h.at}-${i}`} disableGutters>
              <ListItemText primary={dateTime(h.at)} secondary={where(h)} slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }} />
            </ListItem>
          ))}
        </List>
      </Stack>
    </SecurityCard>
  );
}
