import type { ConfigTree, Loaded } from '../configTree';
import { pointerOf } from '../pointer';
import type { ConfigProblem, ProblemCode } from '../problem';

/** Names registered in code that config may refer to. */
export interface ImplementationRegistries {
  /** Guard-pipeline and route-entry steps (engine/routing). */
  routeSteps: readonly string[];
  /** Screen widget kinds (the portal's widget registry). */
  widgets: readonly string[];
  /** RJSF widget names forms may use (ui:widget): RJSF's own and the portal's. */
  formWidgets: readonly string[];
  /** KYC machine guards, actions and context factories (engine/kyc). */
  kycGuards: readonly string[];
  kycActions: readonly string[];
  kycContextFactories: readonly string[];
  /** Enumeration names the code reads (engine/catalog). */
  enumerations: readonly string[];
  /** Server code names the reference server answers with (config/catalog/error-codes.yaml serverCodes). */
  serverCodes: readonly string[];
  /** Policy names code evaluates (config/policies.yaml). */
  policies: readonly string[];
  /** Step-up action names the server enforces (config/security.yaml stepUp). */
  stepUpActions: readonly string[];
  /** Icon names of menu items and action buttons (the portal's icon registry); "<name>Active" names the same icon. */
  menuIcons: readonly string[];
}

export interface CheckContext {
  tree: ConfigTree;
  registries: ImplementationRegistries;
  fileExists(path: string): boolean;
  report(loaded: Loaded<unknown>, path: readonly (string | number)[], code: ProblemCode, message: string): void;
}

export type ConfigCheck = (ctx: CheckContext) => void;

export function collectingContext(
  tree: ConfigTree,
  registries: ImplementationRegistries,
  fileExists: (path: string) => boolean,
): { ctx: CheckContext; problems: ConfigProblem[] } {
  const problems: ConfigProblem[] = [];
  const ctx: CheckContext = {
    tree,
    registries,
    fileExists,
    report(loaded, path, code, message) {
      const pointer = pointerOf(path);
      const { line, column } = loaded.file.locate(pointer);
      problems.push({ file: loaded.file.path, line, column, pointer, code, message });
    },
  };
  return { ctx, problems };
}

/** Every loaded file of the tree, singles and maps alike. */
export function allFiles(tree: ConfigTree): Loaded<unknown>[] {
  return Object.entries(tree)
    .filter(([kind]) => kind !== 'invalid')
    .flatMap(([, entry]) => (entry instanceof Map ? [...(entry as Map<string, Loaded<unknown>>).values()] : [entry as Loaded<unknown>]));
}

/** Reports each duplicate of a key in a list, pointing at the second and later entries. */
export function reportDuplicates<T>(
  ctx: CheckContext,
  loaded: Loaded<unknown>,
  items: readonly T[],
  keyOf: (item: T) => string | number,
  pathOf: (index: number) => (string | number)[],
  what: string,
): void {
  const seen = new Map<string | number, number>();
  items.forEach((item, index) => {
    const key = keyOf(item);
    const first = seen.get(key);
    if (first === undefined) seen.set(key, index);
    else {
      // Where the first one is, as the file shows it (line and pointer): an index into a flattened list said nothing.
      const firstPointer = pointerOf(pathOf(first));
      const { line } = loaded.file.locate(firstPointer);
      ctx.report(loaded, pathOf(index), 'CONFIG_DUPLICATE_ID', `${what} "${key}" is also at line ${line} (${firstPointer})`);
    }
  });
}

/** A readable list of valid values; long lists are cut so a message stays one line. */
export function quoteList(values: Iterable<string | number>, max = 12): string {
  const all = [...values].map((v) => String(v));
  return all.length > max ? `${all.slice(0, max).join(', ')}, ... ${all.length - max} more` : all.join(', ');
}
