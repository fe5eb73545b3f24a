import type { ConfigCheck } from './checkContext';

/** The read and read-write variants of config/http.yaml baseVariants name base paths that exist, and vary a base that exists. */
export const checkBaseVariants: ConfigCheck = (ctx) => {
  const loaded = ctx.tree.http;
  const bases = Object.keys(loaded.data.basePaths);
  const known = new Set(bases);
  for (const [base, variants] of Object.entries(loaded.data.baseVariants)) {
    if (!known.has(base))
      ctx.report(loaded, ['baseVariants', base], 'CONFIG_INVALID_VALUE', `"${base}" is not a base path of basePaths (known: ${bases.join(', ')})`);
    for (const kind of ['read', 'readWrite'] as const) {
      if (!known.has(variants[kind]))
        ctx.report(
          loaded,
          ['baseVariants', base, kind],
          'CONFIG_INVALID_VALUE',
          `"${variants[kind]}" is not a base path of basePaths (known: ${bases.join(', ')})`,
        );
    }
  }
};
