import { withRouteAccess } from '../menu/withRouteAccess';
import type { ConfigTree } from './configTree';
import { ConfigError } from './problem';
import type { PortalConfig } from './portalConfig';

type View = 'cp' | 'ib';

/** base + brand + regulator -> one resolved config. Unknown names are errors that list the valid values. */
export function composeConfig(tree: ConfigTree, brandId: string, regulatorId: string): PortalConfig {
  const brand = tree.brands.get(brandId)?.data;
  if (!brand) throw new ConfigError(`unknown brand "${brandId}"`, 'CONFIG_UNKNOWN_BRAND', [...tree.brands.keys()]);
  const regulator = tree.regulators.get(regulatorId)?.data;
  if (!regulator) throw new ConfigError(`unknown regulator "${regulatorId}"`, 'CONFIG_UNKNOWN_REGULATOR', [...tree.regulators.keys()]);

  const currencies = tree.currencies.data;
  const extraIcons = new Set(brand.extraCurrencyIcons ?? []);
  const byView = <T, R>(map: Map<string, { data: T }>, pick: (data: T, view: View) => R) =>
    Object.fromEntries([...map].map(([view, loaded]) => [view, pick(loaded.data, view as View)])) as Partial<Record<View, R>>;

  const screens: PortalConfig['screens'] = {};
  for (const [key, loaded] of tree.screens) {
    const [view, id] = key.split('/') as [View, string];
    (screens[view] ??= {})[id] = loaded.data;
  }

  return {
    brand,
    regulator,
    brandIds: [...tree.brands.keys()],
    regulatorIds: [...tree.regulators.keys()],
    constants: tree.constants.data,
    queryParams: tree.queryParams.data.params,
    http: tree.http.data,
    policies: tree.policies.data.policies,
    security: tree.security.data,
    copyTrading: tree.copyTrading.data,
    enumerations: tree.enumerations.data.enumerations,
    errorCodes: tree.errorCodes.data,
    countries: tree.countries.data.countries,
    countryGroups: Object.fromEntries(Object.entries(tree.countryGroups.data.groups).map(([name, g]) => [name, g.countryIds.map(Number)])),
    languages: tree.languages.data,
    currencies: currencies.currencies.map((c) => ({
      ...c,
      iconName: c.icon || extraIcons.has(c.code) ? c.code.toLowerCase() : currencies.defaultIcon,
      displayCode: c.display ?? c.code,
    })),
    cryptoWalletLabelKey: currencies.cryptoWalletLabelKey,
    promotions: tree.promotions.data.promotions,
    platforms: tree.accountTypes.data.platforms,
    accountTypes: tree.accountTypes.data.accountTypes,
    currencyRules: tree.currencyRules.data.rules,
    limitConfigs: tree.currencyRules.data.limitConfigs,
    funds: tree.funds.data,
    kycLevels: tree.kycLevels.data,
    kycModules: tree.kycModules.data,
    kycQuestions: tree.kycQuestions.data,
    kycPersonalDetails: tree.kycPersonalDetails.data,
    ibProgram: tree.ibProgram.data,
    kycFlows: Object.fromEntries([...tree.kycFlows].map(([id, loaded]) => [id, loaded.data])),
    routes: byView(tree.routes, (data) => data),
    menus: byView(tree.menus, (data, view) => ({
      items: withRouteAccess(data.items, tree.routes.get(view)?.data.routes ?? []),
      order: view === 'ib' ? regulator.ib.menu : data.items.map((i) => i.id),
    })),
    screens,
    forms: Object.fromEntries([...tree.forms].map(([id, loaded]) => [id, loaded.data])),
  };
}
