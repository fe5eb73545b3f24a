import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Drawer from '@mui/material/Drawer';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { offeredAccountTypes, offeredPlatforms, type OpeningKind } from '../../../engine/accounts';
import { useConfig, useRuntime } from '../app/runtime';
import { FailureAlert } from './FailureAlert';
import { fundsEvents, type AccountView } from './fundsTypes';
import { useCurrencyCode } from './money';
import { useFunctionGate } from '../kyc/useFunctionGate';
import { useApiMutation, useApiQuery } from '../data';
import type { LeverageOfferView } from '../../../engine/api';

interface Condition {
  kinds: OpeningKind[];
  leverages: number[];
  leverageOffer: LeverageOfferView;
  defaultCurrency: string;
  walletCurrencies: string[];
  missingVirtualCurrencies: string[];
}

const paths: Record<string, string> = {
  mainLive: 'account/apply_master_trade_account',
  sameNameLive: 'account/apply_additional_trade_account',
  demo: 'account/createDemoAccount',
  walletLive: 'account/apply_wallet_account',
  virtualSetup: 'account/setup_virtual_accounts',
};
const tradingKinds = new Set(['mainLive', 'sameNameLive', 'demo']);

/**
 * The account-opening drawer: main live, same-name live, demo, wallet live and the set-up of
 * missing virtual accounts. What it offers is computed by the engine's account rules (the same the
 * server enforces) with the server's perpetual switch; kinds the user may not open yet say why.
 */
