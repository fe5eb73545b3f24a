import type { AccountView } from '../../../engine/api';
import type { PortalConfig } from '../../../engine/config';
import type { ClientAccountRow } from './accountRows';
import { labelKeyOf, moneyText, nameOf } from './fundsSupport';

/** The account as the API shows it. */
export function accountView(config: PortalConfig, row: ClientAccountRow & { balance: number }): AccountView {
  return {
    number: row.number,
    kind: row.kind,
    openingKind: row.opening_kind,
    platform: row.platform,
    accountType: row.account_type,
    accountTypeName: row.account_type === null ? null : (config.regulator.accountTypeNames[String(row.account_type)] ?? String(row.account_type)),
    isDemo: row.is_demo === 1,
    isMain: row.is_main === 1,
    currency: row.currency,
    leverage: row.leverage,
    nickname: row.nickname ?? null,
    balance: moneyText(config, row.balance, row.currency),
    auditStatus: row.audit_status,
    auditName: nameOf(config, 'accountAudit', row.audit_status),
    auditLabelKey: labelKeyOf(config, 'accountAudit', row.audit_status) ?? null,
    auditReason: row.audit_reason,
    createdAt: new Date(row.created_at).toISOString(),
  };
}
