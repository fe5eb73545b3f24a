import { routeAccessByPath } from '../../menu/withRouteAccess';
import type { Loaded } from '../configTree';
import type { MenuFile } from '../schemaTypes';
import { quoteList, reportDuplicates, type ConfigCheck } from './checkContext';

type MenuItem = MenuFile['items'][number];

/** Routes name screens and steps that exist; menus point at routes and do not repeat their access; regulators list menu items that exist. */
export const checkRoutesAndMenus: ConfigCheck = (ctx) => {
  const { tree, registries } = ctx;
  const steps = new Set(registries.routeSteps);
  const pathsByView = new Map<string, Set<string>>();

  for (const [view, loaded] of tree.routes) {
    const routes = loaded.data.routes;
    const paths = new Set(routes.map((r) => r.path));
    pathsByView.set(view, paths);
    reportDuplicates(
      ctx,
      loaded,
      routes,
      (r) => r.path,
      (i) => ['routes', i, 'path'],
      'path',
    );
    const checkStep = (name: string, path: (string | number)[]) => {
      if (!steps.has(name)) ctx.report(loaded, path, 'CONFIG_UNKNOWN_STEP', `"${name}" is not a registered route step (known: ${quoteList(steps)})`);
    };
    loaded.data.pipeline.forEach((name, i) => checkStep(name, ['pipeline', i]));
    (loaded.data.afterEach ?? []).forEach((name, i) => checkStep(name, ['afterEach', i]));
    if (!paths.has(loaded.data.notFound))
      ctx.report(loaded, ['notFound'], 'CONFIG_UNKNOWN_ROUTE', `"${loaded.data.notFound}" is not a route of the ${view} view`);
    routes.forEach((route, i) => {
      const screenKey = `${view}/${route.screen}`;
      if (route.screen && !tree.screens.has(screenKey) && !tree.invalid.has(`screens/${screenKey}`)) {
        ctx.report(loaded, ['routes', i, 'screen'], 'CONFIG_UNKNOWN_SCREEN', `no screen "${route.screen}" (config/screens/${view}/${route.screen}.yaml)`);
      }
      (route.enter ?? []).forEach((name, j) => checkStep(name, ['routes', i, 'enter', j]));
      if (route.access && !paths.has(route.access.otherwise)) {
        ctx.report(loaded, ['routes', i, 'access', 'otherwise'], 'CONFIG_UNKNOWN_ROUTE', `"${route.access.otherwise}" is not a route of the ${view} view`);
      }
    });
  }

  // Checked once every view's paths are known: a view's viewAccess sends users to a path of another view.
  for (const [, loaded] of tree.routes) {
    const other = loaded.data.viewAccess?.otherwise;
    if (other && !pathsByView.get(other.view)?.has(other.path)) {
      ctx.report(loaded, ['viewAccess', 'otherwise', 'path'], 'CONFIG_UNKNOWN_ROUTE', `"${other.path}" is not a route of the ${other.view} view`);
    }
  }

  // An unknown icon showed as a plain dot; no registry given (engine-only checks) checks none.
  const icons = new Set(registries.menuIcons);
  const checkIcon = (loaded: Loaded<unknown>, name: string | undefined, path: (string | number)[]) => {
    if (name !== undefined && icons.size > 0 && !icons.has(name.replace(/Active$/, '')))
      ctx.report(
        loaded,
        path,
        'CONFIG_UNKNOWN_ICON',
        `"${name}" is not a menu icon (known: ${quoteList(icons, icons.size)}; "<name>Active" for the active one)`,
      );
  };

  for (const [view, loaded] of tree.menus) {
    const paths = pathsByView.get(view);
    if (!paths) continue; // the view's route table is missing or invalid: reported there
    const accessByPath = routeAccessByPath(tree.routes.get(view)?.data.routes ?? []);
    const ids: { id: string; path: (string | number)[] }[] = [];
    const walk = (items: MenuItem[], base: (string | number)[]) =>
      items.forEach((item, i) => {
        const path = [...base, i];
        ids.push({ id: item.id, path: [...path, 'id'] });
        if (item.path && !paths.has(item.path)) {
          ctx.report(loaded, [...path, 'path'], 'CONFIG_UNKNOWN_ROUTE', `"${item.path}" is not a route of the ${view} view`);
        }
        const access = item.path ? accessByPath.get(item.path) : undefined;
        if (item.when && access && JSON.stringify(item.when) === JSON.stringify(access)) {
          ctx.report(
            loaded,
            [...path, 'when'],
            'CONFIG_INVALID_VALUE',
            `repeats the access of route ${item.path ?? ''}: a menu item inherits its route's access, remove this "when"`,
          );
        }
        checkIcon(loaded, item.icon, [...path, 'icon']);
        checkIcon(loaded, item.activeIcon, [...path, 'activeIcon']);
        if (item.children) walk(item.children as MenuItem[], [...path, 'children']);
      });
    walk(loaded.data.items, ['items']);
    reportDuplicates(
      ctx,
      loaded,
      ids,
      (x) => x.id,
      (i) => ids[i]?.path ?? [],
      'menu id',
    );
  }

  const widgets = new Set(registries.widgets);
  for (const [key, loaded] of tree.screens) {
    loaded.data.widgets.forEach((widget, i) => {
      if (!widgets.has(widget.kind))
        ctx.report(
          loaded,
          ['widgets', i, 'kind'],
          'CONFIG_UNKNOWN_WIDGET',
          `"${widget.kind}" is not a registered widget (config/screens/${key}.yaml; known: ${quoteList(widgets)})`,
        );
    });
    reportDuplicates(
      ctx,
      loaded,
      loaded.data.widgets,
      (w) => w.id,
      (i) => ['widgets', i, 'id'],
      'widget id',
    );
  }

  const ibMenu = tree.menus.get('ib');
  if (!ibMenu) return;
  const topLevel = new Set(ibMenu.data.items.map((item) => item.id));
  for (const loaded of tree.regulators.values()) {
    loaded.data.ib.menu.forEach((id, i) => {
      if (!topLevel.has(id)) {
        ctx.report(
          loaded as Loaded<unknown>,
          ['ib', 'menu', i],
          'CONFIG_UNKNOWN_MENU_ITEM',
          `"${id}" is not a top-level item of config/menus/ib.yaml (known: ${quoteList(topLevel)})`,
        );
      }
    });
  }
};
