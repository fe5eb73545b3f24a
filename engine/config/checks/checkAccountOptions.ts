import type { ConfigCheck } from './checkContext';
import { knownNames } from './knownNames';

/** config/accounts/funds.yaml accountOptions names currencies, country groups, sales groups, platforms and account types that exist. */
export const checkAccountOptions: ConfigCheck = (ctx) => {
  const names = knownNames(ctx.tree);
  const funds = ctx.tree.funds;
  const options = funds.data.accountOptions;
  const groups = new Set(options.salesGroups);
  const salesGroup = (name: string, path: (string | number)[]) => {
    if (!groups.has(name)) ctx.report(funds, path, 'CONFIG_UNKNOWN_CODE', `unknown sales group "${name}" (known: ${options.salesGroups.join(', ')})`);
  };
  const currency = (code: string, path: (string | number)[]) => {
    if (!names.currencies.has(code)) ctx.report(funds, path, 'CONFIG_UNKNOWN_CURRENCY', `unknown currency "${code}" (config/catalog/currencies.yaml)`);
  };
  const base = ['accountOptions'];
  currency(options.openCountry.currency, [...base, 'openCountry', 'currency']);
  if (!names.countryGroups.has(options.openCountry.countryGroup))
    ctx.report(funds, [...base, 'openCountry', 'countryGroup'], 'CONFIG_UNKNOWN_COUNTRY_GROUP', `unknown country group "${options.openCountry.countryGroup}"`);
  options.currencies.forEach((option, i) => {
    currency(option.currency, [...base, 'currencies', i, 'currency']);
    option.salesGroupConfigs?.forEach((c, j) => salesGroup(c.salesGroup, [...base, 'currencies', i, 'salesGroupConfigs', j, 'salesGroup']));
    for (const platform of Object.keys(option.monetaryPolicy ?? {}))
      if (!names.platforms.has(platform))
        ctx.report(funds, [...base, 'currencies', i, 'monetaryPolicy', platform], 'CONFIG_UNKNOWN_PLATFORM', `unknown platform "${platform}"`);
  });
  options.accountTypes.forEach((option, i) => {
    if (!names.accountTypeKeys.has(option.key))
      ctx.report(funds, [...base, 'accountTypes', i, 'key'], 'CONFIG_UNKNOWN_ACCOUNT_TYPE', `unknown account-type key "${option.key}"`);
    option.allowSalesGroup.forEach((name, j) => salesGroup(name, [...base, 'accountTypes', i, 'allowSalesGroup', j]));
  });
};
