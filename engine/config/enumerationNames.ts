import { forEachCondition, forEachFactTest } from '../predicates';
import { allFiles } from './checks/checkContext';
import type { ConfigTree, Loaded } from './configTree';
import { pointerOf } from './pointer';
import type { ConfigProblem } from './problem';
import type { KycFlowFile } from './schemaTypes';

type Path = (string | number)[];

/** Facts of conditions whose values are names of an enumeration of config/catalog/enumerations.yaml. */
const namedFacts: Readonly<Record<string, string>> = { userType: 'userType', permission: 'subUserPermission' };

/**
 * Config names enumeration values ("individualIb", "rejected"); code compares the codes the server
 * sends (5, 2). This maps every name to its code once, at load, in place, so everything after the
 * loader sees codes; a name the enumeration does not have is a problem naming the valid ones.
 */
export function mapEnumerationNames(tree: ConfigTree): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  const enumerations = tree.enumerations.data.enumerations;
  // Where the schema types a field as a name, it has already reported anything else (a number, say).
  const mapper =
    (loaded: Loaded<unknown>, schemaTyped = true) =>
    (value: unknown, enumeration: string, path: Path): unknown => {
      const definition = enumerations[enumeration];
      const values = definition ? [...definition.values, ...(definition.fallback ? [definition.fallback] : [])] : [];
      const mapOne = (name: unknown, at: Path) => {
        const found = typeof name === 'string' ? values.find((v) => v.name === name) : undefined;
        if (found) return found.code;
        if (schemaTyped && typeof name !== 'string') return name;
        const pointer = pointerOf(at);
        const { line, column } = loaded.file.locate(pointer);
        const message = definition
          ? `${JSON.stringify(name)} is not a ${enumeration} name (names: ${values.map((v) => v.name).join(', ')})`
          : `no enumeration "${enumeration}" in config/catalog/enumerations.yaml (known: ${Object.keys(enumerations).join(', ')})`;
        problems.push({ file: loaded.file.path, line, column, pointer, code: 'CONFIG_UNKNOWN_CODE', message });
        return name;
      };
      return Array.isArray(value) ? value.map((v, i) => mapOne(v, [...path, i])) : mapOne(value, path);
    };

  for (const loaded of allFiles(tree)) {
    const map = mapper(loaded);
    forEachCondition(loaded.data, (predicate, base) =>
      forEachFactTest(predicate, (fact, value, path) => {
        const enumeration = namedFacts[fact];
        if (!enumeration) return;
        const test = path
          .slice(0, -1)
          .reduce<Record<string, unknown>>((node, key) => node[key] as Record<string, unknown>, predicate as unknown as Record<string, unknown>);
        test[fact] = map(value, enumeration, [...base, ...path]);
      }),
    );
  }
  for (const loaded of tree.kycFlows.values()) mapFlow(loaded, mapper(loaded, false));
  const mapLevels = mapper(tree.kycLevels);
  tree.kycLevels.data.levels.forEach((level, i) => {
    level.modules = mapLevels(level.modules, 'kycModule', ['levels', i, 'modules']) as number[];
    level.grants.forEach(
      (grant, j) => (grant.permission = mapLevels(grant.permission, 'functionPermission', ['levels', i, 'grants', j, 'permission']) as number),
    );
  });
  return problems;
}

/** A flow's namedParams say which guard/action parameters and meta keys hold names, and of which enumeration. */
function mapFlow(loaded: Loaded<KycFlowFile>, map: (value: unknown, enumeration: string, path: Path) => unknown): void {
  const named = loaded.data.namedParams ?? {};
  const visit = (node: unknown, path: Path): void => {
    if (Array.isArray(node)) return node.forEach((item, i) => visit(item, [...path, i]));
    if (!node || typeof node !== 'object') return;
    for (const [key, child] of Object.entries(node as Record<string, unknown>)) {
      if ((key === 'params' || key === 'meta') && child && typeof child === 'object') {
        const holder = child as Record<string, unknown>;
        for (const [param, value] of Object.entries(holder)) {
          const enumeration = named[param];
          if (enumeration) holder[param] = map(value, enumeration, [...path, key, param]);
        }
      } else {
        visit(child, [...path, key]);
      }
    }
  };
  visit(loaded.data.states, ['states']);
}
