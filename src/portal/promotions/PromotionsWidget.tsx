import Stack from '@mui/material/Stack';
import { useEffect, useRef } from 'react';
import type { PromotionView } from '../../../engine/api';
import { useApiMutation } from '../data';
import { FailureAlert } from '../funds/FailureAlert';
import { activeAccounts, useAccounts } from '../funds/useAccounts';
import { PromotionCard } from './PromotionCard';
import { usePromotions } from './usePromotions';

/** The promotions page: every promotion of config, eligible ones to join, the others with the reason; a referral link opened here is claimed. */
export default function PromotionsWidget() {
  const { data, reload } = usePromotions();
  const { accounts } = useAccounts();
  const change = useApiMutation<PromotionView>();
  const claim = useApiMutation<{ referred: boolean }>();
  const claimed = useRef(false);

  useEffect(() => {
    const code = new URLSearchParams(window.location.search).get('ref');
    if (!code || claimed.current) return;
    claimed.current = true;
    void claim.submit({ method: 'POST', base: 'cp', path: 'promotion/referral/claim', body: { code }, quiet: true });
  }, [claim]);

  const join = (id: number, account: string) =>
    void change.submit({ method: 'POST', base: 'cp', path: 'promotion/join', body: { id, account }, quiet: true }, () => reload());
  const leave = (id: number) => void change.submit({ method: 'POST', base: 'cp', path: 'promotion/leave', body: { id }, quiet: true }, () => reload());
  const live = activeAccounts(accounts, 'trading');

  return (
    <Stack spacing={2} sx={{ maxWidth: 880, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <FailureAlert failure={change.error} testId="promotions-error" />
      {(data ?? []).map((p) => (
        <PromotionCard key={p.id} promotion={p} accounts={live} busy={change.busy} onJoin={(account) => join(p.id, account)} onLeave={() => leave(p.id)} />
      ))}
    </Stack>
  );
}
