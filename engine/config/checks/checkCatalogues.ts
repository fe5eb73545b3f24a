import { quoteList, reportDuplicates, type ConfigCheck } from './checkContext';
import { knownNames } from './knownNames';

/** Catalogues are internally consistent and hold what the code reads. */
export const checkCatalogues: ConfigCheck = (ctx) => {
  const { tree, registries } = ctx;
  const names = knownNames(tree);

  const countries = tree.countries;
  reportDuplicates(
    ctx,
    countries,
    countries.data.countries,
    (c) => c.key,
    (i) => ['countries', i, 'key'],
    'translation key',
  );
  reportDuplicates(
    ctx,
    countries,
    countries.data.countries,
    (c) => c.name,
    (i) => ['countries', i, 'name'],
    'country name',
  );

  for (const [group, def] of Object.entries(tree.countryGroups.data.groups)) {
    def.countryIds.forEach((id, i) => {
      if (!names.countryIds.has(Number(id))) {
        ctx.report(
          tree.countryGroups,
          ['groups', group, 'countryIds', i],
          'CONFIG_UNKNOWN_COUNTRY',
          `country id ${id} is not in config/catalog/countries.yaml`,
        );
      }
    });
  }

  const languages = tree.languages;
  reportDuplicates(
    ctx,
    languages,
    languages.data.languages,
    (l) => l.code,
    (i) => ['languages', i, 'code'],
    'language',
  );
  if (!names.languages.has(languages.data.fallback)) {
    ctx.report(
      languages,
      ['fallback'],
      'CONFIG_UNKNOWN_LANGUAGE',
      `fallback "${languages.data.fallback}" is not one of the languages (${quoteList(names.languages)})`,
    );
  } else if (!tree.locales.has(languages.data.fallback)) {
    ctx.report(languages, ['fallback'], 'CONFIG_MISSING_FILE', `config/locales/${languages.data.fallback}.json is missing`);
  }
  for (const [code, locale] of tree.locales) {
    if (!names.languages.has(code)) ctx.report(locale, [], 'CONFIG_UNKNOWN_LANGUAGE', `"${code}" is not an interface language (config/catalog/languages.yaml)`);
  }

  const currencies = tree.currencies;
  reportDuplicates(
    ctx,
    currencies,
    currencies.data.currencies,
    (c) => c.code,
    (i) => ['currencies', i, 'code'],
    'currency',
  );

  const enumerations = tree.enumerations.data.enumerations;
  for (const name of registries.enumerations) {
    if (!enumerations[name]) ctx.report(tree.enumerations, ['enumerations'], 'CONFIG_MISSING_KEY', `the code reads enumeration "${name}", which is missing`);
  }
  for (const [name, enumeration] of Object.entries(enumerations)) {
    reportDuplicates(
      ctx,
      tree.enumerations,
      enumeration.values,
      (v) => String(v.code),
      (i) => ['enumerations', name, 'values', i, 'code'],
      'code',
    );
    reportDuplicates(
      ctx,
      tree.enumerations,
      enumeration.values,
      (v) => v.name,
      (i) => ['enumerations', name, 'values', i, 'name'],
      'name',
    );
  }

  for (const name of registries.serverCodes) {
    if (tree.errorCodes.data.serverCodes[name] === undefined)
      ctx.report(tree.errorCodes, ['serverCodes'], 'CONFIG_MISSING_KEY', `the server answers with "${name}", which has no code`);
  }
  for (const name of registries.policies) {
    if (!tree.policies.data.policies[name])
      ctx.report(tree.policies, ['policies'], 'CONFIG_MISSING_KEY', `the code evaluates policy "${name}", which is missing`);
  }
  for (const name of registries.stepUpActions) {
    if (!tree.security.data.stepUp[name])
      ctx.report(tree.security, ['stepUp'], 'CONFIG_MISSING_KEY', `the server enforces step-up action "${name}", which is missing`);
  }
  for (const name of Object.keys(tree.errorCodes.data.prompts)) {
    if (tree.errorCodes.data.serverCodes[name] === undefined)
      ctx.report(tree.errorCodes, ['prompts', name], 'CONFIG_UNKNOWN_CODE', `"${name}" is not a server code`);
  }
  const serverCodes = Object.entries(tree.errorCodes.data.serverCodes);
  reportDuplicates(
    ctx,
    tree.errorCodes,
    serverCodes,
    ([, code]) => code,
    (i) => ['serverCodes', serverCodes[i]?.[0] ?? ''],
    'server code',
  );

  const promotions = tree.promotions;
  reportDuplicates(
    ctx,
    promotions,
    promotions.data.promotions,
    (p) => p.id,
    (i) => ['promotions', i, 'id'],
    'promotion id',
  );
  reportDuplicates(
    ctx,
    promotions,
    promotions.data.promotions,
    (p) => p.name,
    (i) => ['promotions', i, 'name'],
    'promotion name',
  );
};
