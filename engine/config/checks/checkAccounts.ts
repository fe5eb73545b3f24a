import { reportDuplicates, type ConfigCheck } from './checkContext';
import { knownNames } from './knownNames';

/** The account-type catalogue and the currency rules refer to platforms, types and currencies that exist. */
export const checkAccounts: ConfigCheck = (ctx) => {
  const { tree } = ctx;
  const names = knownNames(tree);
  const catalogue = tree.accountTypes;
  const checkCurrencies = (loaded: typeof catalogue | typeof tree.currencyRules, list: readonly string[], base: (string | number)[]) =>
    list.forEach((code, i) => {
      if (!names.currencies.has(code))
        ctx.report(loaded, [...base, i], 'CONFIG_UNKNOWN_CURRENCY', `unknown currency "${code}" (config/catalog/currencies.yaml)`);
    });

  catalogue.data.platforms.forEach((p, i) => checkCurrencies(catalogue, p.currencies, ['platforms', i, 'currencies']));
  const types = catalogue.data.accountTypes;
  reportDuplicates(
    ctx,
    catalogue,
    types,
    (t) => t.code,
    (i) => ['accountTypes', i, 'code'],
    'account-type code',
  );
  reportDuplicates(
    ctx,
    catalogue,
    types,
    (t) => t.key,
    (i) => ['accountTypes', i, 'key'],
    'account-type key',
  );
  types.forEach((t, i) => {
    if (!names.platforms.has(t.platform)) ctx.report(catalogue, ['accountTypes', i, 'platform'], 'CONFIG_UNKNOWN_PLATFORM', `unknown platform "${t.platform}"`);
    if (t.currencies) checkCurrencies(catalogue, t.currencies, ['accountTypes', i, 'currencies']);
  });

  const rules = tree.currencyRules;
  rules.data.rules.forEach((rule, i) => checkCurrencies(rules, rule.currencies, ['rules', i, 'currencies']));
  reportDuplicates(
    ctx,
    rules,
    rules.data.rules,
    (r) => r.id,
    (i) => ['rules', i, 'id'],
    'rule id',
  );
  rules.data.limitConfigs.forEach((config, i) =>
    config.entries.forEach((entry, j) => {
      const base = ['limitConfigs', i, 'entries', j];
      const platform = names.accountTypeKeys.get(entry.accountTypeName);
      if (!names.platforms.has(entry.tradingPlatform)) {
        ctx.report(rules, [...base, 'tradingPlatform'], 'CONFIG_UNKNOWN_PLATFORM', `unknown platform "${entry.tradingPlatform}"`);
      } else if (platform === undefined) {
        ctx.report(rules, [...base, 'accountTypeName'], 'CONFIG_UNKNOWN_ACCOUNT_TYPE', `unknown account-type key "${entry.accountTypeName}"`);
      } else if (platform !== entry.tradingPlatform) {
        ctx.report(
          rules,
          [...base, 'accountTypeName'],
          'CONFIG_INVALID_VALUE',
          `"${entry.accountTypeName}" is a ${platform} type, not ${entry.tradingPlatform}`,
        );
      }
      checkCurrencies(rules, entry.currencys, [...base, 'currencys']);
    }),
  );
};
