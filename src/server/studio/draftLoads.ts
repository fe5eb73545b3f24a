import { createHash } from 'node:crypto';
import { loadPortalConfig, loadSchemaRegistry, type PortalConfigLoad, type ReadFiles, type SchemaRegistry } from '../../../engine/config';
import { directoryConfigSource } from '../../../engine/config/node';
import { allRegistries } from '../../registries';
import { overlaySource, type DraftFiles } from './studioConfig';

const kept = 8;

/**
 * `config check` of drafts (engine/config loadPortalConfig, the one checker), remembered by content:
 * the check after an edit and the preview's composition of the same draft share one load, the
 * schemas (which drafts never change) are compiled once, and files a draft leaves alone are read
 * once. Disk changes (a save, hot reload) clear all three.
 * It runs inside the draft-check worker (draftCheckWorker.ts), never on the server's event loop.
 */
export function createDraftLoads(root: string) {
  const cache = new Map<string, PortalConfigLoad>();
  let schemas: SchemaRegistry | undefined;
  // A draft changes a file or two: the others are not parsed and schema-checked again.
  const readFiles: ReadFiles = new Map();
  return {
    load(files: DraftFiles): PortalConfigLoad {
      const key = createHash('sha256')
        .update(JSON.stringify(Object.entries(files).sort()))
        .digest('hex');
      let load = cache.get(key);
      if (!load) {
        schemas ??= loadSchemaRegistry(directoryConfigSource(root)).registry;
        load = loadPortalConfig(overlaySource(root, files), allRegistries(), schemas, readFiles);
        cache.set(key, load);
        if (cache.size > kept) cache.delete(cache.keys().next().value as string);
      }
      return load;
    },
    clear: () => {
      cache.clear();
      readFiles.clear();
      schemas = undefined;
    },
  };
}
