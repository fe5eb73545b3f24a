import { quoteList, type ConfigCheck } from './checkContext';
import { knownNames } from './knownNames';

/** Brands name a default regulator that exists and images that exist; regulators name account types that exist. */
export const checkBrandsAndRegulators: ConfigCheck = (ctx) => {
  const { tree } = ctx;
  const names = knownNames(tree);
  if (!names.brands.has(tree.portal.data.defaultBrand)) {
    ctx.report(tree.portal, ['defaultBrand'], 'CONFIG_UNKNOWN_BRAND', `unknown brand "${tree.portal.data.defaultBrand}" (known: ${quoteList(names.brands)})`);
  }
  for (const loaded of tree.brands.values()) {
    const brand = loaded.data;
    if (!names.regulators.has(brand.defaultRegulator)) {
      ctx.report(
        loaded,
        ['defaultRegulator'],
        'CONFIG_UNKNOWN_REGULATOR',
        `unknown regulator "${brand.defaultRegulator}" (known: ${quoteList(names.regulators)})`,
      );
    }
    brand.imageSet?.images.forEach((image, i) => {
      const path = `brands/${brand.imageSet?.prefix}/images/${image}`;
      if (!ctx.fileExists(path)) ctx.report(loaded, ['imageSet', 'images', i], 'CONFIG_MISSING_IMAGE', `${path} does not exist`);
    });
    (brand.extraCurrencyIcons ?? []).forEach((code, i) => {
      if (!names.currencies.has(code)) ctx.report(loaded, ['extraCurrencyIcons', i], 'CONFIG_UNKNOWN_CURRENCY', `unknown currency "${code}"`);
    });
  }
  for (const loaded of tree.regulators.values()) {
    for (const code of Object.keys(loaded.data.accountTypeNames)) {
      if (!names.accountTypeCodes.has(Number(code))) {
        ctx.report(loaded, ['accountTypeNames', code], 'CONFIG_UNKNOWN_ACCOUNT_TYPE', `account-type code ${code} is not in config/accounts/account-types.yaml`);
      }
    }
  }
};
