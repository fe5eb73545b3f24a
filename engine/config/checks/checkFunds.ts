import { reportDuplicates, type ConfigCheck } from './checkContext';
import { knownNames } from './knownNames';

/**
 * config/accounts/funds.yaml refers to currencies, permissions and policies that exist, and every
 * currency money can be held in has an exchange rate (conversions and limits need one).
 */
export const checkFunds: ConfigCheck = (ctx) => {
  const { tree } = ctx;
  const names = knownNames(tree);
  const funds = tree.funds;
  const data = funds.data;
  const currency = (code: string, path: (string | number)[]) => {
    if (!names.currencies.has(code)) ctx.report(funds, path, 'CONFIG_UNKNOWN_CURRENCY', `unknown currency "${code}" (config/catalog/currencies.yaml)`);
  };
  const permissions = new Set((tree.enumerations.data.enumerations.functionPermission?.values ?? []).map((v) => v.name));
  const permission = (name: string | undefined, path: (string | number)[]) => {
    if (name !== undefined && !permissions.has(name))
      ctx.report(funds, path, 'CONFIG_UNKNOWN_CODE', `unknown function permission "${name}" (known: ${[...permissions].join(', ')})`);
  };

  const enumNames = (name: string) => new Set((tree.enumerations.data.enumerations[name]?.values ?? []).map((v) => v.name));
  const audit = enumNames('accountAudit');
  const words = enumNames('mainAccountAudit');
  const auditStatus = (name: string, path: (string | number)[]) => {
    if (!audit.has(name)) ctx.report(funds, path, 'CONFIG_UNKNOWN_CODE', `unknown account audit status "${name}" (known: ${[...audit].join(', ')})`);
  };
  data.accountAudit.awaitingReview.forEach((name, i) => auditStatus(name, ['accountAudit', 'awaitingReview', i]));
  auditStatus(data.accountAudit.refused, ['accountAudit', 'refused']);
  auditStatus(data.accountAudit.reapplied, ['accountAudit', 'reapplied']);
  if (!data.accountAudit.awaitingReview.includes(data.accountAudit.reapplied)) {
    ctx.report(
      funds,
      ['accountAudit', 'reapplied'],
      'CONFIG_INVALID_VALUE',
      `"${data.accountAudit.reapplied}" must also be awaiting review, or a main account applied for again could never be decided`,
    );
  }
  for (const [status, word] of Object.entries(data.accountAudit.mainAccountWords)) {
    auditStatus(status, ['accountAudit', 'mainAccountWords', status]);
    if (!words.has(word))
      ctx.report(
        funds,
        ['accountAudit', 'mainAccountWords', status],
        'CONFIG_UNKNOWN_CODE',
        `unknown main-account audit value "${word}" (known: ${[...words].join(', ')})`,
      );
  }

  reportDuplicates(
    ctx,
    funds,
    data.opening.kinds,
    (k) => k.id,
    (i) => ['opening', 'kinds', i, 'id'],
    'opening kind',
  );
  data.opening.kinds.forEach((kind, i) => {
    permission(kind.permission, ['opening', 'kinds', i, 'permission']);
    kind.variants?.forEach((v, j) => permission(v.permission, ['opening', 'kinds', i, 'variants', j, 'permission']));
  });
  currency(data.opening.defaultCurrency, ['opening', 'defaultCurrency']);
  data.wallet.currencies.forEach((c, i) => currency(c, ['wallet', 'currencies', i]));
  currency(data.rates.base, ['rates', 'base']);
  Object.keys(data.rates.values).forEach((c) => currency(c, ['rates', 'values', c]));
  const networks = new Set(data.destinations.networks.map((n) => n.id));
  for (const side of ['deposit', 'withdrawal'] as const) {
    reportDuplicates(
      ctx,
      funds,
      data[side].channels,
      (c) => c.id,
      (i) => [side, 'channels', i, 'id'],
      `${side} channel`,
    );
    data[side].channels.forEach((channel, i) => {
      channel.currencies.forEach((c, j) => currency(c, [side, 'channels', i, 'currencies', j]));
      if (channel.payoutCurrency) currency(channel.payoutCurrency, [side, 'channels', i, 'payoutCurrency']);
      if (Number(channel.minUsd) > Number(channel.maxUsd))
        ctx.report(funds, [side, 'channels', i, 'minUsd'], 'CONFIG_INVALID_VALUE', `minimum ${channel.minUsd} is above the maximum ${channel.maxUsd}`);
      channel.networks?.forEach((network, j) => {
        if (!networks.has(network))
          ctx.report(
            funds,
            [side, 'channels', i, 'networks', j],
            'CONFIG_INVALID_VALUE',
            `"${network}" is not a network of destinations.networks (known: ${[...networks].join(', ')})`,
          );
      });
    });
  }
  if (!names.policies.has(data.transfer.subIbPolicy))
    ctx.report(funds, ['transfer', 'subIbPolicy'], 'CONFIG_UNKNOWN_POLICY', `unknown policy "${data.transfer.subIbPolicy}" (config/policies.yaml)`);
  if (data.transfer.templateExample.length !== data.transfer.templateColumns.length) {
    ctx.report(
      funds,
      ['transfer', 'templateExample'],
      'CONFIG_INVALID_VALUE',
      `the example has ${data.transfer.templateExample.length} values for ${data.transfer.templateColumns.length} columns`,
    );
  }

  // Every currency an account, wallet or channel can hold needs a rate.
  const held = new Set<string>([
    ...tree.accountTypes.data.platforms.flatMap((p) => p.currencies),
    ...tree.accountTypes.data.accountTypes.flatMap((t) => t.currencies ?? []),
    ...data.wallet.currencies,
    ...data.deposit.channels.flatMap((c) => c.currencies),
    ...data.withdrawal.channels.flatMap((c) => [...c.currencies, ...(c.payoutCurrency ? [c.payoutCurrency] : [])]),
  ]);
  for (const code of held) {
    if (names.currencies.has(code) && data.rates.values[code] === undefined)
      ctx.report(funds, ['rates', 'values'], 'CONFIG_MISSING_KEY', `no exchange rate for ${code} (every currency money is held in needs one)`);
  }
};
