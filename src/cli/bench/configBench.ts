import { loadPortalConfig, loadSchemaRegistry } from '../../../engine/config';
import { directoryConfigSource } from '../../../engine/config/node';
import { allRegistries } from '../../registries';
import { projectRoot } from '../projectRoot';
import { ms, repeat, time } from './measure';

/** Load, validate, cross-check and compose all brand x regulator combinations, cold then warm. */
export async function configBench(): Promise<string[]> {
  const source = directoryConfigSource(projectRoot);
  const registries = allRegistries();
  const cold = await time(() => {
    const { registry } = loadSchemaRegistry(source);
    return { registry, load: loadPortalConfig(source, registries, registry) };
  });
  const { registry, load } = cold.value;
  const combos = (load.tree?.brands.size ?? 0) * (load.tree?.regulators.size ?? 0);
  const warm = await repeat(20, () => loadPortalConfig(source, registries, registry));
  return [
    `config: load + validate + cross-check + compose ${combos} brand x regulator combinations`,
    `  cold (first in process, schemas compiled): ${ms(cold.ms)}`,
    `  warm (files re-read, compiled schemas reused), ${warm.runs} runs: median ${ms(warm.medianMs)}, p95 ${ms(warm.p95Ms)}, min ${ms(warm.minMs)}`,
  ];
}
