import type { FundsConfig, PortalConfig } from '../config/portalConfig';
import { pickOverride, type PredicateContext } from '../predicates';

export type OpeningKindId = FundsConfig['opening']['kinds'][number]['id'];

/** What the drawer knows about the user's accounts. */
export interface OpeningState {
  /** The user has a main live trading account (so further live accounts are same-name accounts). */
  hasMainAccount: boolean;
  /** The main account's application was refused: the main account may be applied for again, and same-name accounts wait for it. */
  mainAccountRefused: boolean;
  /** The user has a live wallet (opened by wallet live, in one currency). */
  hasWallet: boolean;
  /** Wallet currencies without a virtual account yet (what the set-up adds to an existing wallet). */
  missingVirtualCurrencies: readonly string[];
}

export interface OpeningKind {
  id: OpeningKindId;
  labelKey: string;
  descriptionKey: string;
  /** Offered in the user's situation (main live only without a main account, ...). */
  offered: boolean;
  /** The function permission it needs for this user, if any, and whether the user holds it. */
  permission?: string;
  hasPermission: boolean;
  /** Why it is not offered (a translation key of the accounts group). */
  unavailableKey?: string;
}

/**
 * The drawer's kinds for one user: which are offered (main live only while the main account is
 * empty or its application was refused, same-name live once it exists and was not refused, wallet live while there is no wallet, set-up while the wallet
 * misses a currency's virtual account, demo always) and which function permission each needs (config: IB
 * users need same-name for their first account too).
 */
export function openingKinds(
  config: Pick<PortalConfig, 'funds' | 'policies'>,
  facts: PredicateContext,
  state: OpeningState,
  heldPermissions: ReadonlySet<string>,
): OpeningKind[] {
  return config.funds.opening.kinds.map((kind) => {
    const permission = pickOverride(kind.variants, facts, config.policies)?.permission ?? kind.permission;
    const unavailableKey = unavailable(kind.id, state);
    return {
      id: kind.id,
      labelKey: kind.labelKey,
      descriptionKey: kind.descriptionKey,
      offered: unavailableKey === undefined,
      ...(permission ? { permission } : {}),
      hasPermission: permission === undefined || heldPermissions.has(permission),
      ...(unavailableKey ? { unavailableKey } : {}),
    };
  });
}

function unavailable(kind: OpeningKindId, state: OpeningState): string | undefined {
  switch (kind) {
    case 'mainLive':
      return state.hasMainAccount && !state.mainAccountRefused ? 'accounts.open.unavailable.hasMain' : undefined;
    case 'sameNameLive':
      if (!state.hasMainAccount) return 'accounts.open.unavailable.noMain';
      return state.mainAccountRefused ? 'accounts.open.unavailable.mainRefused' : undefined;
    case 'walletLive':
      return state.hasWallet ? 'accounts.open.unavailable.hasWallet' : undefined;
    case 'virtualSetup':
      if (!state.hasWallet) return 'accounts.open.unavailable.noWallet';
      return state.missingVirtualCurrencies.length > 0 ? undefined : 'accounts.open.unavailable.virtualComplete';
    case 'demo':
      return undefined;
  }
}
