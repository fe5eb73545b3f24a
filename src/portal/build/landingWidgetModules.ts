import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import type { RoutesFile, ScreenFile } from '../../../engine/config/schemaTypes';
import { widgetModulePaths } from './widgetChunksPlugin.ts';

/** The views whose pages the build makes (index.html, ib/index.html), as config/routes names them. */
const views = ['cp', 'ib'] as const;

/**
 * The modules (absolute paths without extension) of the widgets on the screen each portal opens on: the screen
 * of its routes' "/" (config/routes/<view>.yaml, config/screens/<view>/<screen>.yaml under configRoot). The build
 * gathers their code into two chunks (startupChunks), so a landing page asks for two files of widget code, not one
 * per widget and per helper they share. The files are read as they are: `portal config check` validates them.
 */
export function landingWidgetModules(configRoot: string, registryFile: string): string[] {
  const modules = widgetModulePaths(registryFile);
  const landing = new Set<string>();
  for (const view of views) {
    const routesFile = join(configRoot, 'config', 'routes', `${view}.yaml`);
    const screen = (parse(readFileSync(routesFile, 'utf8')) as RoutesFile).routes.find((route) => route.path === '/')?.screen;
    if (!screen) throw new Error(`${routesFile}: no route "/" with a screen, the page the ${view} portal opens on`);
    const screenFile = join(configRoot, 'config', 'screens', view, `${screen}.yaml`);
    for (const { kind } of (parse(readFileSync(screenFile, 'utf8')) as ScreenFile).widgets) {
      const module = modules.get(kind);
      if (!module) throw new Error(`${screenFile}: widget kind "${kind}" is not in ${registryFile}`);
      landing.add(module);
    }
  }
  return [...landing];
}
