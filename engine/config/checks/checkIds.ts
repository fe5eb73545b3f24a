import type { ConfigCheck } from './checkContext';

/** The id inside a file must equal its file name, so that the name in a reference finds the file. */
export const checkIds: ConfigCheck = (ctx) => {
  const { tree } = ctx;
  const pairs: [Map<string, { file: { path: string }; data: unknown }>, string][] = [
    [tree.brands, 'id'],
    [tree.regulators, 'id'],
    [tree.kycFlows, 'id'],
    [tree.routes, 'view'],
    [tree.menus, 'view'],
  ];
  for (const [map, field] of pairs) {
    for (const [key, loaded] of map) {
      const value = (loaded.data as Record<string, unknown>)[field];
      if (value !== key) ctx.report(loaded as never, [field], 'CONFIG_ID_MISMATCH', `${field} "${String(value)}" must equal the file name "${key}"`);
    }
  }
  for (const [key, loaded] of tree.screens) {
    const [view, id] = key.split('/');
    if (loaded.data.id !== id) ctx.report(loaded, ['id'], 'CONFIG_ID_MISMATCH', `id "${loaded.data.id}" must equal the file name "${id}"`);
    if (loaded.data.view !== view) ctx.report(loaded, ['view'], 'CONFIG_ID_MISMATCH', `view "${loaded.data.view}" must equal the folder "${view}"`);
  }
};
