import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useApiMutation, useApiQuery } from '../data';
import { secondaryFissionInfoCall, subAccountsCall } from '../app/openingReads';

interface FissionInfo {
  showHandleDocumentFlag: boolean;
  showLevelFlag: boolean;
  showLevel: number | null;
  showUpgradeIbFlag: boolean;
  documents: { id: number; title: string }[];
}

const reloadEvent = 'secondaryFissionChanged';

/** IB secondary fission: what the info flags allow: documents to handle, the level, the sub-accounts (IBs), or the upgrade-to-IB offer (clients). */
export default function SecondaryFissionWidget() {
  const { t } = useTranslation();
  const info = useApiQuery<FissionInfo>(secondaryFissionInfoCall, { reloadOn: [reloadEvent] });
  const action = useApiMutation({ reloads: [reloadEvent] });
  const isIbView = Boolean(info.data?.showLevelFlag);
  const subAccounts = useApiQuery<{ userId: number; name: string; agentAccount: string; clients: number }[]>(isIbView ? subAccountsCall : undefined);
  const data = info.data;
  if (!data) return null;
  const act = (name: string, documentId?: number) =>
    void action.submit({ method: 'POST', base: 'web', path: `ib-portal/secondary-fission/${name}`, body: documentId ? { documentId } : {} });
  return (
    <Stack spacing={2} data-testid="secondary-fission">
      {data.showUpgradeIbFlag && (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography component="h2" variant="h6">
            {t('fission.upgradeTitle')}
          </Typography>
          <Typography sx={{ my: 1 }}>{t('fission.upgradeText')}</Typography>
          <Button variant="contained" disabled={action.busy} onClick={() => act('upgradeIb')}>
            {t('fission.upgradeAction')}
          </Button>
        </Paper>
      )}
      {action.done !== undefined && <Alert severity="success">{data.showUpgradeIbFlag || !isIbView ? t('fission.upgraded') : t('fission.handled')}</Alert>}
      {data.showLevelFlag && data.showLevel !== null && <Typography data-testid="fission-level">{t('fission.level', { level: data.showLevel })}</Typography>}
      {data.showHandleDocumentFlag && (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography component="h2" variant="h6">
            {t('fission.documentsTitle')}
          </Typography>
          <List dense>
            {data.documents.map((d) => (
              <ListItem key={d.id} sx={{ flexWrap: 'wrap', gap: 1 }}>
                <ListItemText primary={d.title} />
                <Button size="small" variant="contained" disabled={action.busy} onClick={() => act('acceptDocument', d.id)}>
                  {t('fission.accept')}
                </Button>
                <Button size="small" disabled={action.busy} onClick={() => act('declineDocument', d.id)}>
                  {t('fission.decline')}
                </Button>
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
      {isIbView && (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography component="h2" variant="h6">
            {t('fission.subAccountsTitle')}
          </Typography>
          {(subAccounts.data ?? []).length === 0 ? (
            <Typography color="text.secondary">{t('fission.subAccountsEmpty')}</Typography>
          ) : (
            <List dense>
              {(subAccounts.data ?? []).map((s) => (
                <ListItem key={s.userId}>
                  <ListItemText primary={`${s.name} · ${s.agentAccount}`} secondary={t('fission.clients', { count: s.clients })} />
                </ListItem>
              ))}
            </List>
          )}
        </Paper>
      )}
    </Stack>
  );
}
