import type { ConfigTree } from './configTree';
import type { ConfigProblem } from './problem';
import { checkAccountOptions } from './checks/checkAccountOptions';
import { checkAccounts } from './checks/checkAccounts';
import { checkBaseVariants } from './checks/checkBaseVariants';
import { checkBrandsAndRegulators } from './checks/checkBrandsAndRegulators';
import { checkCatalogues } from './checks/checkCatalogues';
import { collectingContext, type ConfigCheck, type ImplementationRegistries } from './checks/checkContext';
import { checkForms } from './checks/checkForms';
import { checkFunds } from './checks/checkFunds';
import { checkIbProgram } from './checks/checkIbProgram';
import { checkIds } from './checks/checkIds';
import { checkKyc } from './checks/checkKyc';
import { checkPredicates } from './checks/checkPredicates';
import { checkRoutesAndMenus } from './checks/checkRoutesAndMenus';
import { checkTranslations } from './checks/checkTranslations';
import { checkWidgetOptions } from './checks/checkWidgetOptions';

/** Checks no schema can express: references between files and to names registered in code. */
export const configChecks: readonly ConfigCheck[] = [
  checkIds,
  checkCatalogues,
  checkBrandsAndRegulators,
  checkRoutesAndMenus,
  checkPredicates,
  checkAccounts,
  checkFunds,
  checkAccountOptions,
  checkKyc,
  checkIbProgram,
  checkWidgetOptions,
  checkBaseVariants,
  checkTranslations,
  checkForms,
];

export function crossCheck(tree: ConfigTree, registries: ImplementationRegistries, fileExists: (path: string) => boolean): ConfigProblem[] {
  const { ctx, problems } = collectingContext(tree, registries, fileExists);
  for (const check of configChecks) {
    try {
      check(ctx);
    } catch (error) {
      // Only possible on data that already failed its schema: those problems are reported; go on.
      if (tree.invalid.size === 0) throw error;
    }
  }
  return problems;
}
