import AccountBalance from '@mui/icons-material/AccountBalance';
import CurrencyBitcoin from '@mui/icons-material/CurrencyBitcoin';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { checkCryptoAddress, networksFor } from '../../../engine/funds';
import { useConfig } from '../app/runtime';
import { useApiMutation, useApiQuery } from '../data';
import { FailureAlert } from './FailureAlert';
import { fundsEvents, type PaymentInfoList } from './fundsTypes';

function Row({
  icon,
  children,
  status,
  onDelete,
  deleteLabel,
  testId,
}: {
  icon: ReactNode;
  children: ReactNode;
  status: 'pending' | 'verified' | 'rejected';
  onDelete: () => void;
  deleteLabel: string;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', minWidth: 0 }} data-testid={testId}>
      {icon}
      <Stack sx={{ flex: 1, minWidth: 0 }}>{children}</Stack>
      <Chip size="small" variant="outlined" label={t(`funds.destinations.status.${status}`)} data-testid={`${testId}-status`} />
      <Button color="error" onClick={onDelete} aria-label={deleteLabel}>
        {t('funds.destinations.delete')}
      </Button>
    </Paper>
  );
}

/**
 * Where withdrawals go: saved bank accounts (added with a proof, verified by staff; a rejection shows
 * its reason) and crypto addresses (checked against the network as the user types); cards have their
 * own page. Each withdrawal channel pays only to a verified destination of its kind.
 */
