import { enumCode } from '../../../engine/catalog';
import { useConfig } from '../app/runtime';
import { useApiData } from './useFundsData';

export interface PermissionItem {
  functionModuleCode: number;
  hasPermission: boolean;
  hasPermissionLevels: number[];
  requiredLevel?: number;
  missingModules?: number[];
  limit?: { limitType: string; period: string; limitAmount: number; currency: string };
}

/** A function permission of the user by name (deposit, withdraw, ...), from profile/queryFunctionPermissionAll. */
export function usePermission(name: string): { item: PermissionItem | undefined; loading: boolean } {
  const config = useConfig();
  const { data, failed } = useApiData<{ level: number; items: PermissionItem[] }>({ method: 'POST', base: 'cp', path: 'profile/queryFunctionPermissionAll', body: {} });
  const code = Number(enumCode(config.enumerations, 'functionPermission', name));
  return { item: data?.items.find((i) => i.functionModuleCode === code), loading: !data && !failed };
}
