import { formatProblem, type PortalConfig, type PortalConfigLoad } from '../../engine/config';
import { UsageError, requireOneOf } from './args';
import { loadConfigAt } from './loadConfig';

export const brandAndRegulatorOptions = {
  brand: { type: 'string' },
  regulator: { type: 'string' },
} as const;

/** The checked config, or a failure listing every problem (commands other than check need valid config). */
export function configOrFail(): PortalConfigLoad {
  const load = loadConfigAt();
  if (!load.ok || !load.tree) {
    throw Object.assign(new Error(`config is invalid:\n${load.problems.map(formatProblem).join('\n')}`), { exitCode: 1 });
  }
  return load;
}

/** Composes --brand (default: the portal's default brand) under --regulator (default: the brand's). */
export function composeFor(load: PortalConfigLoad, opts: { brand?: string | undefined; regulator?: string | undefined }, command: string): PortalConfig {
  const tree = load.tree;
  if (!tree) throw new UsageError('config is invalid');
  const brand = requireOneOf(opts.brand ?? load.defaultBrand, [...tree.brands.keys()], 'brand', command);
  const regulator = requireOneOf(opts.regulator ?? tree.brands.get(brand)?.data.defaultRegulator, [...tree.regulators.keys()], 'regulator', command);
  return load.compose(brand, regulator);
}
