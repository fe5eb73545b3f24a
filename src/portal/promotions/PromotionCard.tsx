import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PromotionView } from '../../../engine/api';
import { formatDate } from '../../../engine/format';
import { useConfig } from '../app/runtime';
import { CopyButton } from '../components/CopyButton';
import { AccountSelect } from '../funds/AccountSelect';
import type { AccountView } from '../funds/fundsTypes';
import { useMoney } from '../funds/money';

interface Props {
  promotion: PromotionView;
  accounts: readonly AccountView[];
  busy: boolean;
  onJoin: (account: string) => void;
  onLeave: () => void;
}

/** One promotion: its terms and period, joined or why not, the account to join with, the money it credited. */
export function PromotionCard({ promotion: p, accounts, busy, onJoin, onLeave }: Props) {
  const { t } = useTranslation();
  const config = useConfig();
  const money = useMoney();
  const day = (iso: string | null) => formatDate(iso, config.constants.dateFormat.split(' ')[0] ?? 'DD/MM/YYYY');
  const usable = accounts.filter((a) => a.kind === 'trading' && (!p.currency || a.currency === p.currency));
  const [chosen, setAccount] = useState('');
  // The accounts load after the promotions: until one is chosen, the first usable one is.
  const account = chosen || usable[0]?.number || '';
  // Amounts of the terms are decimal text in the promotion's currency; the percent is a plain number.
  const terms = Object.fromEntries(Object.entries(p.terms).map(([k, v]) => [k, k === 'percent' || !p.currency ? v : money(v, p.currency)]));
  const headingId = `promotion-${p.id}-title`;
  const referralLink = p.referralCode ? `${window.location.origin}${window.location.pathname}?ref=${p.referralCode}` : '';

  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, md: 3 }, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1.5 }}
      data-testid={`promotion-${p.name}`}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="h3" id={headingId} sx={{ flexGrow: 1 }}>
          {t(p.labelKey)}
        </Typography>
        {p.joined && <Chip color="success" label={t('promotions.joined')} size="small" />}
        {!p.joined && p.eligible && <Chip color="primary" variant="outlined" label={t('promotions.eligible')} size="small" />}
        {p.status === 'paused' && <Chip label={t('promotions.paused')} size="small" />}
      </Stack>
      <Typography>{t(p.descriptionKey)}</Typography>
      {p.from && p.to && (
        <Typography variant="body2" color="text.secondary">
          {t('promotions.period', { from: day(p.from), to: day(p.to) })}
        </Typography>
      )}
      <Typography variant="body2" component="div">
        <strong>{t('promotions.termsTitle')}: </strong>
        {t(p.termsKey, terms)}
      </Typography>
      {p.reasons.length > 0 && (
        <Alert severity="info" data-testid={`promotion-${p.name}-why`}>
          <Typography variant="subtitle2" component="p">
            {t('promotions.whyNot')}
          </Typography>
          <ul style={{ margin: 0, paddingInlineStart: '1.2em' }}>
            {p.reasons.map((r) => (
              <li key={r.key}>{t(r.key, r.values)}</li>
            ))}
          </ul>
        </Alert>
      )}
      {p.joined && p.bonusBalance !== null && p.currency && (
        <Typography data-testid={`promotion-${p.name}-bonus`}>{t('promotions.bonusBalance', { amount: money(p.bonusBalance, p.currency) })}</Typography>
      )}
      {p.joined && p.kind !== 'offer' && p.currency && (
        <Typography variant="body2" data-testid={`promotion-${p.name}-credited`}>
          {t('promotions.credited', { amount: money(p.credited, p.currency) })}
        </Typography>
      )}
      {referralLink && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }} data-testid="referral-link">
            {t('promotions.referralLink')}: {referralLink}
          </Typography>
          <CopyButton text={referralLink} />
        </Stack>
      )}
      {p.eligible && !p.joined && usable.length > 0 && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
          <AccountSelect label={t('promotions.account')} accounts={usable} value={account} onChange={setAccount} testId={`promotion-${p.name}-account`} />
          <Button
            variant="contained"
            disabled={busy || !account}
            onClick={() => onJoin(account)}
            data-testid={`promotion-${p.name}-join`}
            sx={{ flexShrink: 0 }}
          >
            {t('promotions.join')}
          </Button>
        </Stack>
      )}
      {p.joined && (
        <Button variant="outlined" disabled={busy} onClick={onLeave} data-testid={`promotion-${p.name}-leave`} sx={{ justifySelf: 'start' }}>
          {t('promotions.leave')}
        </Button>
      )}
    </Paper>
  );
}
