import { reportDuplicates, type ConfigCheck } from './checkContext';
import { knownNames } from './knownNames';

/**
 * The IB programme refers to things that exist: statuses of the lists, products of the rates,
 * account tags and keys, privacy switches, languages and the rebate currency; levels ascend.
 */
export const checkIbProgram: ConfigCheck = (ctx) => {
  const { tree } = ctx;
  const loaded = tree.ibProgram;
  const program = loaded.data;
  const names = knownNames(tree);
  if (!names.currencies.has(program.rebateCurrency))
    ctx.report(loaded, ['rebateCurrency'], 'CONFIG_UNKNOWN_CURRENCY', `unknown currency "${program.rebateCurrency}" (config/catalog/currencies.yaml)`);

  reportDuplicates(
    ctx,
    loaded,
    program.clientStatuses,
    (s) => s.id,
    (i) => ['clientStatuses', i, 'id'],
    'client status',
  );
  reportDuplicates(
    ctx,
    loaded,
    program.clientLists,
    (l) => l.id,
    (i) => ['clientLists', i, 'id'],
    'client list',
  );
  const statuses = new Set(program.clientStatuses.map((s) => s.id));
  program.clientLists.forEach((list, i) =>
    list.statuses.forEach((status, j) => {
      if (!statuses.has(status))
        ctx.report(
          loaded,
          ['clientLists', i, 'statuses', j],
          'CONFIG_INVALID_VALUE',
          `"${status}" is not a client status (known: ${[...statuses].join(', ')})`,
        );
    }),
  );

  const switches = new Set((tree.enumerations.data.enumerations.privacySwitch?.values ?? []).map((v) => v.name));
  for (const name of Object.keys(program.privacy)) {
    if (!switches.has(name))
      ctx.report(
        loaded,
        ['privacy', name],
        'CONFIG_INVALID_VALUE',
        `"${name}" is not a privacy switch (enumeration privacySwitch: ${[...switches].join(', ')})`,
      );
  }
  for (const name of switches) {
    if (!program.privacy[name]) ctx.report(loaded, ['privacy'], 'CONFIG_MISSING_KEY', `privacy switch "${name}" hides no field`);
  }

  reportDuplicates(
    ctx,
    loaded,
    program.products,
    (p) => p.id,
    (i) => ['products', i, 'id'],
    'product',
  );
  const products = new Set(program.products.map((p) => p.id));
  program.rebateRates.forEach((rate, i) => {
    if (!products.has(rate.product))
      ctx.report(loaded, ['rebateRates', i, 'product'], 'CONFIG_INVALID_VALUE', `"${rate.product}" is not a product (known: ${[...products].join(', ')})`);
    if (rate.accountTag && !names.accountTags.has(rate.accountTag))
      ctx.report(loaded, ['rebateRates', i, 'accountTag'], 'CONFIG_UNKNOWN_TAG', `unknown account tag "${rate.accountTag}"`);
  });
  for (const product of products) {
    if (!program.rebateRates.some((r) => r.product === product && !r.accountTag))
      ctx.report(loaded, ['rebateRates'], 'CONFIG_MISSING_KEY', `product "${product}" has no rate without an account tag (the fallback)`);
  }

  program.levels.forEach((level, i) => {
    const previous = program.levels[i - 1];
    if (level.level !== i + 1) ctx.report(loaded, ['levels', i, 'level'], 'CONFIG_INVALID_VALUE', `levels are numbered 1, 2, 3, ...: expected ${i + 1}`);
    if (previous && level.minLots <= previous.minLots)
      ctx.report(loaded, ['levels', i, 'minLots'], 'CONFIG_INVALID_VALUE', `each level needs more lots than the one before (${previous.minLots})`);
  });
  if (program.levels[0] && program.levels[0].minLots !== 0)
    ctx.report(loaded, ['levels', 0, 'minLots'], 'CONFIG_INVALID_VALUE', 'the first level starts at 0 lots');

  program.links.languages.forEach((code, i) => {
    if (!names.languages.has(code)) ctx.report(loaded, ['links', 'languages', i], 'CONFIG_UNKNOWN_LANGUAGE', `unknown language "${code}"`);
  });
  program.links.accountTypes.forEach((key, i) => {
    if (!names.accountTypeKeys.has(key)) ctx.report(loaded, ['links', 'accountTypes', i], 'CONFIG_UNKNOWN_ACCOUNT_TYPE', `unknown account-type key "${key}"`);
  });
  for (const area of ['transfer', 'withdrawal'] as const) {
    if (program[area].minAmount > program[area].maxAmount) ctx.report(loaded, [area, 'minAmount'], 'CONFIG_INVALID_VALUE', 'the minimum is above the maximum');
  }
};