export default function OpenAccountWidget() {
  const { t } = useTranslation();
  const gate = useFunctionGate();
  const config = useConfig();
  const runtime = useRuntime();
  const code = useCurrencyCode();
  const [open, setOpen] = useState(false);
  const { data: condition } = useApiQuery<Condition>(
    { method: 'GET', base: 'cp', path: 'account/getOpenAccountCondition' },
    { reloadOn: [fundsEvents.accounts] },
  );
  const { data: perpetual } = useApiQuery<{ enabled: boolean }>({ method: 'GET', base: 'cp', path: 'account/getPerpetualSwitch' });
  const { watch, setValue } = useForm<{ kind: string; platform: string; typeCode: number | ''; currency: string; leverage: number | '' }>({
    defaultValues: { kind: '', platform: '', typeCode: '', currency: '', leverage: '' },
  });
  const { kind, platform, typeCode, currency, leverage } = watch();
  const [done, setDone] = useState<string>();
  const opening = useApiMutation<AccountView | AccountView[]>({
    reloads: [fundsEvents.accounts],
    onDone: (result) => {
      const opened = Array.isArray(result) ? result : [result];
      const first = opened[0];
      setDone(
        kind === 'virtualSetup'
          ? t('accounts.open.done.virtual', { currencies: opened.map((a) => code(a.currency)) })
          : first?.auditName === 'pending'
            ? t('accounts.open.done.review', { number: first.number })
            : t('accounts.open.done.ready', { number: first?.number ?? '' }),
      );
      setValue('kind', '');
    },
  });

  const isDemo = kind === 'demo';
  const facts = useMemo(() => runtime.facts(perpetual ? { switches: { perpetual: perpetual.enabled } } : {}), [runtime, perpetual]);
  const platforms = useMemo(() => (tradingKinds.has(kind) ? offeredPlatforms(config, facts, isDemo) : []), [config, facts, kind, isDemo]);
  const types = useMemo(() => (platform ? offeredAccountTypes(config, facts, { platform, isDemo }) : []), [config, facts, platform, isDemo]);
  const type = types.find((x) => x.code === typeCode);

  const reset = (next: string) => {
    setValue('kind', next);
    setValue('platform', '');
    setValue('typeCode', '');
    setValue('currency', next === 'walletLive' ? (condition?.walletCurrencies[0] ?? '') : '');
    setValue('leverage', condition?.leverages.at(-1) ?? '');
    opening.reset();
  };
  const chooseType = (value: number) => {
    setValue('typeCode', value);
    const allowed = types.find((x) => x.code === value)?.currencies ?? [];
    setValue('currency', allowed.includes(condition?.defaultCurrency ?? '') ? condition!.defaultCurrency : (allowed[0] ?? ''));
  };
  const ready = kind === 'virtualSetup' || (kind === 'walletLive' ? Boolean(currency) : Boolean(platform && type && currency && leverage));

  const submit = () => {
    const body = tradingKinds.has(kind) ? { platform, accountType: typeCode, currency, leverage } : kind === 'walletLive' ? { currency } : {};
    return opening.submit((token) => ({ method: 'POST', base: 'cp', path: paths[kind]!, body: { token, ...body }, quiet: true }));
  };

  const close = () => {
    setOpen(false);
    setDone(undefined);
    reset('');
  };

  return (
    <>
      <Button variant="contained" onClick={() => setOpen(true)} data-testid="open-account">
        {t('accounts.open.button')}
      </Button>
      {done && !open && (
        <Alert severity="success" sx={{ mt: 2 }} data-testid="open-account-done">
          {done}
        </Alert>
      )}
      <Drawer
        anchor="right"
        open={open}
        onClose={close}
        sx={{ zIndex: (theme) => theme.zIndex.modal }}
        slotProps={{ paper: { sx: { width: { xs: '100%', sm: 480 }, p: { xs: 2, sm: 3 } }, role: 'dialog', 'aria-labelledby': 'open-account-title' } }}
      >
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
          <Typography variant="h2" id="open-account-title">
            {t('accounts.open.title')}
          </Typography>
          <IconButton onClick={close} aria-label={t('common.close')}>
            <CloseIcon />
          </IconButton>
        </Stack>
        <Stack spacing={2}>
          {done && (
            <Alert severity="success" data-testid="open-account-done">
              {done}
            </Alert>
          )}
          <FormControl>
            <FormLabel id="open-kind-label">{t('accounts.open.kindLabel')}</FormLabel>
            <RadioGroup aria-labelledby="open-kind-label" value={kind} onChange={(e) => reset(e.target.value)}>
              {(condition?.kinds ?? []).map((k) => (
                <Box key={k.id} sx={{ py: 0.5 }}>
                  <FormControlLabel
                    value={k.id}
                    disabled={!k.offered || !k.hasPermission}
                    control={<Radio slotProps={{ input: { 'data-testid': `open-kind-${k.id}` } as object }} />}
                    label={t(k.labelKey)}
                  />
                  <Typography variant="body2" color="text.secondary" sx={{ ml: 4 }}>
                    {!k.offered && k.unavailableKey ? t(k.unavailableKey) : t(k.descriptionKey)}
                  </Typography>
                  {k.offered && !k.hasPermission && (
                    <Typography variant="body2" sx={{ ml: 4 }} data-testid={`open-kind-${k.id}-gate`}>
                      {t('accounts.open.needsVerification', { permission: t(`permission.${k.permission}`) })}{' '}
                      <Link component="button" type="button" onClick={() => k.permission && gate.gate(k.permission)}>
                        {t('funds.gate.verify')}
                      </Link>
                    </Typography>
                  )}
                </Box>
              ))}
            </RadioGroup>
          </FormControl>

          {tradingKinds.has(kind) && (
            <>
              <FormControl>
                <FormLabel id="open-platform-label">{t('accounts.open.platform')}</FormLabel>
                <RadioGroup
                  row
                  aria-labelledby="open-platform-label"
                  value={platform}
                  onChange={(e) => (setValue('platform', e.target.value), setValue('typeCode', ''), setValue('currency', ''))}
                >
                  {platforms.map((p) => (
                    <FormControlLabel
                      key={p}
                      value={p}
                      control={<Radio slotProps={{ input: { 'data-testid': `open-platform-${p}` } as object }} />}
                      label={t(`platform.${p}`)}
                    />
                  ))}
                </RadioGroup>
              </FormControl>
              {platform && (
                <TextField
                  select
                  label={t('accounts.open.accountType')}
                  value={typeCode}
                  onChange={(e) => chooseType(Number(e.target.value))}
                  slotProps={{ htmlInput: { 'data-testid': 'open-type' } }}
                >
                  {types.map((x) => (
                    <MenuItem key={x.code} value={x.code}>
                      {x.name}
                      {x.popular && <Chip size="small" color="primary" label={t('accounts.open.popular')} sx={{ ml: 1 }} />}
                    </MenuItem>
                  ))}
                </TextField>
              )}
              {type && (
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                  <TextField
                    select
                    fullWidth
                    label={t('accounts.open.currency')}
                    value={currency}
                    onChange={(e) => setValue('currency', e.target.value)}
                    slotProps={{ htmlInput: { 'data-testid': 'open-currency' } }}
                  >
                    {type.currencies.map((c) => (
                      <MenuItem key={c} value={c}>
                        {code(c)}
                      </MenuItem>
                    ))}
                  </TextField>
                  <TextField
                    select
                    fullWidth
                    label={t('accounts.open.leverage')}
                    value={leverage}
                    onChange={(e) => setValue('leverage', Number(e.target.value))}
                    helperText={condition?.leverageOffer.cap ? t(condition.leverageOffer.cap.reasonKey, { max: condition.leverageOffer.cap.max }) : undefined}
                    slotProps={{ htmlInput: { 'data-testid': 'open-leverage' }, formHelperText: { 'data-testid': 'open-leverage-reason' } as object }}
                  >
                    {(condition?.leverageOffer.options ?? []).map((o) => (
                      <MenuItem key={o.value} value={o.value} disabled={!o.offered}>
                        {o.offered ? `1:${o.value}` : `1:${o.value} · ${t('accounts.manage.notOffered')}`}
                      </MenuItem>
                    ))}
                  </TextField>
                </Stack>
              )}
            </>
          )}
          {kind === 'walletLive' && (
            <TextField
              select
              label={t('accounts.open.currency')}
              value={currency}
              onChange={(e) => setValue('currency', e.target.value)}
              slotProps={{ htmlInput: { 'data-testid': 'open-currency' } }}
            >
              {(condition?.walletCurrencies ?? []).map((c) => (
                <MenuItem key={c} value={c}>
                  {code(c)}
                </MenuItem>
              ))}
            </TextField>
          )}
          {kind === 'virtualSetup' && (
            <Typography>{t('accounts.open.virtualList', { currencies: (condition?.missingVirtualCurrencies ?? []).map(code) })}</Typography>
          )}
          <FailureAlert failure={opening.error} />
          {kind && (
            <Button variant="contained" disabled={!ready || opening.busy} onClick={() => void submit()} data-testid="open-account-submit">
              {t(kind === 'virtualSetup' ? 'accounts.open.setUp' : 'accounts.open.submit')}
            </Button>
          )}
        </Stack>
      </Drawer>
    </>
  );
}
