import { useEffect } from 'react';
import type { FunctionPermission } from '../../../engine/kyc';
import { useConfig } from '../app/runtime';
import { functionPermissionsCall } from '../app/openingReads';
import { useApiQuery } from '../data';
import { useStore } from '../app/store';
import { sessionStore } from '../session/sessionStore';
import { openKycGuide, permissionStore } from './kycStores';

/** The widget event raised when a KYC module changes (submitted, verified): permissions are loaded again. */
export const kycChangedEvent = 'kycChanged';

/**
 * The function permissions of the signed-in user, loaded once and again whenever a KYC module
 * changes; `gate(name)` says whether a function (deposit, withdraw, ...) may be used and, when it may
 * not, opens the KYC guide saying which level and modules are missing.
 */
export function useFunctionGate() {
  const config = useConfig();
  const userId = useStore(sessionStore).auth?.userID;
  const permissions = useStore(permissionStore);
  const { data } = useApiQuery<{ level: number; items: FunctionPermission[] }>(userId !== undefined ? functionPermissionsCall : undefined, {
    reloadOn: [kycChangedEvent],
    showPrevious: false,
  });
  useEffect(() => {
    if (data && userId !== undefined) permissionStore.set({ userId, level: data.level, items: data.items });
  }, [data, userId]);

  const codeOf = (name: string) => Number(config.enumerations.functionPermission?.values.find((v) => v.name === name)?.code);
  const loaded = permissions.userId === userId && permissions.items !== undefined;
  const item = (name: string) => (loaded ? permissions.items!.find((p) => p.functionModuleCode === codeOf(name)) : undefined);
  return {
    loaded,
    level: loaded ? permissions.level : undefined,
    /** The permission item of a function, once loaded. */
    item,
    /** True when the function may be used; otherwise opens the KYC guide with the reason and returns false. */
    gate(name: string): boolean {
      const found = item(name);
      if (found?.hasPermission) return true;
      openKycGuide({ functionCode: codeOf(name), ...(found?.requiredLevel !== undefined ? { level: found.requiredLevel } : {}) });
      return false;
    },
  };
}
