import type { AccountView } from '../../engine/api';

/** An approved live MT4 account as the account lists answer it (USD, 5,000.00), with what a test changes. */
export function accountView(number: string, overrides: Partial<AccountView> = {}): AccountView {
  return {
    number,
    kind: 'trading',
    openingKind: 'live',
    platform: 'mt4',
    accountType: 1,
    accountTypeName: 'Standard',
    isDemo: false,
    isMain: false,
    currency: 'USD',
    leverage: 100,
    nickname: null,
    balance: '5000.00',
    auditStatus: 1,
    auditName: 'approved',
    auditLabelKey: 'status.approved',
    auditReason: null,
    createdAt: '2026-01-01T00:00:00Z',
    ...overrides,
  } as AccountView;
}
