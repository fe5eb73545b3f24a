import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CopySubscriptionView } from '../../../engine/api';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { useApiMutation } from '../data';
import { FailureAlert } from '../funds/FailureAlert';
import { useMoney } from '../funds/money';

/** The user's copies: status, P&L, pause/resume/stop, and the copied trades. */
export function MyCopies({ copies, onChanged }: { copies: readonly CopySubscriptionView[]; onChanged: () => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const change = useApiMutation<CopySubscriptionView>();
  // A stopped copy cannot be resumed: the copy to stop waits here until the user confirms or keeps it.
  const [stopping, setStopping] = useState<CopySubscriptionView>();
  const act = (id: number, action: 'pause' | 'resume' | 'stop') => {
    setStopping(undefined);
    void change.submit({ method: 'POST', base: 'cp', path: 'copyTrading/copy/change', body: { id, action }, quiet: true }, onChanged);
  };
  return (
    <Stack spacing={2} component="section" aria-labelledby="my-copies-title">
      <Typography variant="h2" id="my-copies-title">
        {t('copyTrading.mine.title')}
      </Typography>
      <FailureAlert failure={change.error} testId="copy-change-error" />
      {copies.length === 0 && <Typography color="text.secondary">{t('copyTrading.mine.none')}</Typography>}
      {copies.map((c) => (
        <Paper key={c.id} variant="outlined" sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 1, minWidth: 0 }} data-testid="copy-card">
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
            <Typography variant="h3" sx={{ flexGrow: 1 }}>{`${c.providerName} · ${c.account}`}</Typography>
            <Chip
              size="small"
              color={c.status === 'active' ? 'success' : 'default'}
              label={t(`copyTrading.status.${c.status}`)}
              data-testid="copy-status"
              data-status={c.status}
            />
          </Stack>
          <Typography variant="body2">{`${t(`copyTrading.mode.${c.mode}`)} · ${t('copyTrading.copy.maxLot')}: ${c.maxLot} · ${t('copyTrading.copy.stopLoss')}: ${c.stopLossPercent}`}</Typography>
          <Typography>
            {t('copyTrading.mine.pnl')}: <strong data-testid="copy-pnl">{money(c.pnl, c.currency)}</strong>
          </Typography>
          <Stack direction="row" spacing={1}>
            {c.status === 'active' && (
              <Button onClick={() => act(c.id, 'pause')} data-testid="copy-pause">
                {t('copyTrading.mine.pause')}
              </Button>
            )}
            {c.status === 'paused' && (
              <Button onClick={() => act(c.id, 'resume')} data-testid="copy-resume">
                {t('copyTrading.mine.resume')}
              </Button>
            )}
            {(c.status === 'active' || c.status === 'paused') && (
              <Button color="error" onClick={() => setStopping(c)} data-testid="copy-stop">
                {t('copyTrading.mine.stop')}
              </Button>
            )}
          </Stack>
          {c.positions.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {t('copyTrading.positions.none')}
            </Typography>
          ) : (
            <div style={{ overflowX: 'auto' }}>
              <Table size="small" aria-label={t('copyTrading.positions.title')} data-testid="copy-positions">
                <TableHead>
                  <TableRow>
                    <TableCell>{t('copyTrading.positions.symbol')}</TableCell>
                    <TableCell>{t('copyTrading.positions.side')}</TableCell>
                    <TableCell align="right">{t('copyTrading.positions.lots')}</TableCell>
                    <TableCell align="right">{t('copyTrading.positions.profit')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {c.positions.map((p) => (
                    <TableRow key={p.id} data-testid="copy-position">
                      <TableCell>{p.symbol}</TableCell>
                      <TableCell>{t(`copyTrading.positions.${p.side}`)}</TableCell>
                      <TableCell align="right" data-testid="copy-position-lots">
                        {p.lots}
                      </TableCell>
                      <TableCell align="right">{money(p.profit, c.currency)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </div>
          )}
        </Paper>
      ))}
      <ConfirmDialog
        subject={stopping}
        title={(copy) => t('copyTrading.mine.stopConfirmTitle', { provider: copy.providerName })}
        confirmLabel={t('copyTrading.mine.stopConfirmAction')}
        keepLabel={t('copyTrading.mine.keep')}
        destructive
        onConfirm={(copy) => act(copy.id, 'stop')}
        onClose={() => setStopping(undefined)}
        testId="copy-stop-dialog"
      >
        {(copy) => t('copyTrading.mine.stopConfirm', { account: copy.account })}
      </ConfirmDialog>
    </Stack>
  );
}