export default function PaymentDestinationsWidget() {
  const { t } = useTranslation();
  const config = useConfig();
  const networks = config.funds.destinations.networks;
  const assets = [...new Set(networks.flatMap((n) => n.assets))];
  const { data, reload } = useApiQuery<PaymentInfoList>(
    { method: 'POST', base: 'payment', path: 'payment/info/getPaymentInfoList', body: {} },
    { reloadOn: [fundsEvents.destinations] },
  );
  const [message, setMessage] = useState<string>();
  const [formKey, setFormKey] = useState(0);
  const bank = useForm<{ holder: string; bankName: string; accountNumber: string; swift: string; proof: File | undefined }>({
    defaultValues: { holder: '', bankName: '', accountNumber: '', swift: '', proof: undefined },
  });
  const crypto = useForm<{ asset: string; network: string; address: string }>({ defaultValues: { asset: assets[0] ?? '', network: '', address: '' } });
  const b = bank.watch();
  const c = crypto.watch();
  const change = useApiMutation<unknown>({ reloads: [fundsEvents.destinations], input: { ...b, ...c } });
  const assetNetworks = networksFor(networks, c.asset);
  const network = assetNetworks.some((n) => n.id === c.network) ? c.network : (assetNetworks[0]?.id ?? '');
  const addressCheck = c.address ? checkCryptoAddress(networks, c.asset, network, c.address) : undefined;

  const done = (text: string) => {
    setMessage(text);
    reload();
  };
  const addBank = () => {
    setMessage(undefined);
    const form = new FormData();
    for (const field of ['holder', 'bankName', 'accountNumber', 'swift'] as const) form.append(field, b[field]);
    form.append('proof', b.proof!);
    return change.submit({ method: 'POST', base: 'payment', path: 'payment/info/addBankAccount', body: form, quiet: true }, () => {
      bank.reset();
      setFormKey((k) => k + 1);
      done(t('funds.destinations.bankAdded'));
    });
  };
  const addCrypto = () => {
    setMessage(undefined);
    return change.submit(
      { method: 'POST', base: 'payment', path: 'payment/info/addCryptoAddress', body: { asset: c.asset, network, address: c.address.trim() }, quiet: true },
      () => {
        crypto.setValue('address', '');
        done(t('funds.destinations.cryptoAdded'));
      },
    );
  };
  const remove = (kind: 'bank' | 'crypto', id: number) =>
    change.submit(
      { method: 'POST', base: 'payment', path: 'payment/info/deleteBankAccountInfo', params: { kind, bankAccountInfoId: id }, body: {}, quiet: true },
      () => done(t('funds.destinations.deleted')),
    );

  return (
    <Stack spacing={3} sx={{ maxWidth: 720, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Typography color="text.secondary">{t('funds.destinations.intro')}</Typography>
      {message && (
        <Alert severity="success" data-testid="destinations-message">
          {message}
        </Alert>
      )}
      <FailureAlert failure={change.error} />

      <Stack spacing={1}>
        <Typography variant="h2">{t('funds.destinations.bankTitle')}</Typography>
        {data && data.bankAccounts.length === 0 && <Typography color="text.secondary">{t('funds.destinations.noBank')}</Typography>}
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t('funds.destinations.bankTitle')}>
          {(data?.bankAccounts ?? []).map((row) => (
            <Row
              key={row.id}
              icon={<AccountBalance aria-hidden />}
              status={row.status}
              onDelete={() => void remove('bank', row.id)}
              deleteLabel={t('funds.destinations.deleteOne', { name: `${row.bankName} ${row.accountNumber}` })}
              testId="bank-row"
            >
              <Typography sx={{ overflowWrap: 'anywhere' }}>{`${row.bankName} · ${row.accountNumber} · ${row.swift}`}</Typography>
              <Typography variant="body2" color="text.secondary">
                {row.holder}
              </Typography>
              {row.status === 'rejected' && row.reason && (
                <Typography variant="body2" color="error" data-testid="bank-row-reason">
                  {t('funds.destinations.rejectedBecause', { reason: row.reason })}
                </Typography>
              )}
            </Row>
          ))}
        </Stack>
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }} key={formKey}>
          <Typography variant="h3" sx={{ mb: 2 }}>
            {t('funds.destinations.addBank')}
          </Typography>
          <Stack spacing={2}>
            <TextField
              label={t('funds.destinations.holder')}
              value={b.holder}
              onChange={(e) => bank.setValue('holder', e.target.value)}
              slotProps={{ htmlInput: { maxLength: 100, autoComplete: 'name', 'data-testid': 'bank-holder' } }}
            />
            <TextField
              label={t('funds.destinations.bankName')}
              value={b.bankName}
              onChange={(e) => bank.setValue('bankName', e.target.value)}
              slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'bank-name' } }}
            />
            <TextField
              label={t('funds.destinations.accountNumber')}
              value={b.accountNumber}
              onChange={(e) => bank.setValue('accountNumber', e.target.value)}
              slotProps={{ htmlInput: { maxLength: 42, dir: 'ltr', 'data-testid': 'bank-account-number' } }}
            />
            <TextField
              label={t('funds.destinations.swift')}
              value={b.swift}
              onChange={(e) => bank.setValue('swift', e.target.value.toUpperCase())}
              slotProps={{ htmlInput: { maxLength: 11, dir: 'ltr', 'data-testid': 'bank-swift' } }}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
              <Button variant="outlined" component="label">
                {t('funds.destinations.proof')}
                <input
                  hidden
                  type="file"
                  accept={config.funds.destinations.bank.proofTypes.join(',')}
                  data-testid="bank-proof"
                  onChange={(e) => bank.setValue('proof', e.target.files?.[0])}
                />
              </Button>
              <Typography variant="body2" color="text.secondary">
                {b.proof?.name ?? t('funds.cards.noFile')}
              </Typography>
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {t('funds.destinations.proofRules')}
            </Typography>
            <Button
              variant="contained"
              disabled={!b.holder || !b.bankName || !b.accountNumber || !b.swift || !b.proof || change.busy}
              onClick={() => void addBank()}
              data-testid="bank-add"
            >
              {t('funds.destinations.addBankSubmit')}
            </Button>
          </Stack>
        </Paper>
      </Stack>

      <Stack spacing={1}>
        <Typography variant="h2">{t('funds.destinations.cryptoTitle')}</Typography>
        {data && data.cryptoAddresses.length === 0 && <Typography color="text.secondary">{t('funds.destinations.noCrypto')}</Typography>}
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t('funds.destinations.cryptoTitle')}>
          {(data?.cryptoAddresses ?? []).map((row) => (
            <Row
              key={row.id}
              icon={<CurrencyBitcoin aria-hidden />}
              status={row.status}
              onDelete={() => void remove('crypto', row.id)}
              deleteLabel={t('funds.destinations.deleteOne', { name: row.address })}
              testId="crypto-row"
            >
              <Typography>{`${row.asset} · ${t(networks.find((n) => n.id === row.network)?.labelKey ?? row.network)}`}</Typography>
              <Typography variant="body2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
                {row.address}
              </Typography>
            </Row>
          ))}
        </Stack>
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
          <Typography variant="h3" sx={{ mb: 2 }}>
            {t('funds.destinations.addCrypto')}
          </Typography>
          <Stack spacing={2}>
            <TextField
              select
              label={t('funds.destinations.asset')}
              value={c.asset}
              onChange={(e) => crypto.setValue('asset', e.target.value)}
              slotProps={{ htmlInput: { 'data-testid': 'crypto-asset' } }}
            >
              {assets.map((a) => (
                <MenuItem key={a} value={a}>
                  {a}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label={t('funds.destinations.network')}
              value={network}
              onChange={(e) => crypto.setValue('network', e.target.value)}
              slotProps={{ htmlInput: { 'data-testid': 'crypto-network' } }}
            >
              {assetNetworks.map((n) => (
                <MenuItem key={n.id} value={n.id}>
                  {t(n.labelKey)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label={t('funds.destinations.address')}
              value={c.address}
              onChange={(e) => crypto.setValue('address', e.target.value)}
              error={addressCheck !== undefined && !addressCheck.ok}
              helperText={
                addressCheck !== undefined && !addressCheck.ok
                  ? t('funds.destinations.addressInvalid', { network: t(assetNetworks.find((n) => n.id === network)?.labelKey ?? network) })
                  : ' '
              }
              slotProps={{ htmlInput: { maxLength: 120, spellCheck: false, autoComplete: 'off', dir: 'ltr', 'data-testid': 'crypto-address' } }}
            />
            <Button variant="contained" disabled={!addressCheck?.ok || change.busy} onClick={() => void addCrypto()} data-testid="crypto-add">
              {t('funds.destinations.addCryptoSubmit')}
            </Button>
          </Stack>
        </Paper>
      </Stack>
      <Typography>
        <Link to="/cards">{t('funds.destinations.cardsLink')}</Link>
      </Typography>
    </Stack>
  );
}
