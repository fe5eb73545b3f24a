import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { monthName } from '../../../engine/format';
import { useConfig } from '../app/runtime';
import { useApiDownload, useApiQuery } from '../data';
import { DateField } from '../components/DateField';
import { AccountSelect } from './AccountSelect';
import { FormPaper } from './FormPaper';
import { HistoryTable } from './HistoryTable';
import { allFundsEvents, type AccountView } from './fundsTypes';
import { useDateTime, useMoney } from './money';
import { useAccounts } from './useAccounts';
import { linkInLanguage } from '../i18n/linkInLanguage';
import { useNewWindow } from '../components/useNewWindow';

interface Statement {
  account: string;
  currency: string;
  month: string;
  opening: string;
  credits: string;
  debits: string;
  closing: string;
  movements: number;
}
interface Movement {
  id: number;
  date: string;
  account: string;
  accountKind: string;
  group: string;
  amount: string;
  currency: string;
  balanceAfter: string;
}
const groups = ['deposit', 'withdrawal', 'refund', 'transfer', 'conversion', 'rebate', 'other'] as const;

/** A monthly statement (summary, and the PDF the server makes) and the transaction or wallet history with filters and CSV/XLSX export. */
export default function StatementsWidget() {
  const { t, i18n } = useTranslation();
  const newWindow = useNewWindow();
  const monthOf = (month: string) => monthName(month, i18n.language);
  const config = useConfig();
  const money = useMoney();
  const dateTime = useDateTime();
  const download = useApiDownload();
  const { accounts } = useAccounts();
  const own = (accounts ?? []).filter((a) => !a.isDemo);
  const { watch, setValue } = useForm<{ account: string; month: string; group: string; from: string; to: string; accountKind: '' | 'trading' | 'wallet' }>({
    defaultValues: { account: '', month: '', group: '', from: '', to: '', accountKind: '' },
  });
  const { account, month, group, from, to, accountKind } = watch();
  const chosen = own.find((a) => a.number === account);
  const { data: months } = useApiQuery<string[]>(chosen ? { method: 'GET', base: 'cp', path: 'account/statementMonths', params: { account } } : undefined);
  const { data: statement } = useApiQuery<Statement>(
    chosen && month ? { method: 'GET', base: 'cp', path: 'account/statement', params: { account, month } } : undefined,
    { reloadOn: allFundsEvents },
  );
  const filters = { ...(accountKind ? { accountKind } : {}), ...(group ? { group } : {}), ...(from ? { from } : {}), ...(to ? { to } : {}) };
  const { data: history } = useApiQuery<{ rows: Movement[]; total: number }>(
    { method: 'GET', base: 'cp', path: 'account/history', params: { ...filters, pageSize: 100 } },
    { reloadOn: allFundsEvents },
  );
  useEffect(() => {
    if (months && !months.includes(month)) setValue('month', months[0] ?? '');
  }, [months, month, setValue]);
  const columns = JSON.stringify(
    ['date', 'account', 'group', 'amount', 'currency', 'balanceAfter'].map((field) => ({ field, label: t(`funds.historyColumn.${field}`) })),
  );
  const pdfHref =
    chosen && month
      ? linkInLanguage(`${config.http.basePaths.cp}account/statement?account=${encodeURIComponent(account)}&month=${month}&format=pdf`, i18n.language)
      : undefined;

  return (
    <Stack spacing={2}>
      <FormPaper>
        <Stack spacing={2}>
          <AccountSelect
            label={t('funds.statement.account')}
            accounts={own as AccountView[]}
            value={chosen ? account : ''}
            onChange={(n) => setValue('account', n)}
            testId="statement-account"
          />
          {chosen && months && (
            <TextField
              select
              label={t('funds.statement.month')}
              value={months.includes(month) ? month : ''}
              onChange={(e) => setValue('month', e.target.value)}
              slotProps={{ htmlInput: { 'data-testid': 'statement-month' } }}
            >
              {months.map((m) => (
                <MenuItem key={m} value={m}>
                  {monthOf(m)}
                </MenuItem>
              ))}
            </TextField>
          )}
          {statement && (
            <Stack spacing={0.5} data-testid="statement-summary">
              <Typography>{`${t('funds.statement.opening')}: ${money(statement.opening, statement.currency)}`}</Typography>
              <Typography>{`${t('funds.statement.credits')}: ${money(statement.credits, statement.currency)}`}</Typography>
              <Typography>{`${t('funds.statement.debits')}: ${money(statement.debits, statement.currency)}`}</Typography>
              <Typography
                sx={{ fontWeight: 600 }}
                data-testid="statement-closing"
                data-amount={statement.closing}
              >{`${t('funds.statement.closing')}: ${money(statement.closing, statement.currency)}`}</Typography>
            </Stack>
          )}
          {pdfHref && (
            <Button variant="contained" href={pdfHref} {...newWindow} data-testid="statement-pdf">
              {t('funds.statement.openPdf')}
            </Button>
          )}
        </Stack>
      </FormPaper>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' }}>
        <Stack spacing={2}>
          <Typography variant="h3">{t(accountKind === 'wallet' ? 'funds.historyTitle.wallet' : 'funds.historyTitle.all')}</Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <TextField
              select
              label={t('funds.historyFilter.accounts')}
              value={accountKind}
              onChange={(e) => setValue('accountKind', e.target.value as '' | 'trading' | 'wallet')}
              sx={{ minWidth: 180 }}
              slotProps={{ htmlInput: { 'data-testid': 'history-account-kind' } }}
            >
              <MenuItem value="">{t('funds.historyFilter.allAccounts')}</MenuItem>
              <MenuItem value="trading">{t('funds.historyFilter.trading')}</MenuItem>
              <MenuItem value="wallet">{t('funds.historyFilter.wallet')}</MenuItem>
            </TextField>
            <TextField
              select
              label={t('funds.historyFilter.group')}
              value={group}
              onChange={(e) => setValue('group', e.target.value)}
              sx={{ minWidth: 180 }}
              slotProps={{ htmlInput: { 'data-testid': 'history-group' } }}
            >
              <MenuItem value="">{t('funds.historyFilter.all')}</MenuItem>
              {groups.map((g) => (
                <MenuItem key={g} value={g}>
                  {t(`funds.movement.${g}`)}
                </MenuItem>
              ))}
            </TextField>
            {/* The portal's date field: the configured pattern, the language's placeholder (not the browser's mm/dd/yyyy). */}
            <DateField
              id="history-from"
              label={t('funds.historyFilter.from')}
              value={from}
              {...(to ? { max: to } : {})}
              onChange={(v) => setValue('from', v)}
            />
            <DateField id="history-to" label={t('funds.historyFilter.to')} value={to} {...(from ? { min: from } : {})} onChange={(v) => setValue('to', v)} />
          </Stack>
          <Stack direction="row" spacing={1}>
            {(['csv', 'xlsx'] as const).map((format) => (
              <Button
                key={format}
                variant="outlined"
                size="small"
                onClick={() =>
                  void download({ method: 'GET', base: 'cp', path: 'account/history', params: { ...filters, format, columns } }, `history.${format}`)
                }
                data-testid={`history-export-${format}`}
              >
                {t(`funds.historyExport.${format}`)}
              </Button>
            ))}
          </Stack>
          {/* A table at desktop widths, a card per movement on a phone (the amount and balance columns were off screen). */}
          <HistoryTable
            rows={history?.rows}
            rowKey={(r) => r.id}
            label={t(accountKind === 'wallet' ? 'funds.historyTitle.wallet' : 'funds.historyTitle.all')}
            testId="history"
            emptyText={t('funds.historyEmpty')}
            columns={[
              { key: 'date', label: t('funds.historyColumn.date'), render: (r) => dateTime(r.date) },
              { key: 'account', label: t('funds.historyColumn.account'), render: (r) => r.account },
              { key: 'group', label: t('funds.historyColumn.group'), render: (r) => t(`funds.movement.${r.group}`) },
              { key: 'amount', label: t('funds.historyColumn.amount'), render: (r) => money(r.amount, r.currency), align: 'right' },
              { key: 'balanceAfter', label: t('funds.historyColumn.balanceAfter'), render: (r) => money(r.balanceAfter, r.currency), align: 'right' },
            ]}
          />
        </Stack>
      </Paper>
    </Stack>
  );
}
