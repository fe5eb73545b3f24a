import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { AccountDetailsView, LeverageOfferView } from '../../../engine/api';
import { CopyButton } from '../components/CopyButton';
import { useApiMutation, useApiQuery } from '../data';
import { AccountSelect } from './AccountSelect';
import { FailureAlert } from './FailureAlert';
import { FormPaper } from './FormPaper';
import { fundsEvents, type AccountView } from './fundsTypes';
import { useAccounts } from './useAccounts';
import { useNewWindow } from '../components/useNewWindow';

/**
 * Managing a trading account: login details (server, login, web trader, downloads of the brand), a
 * name, the leverage (those above the regulator's cap for the client's classification cannot be
 * chosen, and the reason is shown), new master or investor passwords sent by e-mail.
 */
export default function AccountManageWidget() {
  const { t } = useTranslation();
  const newWindow = useNewWindow();
  const [params] = useSearchParams();
  const { accounts } = useAccounts();
  const trading = (accounts ?? []).filter((a) => a.kind === 'trading');
  const { watch, setValue } = useForm<{ account: string; name: string; leverage: number | '' }>({
    defaultValues: { account: params.get('account') ?? '', name: '', leverage: '' },
  });
  const { account, name, leverage } = watch();
  const chosen = trading.find((a) => a.number === account);
  const { data: details } = useApiQuery<AccountDetailsView>(chosen ? { method: 'GET', base: 'cp', path: 'account/details', params: { account } } : undefined, {
    reloadOn: [fundsEvents.accounts],
  });
  const { data: offer } = useApiQuery<LeverageOfferView>(
    chosen ? { method: 'GET', base: 'cp', path: 'account/leverageOptions', params: { account } } : undefined,
    { reloadOn: [fundsEvents.accounts] },
  );
  const change = useApiMutation<unknown>({ reloads: [fundsEvents.accounts] });
  const [message, setMessage] = useState<string>();
  useEffect(() => {
    if (!chosen && trading[0]) setValue('account', trading[0].number);
  }, [chosen, trading, setValue]);
  useEffect(() => {
    setValue('name', chosen?.nickname ?? '');
    setValue('leverage', chosen?.leverage ?? '');
  }, [chosen?.number, chosen?.nickname, chosen?.leverage, setValue]);

  const act = (path: string, body: Record<string, unknown>, text: (data: unknown) => string) => {
    setMessage(undefined);
    return change.submit({ method: 'POST', base: 'cp', path, body: { account, ...body }, quiet: true }, (data) => setMessage(text(data)));
  };
  const capReason = offer?.cap ? t(offer.cap.reasonKey, { max: offer.cap.max }) : undefined;

  return (
    <Stack spacing={2}>
      <FormPaper>
        <Stack spacing={2}>
          <AccountSelect
            label={t('accounts.manage.account')}
            accounts={trading as AccountView[]}
            value={chosen ? account : ''}
            onChange={(n) => setValue('account', n)}
            testId="manage-account"
          />
          {message && (
            <Alert severity="success" data-testid="manage-message">
              {message}
            </Alert>
          )}
          <FailureAlert failure={change.error} />
          {details && (
            <Stack spacing={1} data-testid="manage-details">
              <Typography variant="h3">{t('accounts.manage.loginTitle')}</Typography>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography>{t('accounts.manage.login', { login: details.login })}</Typography>
                <CopyButton text={details.login} label={t('accounts.manage.loginLabel')} />
              </Stack>
              {details.server && (
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography data-testid="manage-server">{t('accounts.manage.server', { server: details.server })}</Typography>
                  <CopyButton text={details.server} label={t('accounts.manage.serverLabel')} />
                </Stack>
              )}
              <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
                {details.webTraderUrl && (
                  <Link href={details.webTraderUrl} {...newWindow} data-testid="manage-webtrader">
                    {t('accounts.manage.webTrader')}
                  </Link>
                )}
                {details.downloads.map((d) => (
                  <Link key={d.os} href={d.url} {...newWindow}>
                    {t(`accounts.manage.download.${d.os}`)}
                  </Link>
                ))}
              </Stack>
            </Stack>
          )}
        </Stack>
      </FormPaper>
      {chosen && (
        <FormPaper>
          <Stack spacing={2}>
            <Typography variant="h3">{t('accounts.manage.nameTitle')}</Typography>
            <TextField
              label={t('accounts.manage.name')}
              value={name}
              onChange={(e) => setValue('name', e.target.value)}
              slotProps={{ htmlInput: { maxLength: 40, 'data-testid': 'manage-name' } }}
            />
            <Button
              variant="outlined"
              disabled={change.busy}
              onClick={() => void act('account/rename', { name }, () => t('accounts.manage.renamed'))}
              data-testid="manage-rename"
            >
              {t('accounts.manage.rename')}
            </Button>
          </Stack>
        </FormPaper>
      )}
      {chosen && offer && (
        <FormPaper>
          <Stack spacing={2}>
            <Typography variant="h3">{t('accounts.manage.leverageTitle')}</Typography>
            <TextField
              select
              label={t('accounts.manage.leverage')}
              value={leverage}
              onChange={(e) => setValue('leverage', Number(e.target.value))}
              helperText={capReason ?? ' '}
              slotProps={{ htmlInput: { 'data-testid': 'manage-leverage' }, formHelperText: { 'data-testid': 'manage-leverage-reason' } as object }}
            >
              {offer.options.map((o) => (
                <MenuItem key={o.value} value={o.value} disabled={!o.offered} data-testid={`leverage-option-${o.value}`}>
                  {o.offered ? `1:${o.value}` : `1:${o.value} · ${t('accounts.manage.notOffered')}`}
                </MenuItem>
              ))}
            </TextField>
            <Button
              variant="outlined"
              disabled={change.busy || !leverage || leverage === chosen.leverage}
              onClick={() => void act('account/changeLeverage', { leverage }, () => t('accounts.manage.leverageChanged', { leverage: `1:${leverage}` }))}
              data-testid="manage-leverage-submit"
            >
              {t('accounts.manage.changeLeverage')}
            </Button>
          </Stack>
        </FormPaper>
      )}
      {chosen && (
        <FormPaper>
          <Stack spacing={2}>
            <Typography variant="h3">{t('accounts.manage.passwordTitle')}</Typography>
            <Typography variant="body2" color="text.secondary">
              {t('accounts.manage.passwordHelp')}
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              {(['master', 'investor'] as const).map((which) => (
                <Button
                  key={which}
                  variant="outlined"
                  disabled={change.busy}
                  onClick={() =>
                    void act('account/resetPassword', { which }, (d) => t('accounts.manage.passwordSent', { to: (d as { sentTo: string }).sentTo }))
                  }
                  data-testid={`manage-reset-${which}`}
                >
                  {t(`accounts.manage.reset.${which}`)}
                </Button>
              ))}
            </Stack>
          </Stack>
        </FormPaper>
      )}
    </Stack>
  );
}
