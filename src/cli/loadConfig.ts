import { directoryConfigSource } from '../../engine/config/node';
import { loadPortalConfig, type PortalConfigLoad } from '../../engine/config';
import { allRegistries } from '../registries';
import { projectRoot } from './projectRoot';

/** Loads and checks the config tree under root (the package by default) with every registered name. */
export function loadConfigAt(root: string = projectRoot): PortalConfigLoad {
  return loadPortalConfig(directoryConfigSource(root), allRegistries());
}
