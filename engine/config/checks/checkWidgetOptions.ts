import type { ConfigCheck } from './checkContext';

type Json = Record<string, unknown>;

/**
 * The keys of screen widgets refer to things that exist: every API call's base path
 * (config/http.yaml), every privacy switch a column or figure names (enumeration privacySwitch),
 * and every report sub-page's route.
 */
export const checkWidgetOptions: ConfigCheck = (ctx) => {
  const { tree } = ctx;
  const bases = new Set(Object.keys(tree.http.data.basePaths));
  const switches = new Set((tree.enumerations.data.enumerations.privacySwitch?.values ?? []).map((v) => v.name));
  for (const [key, loaded] of tree.screens) {
    const view = key.split('/')[0]!;
    const routes = new Set((tree.routes.get(view)?.data.routes ?? []).map((r) => r.path));
    const visit = (node: unknown, path: (string | number)[]) => {
      if (Array.isArray(node)) return node.forEach((item, i) => visit(item, [...path, i]));
      if (!node || typeof node !== 'object') return;
      const object = node as Json;
      if (typeof object.base === 'string' && typeof object.path === 'string' && !bases.has(object.base)) {
        ctx.report(
          loaded,
          [...path, 'base'],
          'CONFIG_INVALID_VALUE',
          `"${object.base}" is not a base path of config/http.yaml (known: ${[...bases].join(', ')})`,
        );
      }
      if (typeof object.privacy === 'string' && !switches.has(object.privacy)) {
        ctx.report(
          loaded,
          [...path, 'privacy'],
          'CONFIG_INVALID_VALUE',
          `"${object.privacy}" is not a privacy switch (enumeration privacySwitch: ${[...switches].join(', ')})`,
        );
      }
      if (Array.isArray(object.breakdowns) && typeof object.path === 'string' && !routes.has(object.path)) {
        ctx.report(loaded, [...path, 'path'], 'CONFIG_UNKNOWN_ROUTE', `"${object.path}" is not a route of the ${view} view`);
      }
      for (const [name, child] of Object.entries(object)) if (name !== 'when') visit(child, [...path, name]);
    };
    visit(loaded.data.widgets, ['widgets']);
  }
};
