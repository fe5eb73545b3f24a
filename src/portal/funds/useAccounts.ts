import type { AccountView } from './fundsTypes';
import { allFundsEvents } from './fundsTypes';
import { useApiQuery } from '../data';

/** The user's trading and wallet accounts with balances and audit statuses; reloads after any money event. */
export function useAccounts() {
  const { data, error, reload } = useApiQuery<{ accounts: AccountView[]; mainAccountAudit: string }>(
    { method: 'POST', base: 'cp', path: 'home/query-metaTrader-account-details', body: {} },
    { reloadOn: allFundsEvents },
  );
  return { accounts: data?.accounts, mainAccountAudit: data?.mainAccountAudit ?? '', error, reload };
}

/** Accounts that can move real money: live and approved. */
export const activeAccounts = (accounts: readonly AccountView[] | undefined, kind?: AccountView['kind']) =>
  (accounts ?? []).filter((a) => !a.isDemo && a.auditName === 'pass' && (!kind || a.kind === kind));
