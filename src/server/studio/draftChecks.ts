import { createHash } from 'node:crypto';
import type { PortalConfigLoad } from '../../../engine/config';
import { checkDraft, type DraftFiles } from './studioConfig';

const kept = 8;

/**
 * `config check` of drafts, remembered by content: the check after an edit, the preview and the
 * grid of the same draft share one load. Disk changes (a save, hot reload) clear it.
 */
export function createDraftChecks(root: string) {
  const cache = new Map<string, PortalConfigLoad>();
  return {
    check(files: DraftFiles): PortalConfigLoad {
      const key = createHash('sha256').update(JSON.stringify(Object.entries(files).sort())).digest('hex');
      let load = cache.get(key);
      if (!load) {
        load = checkDraft(root, files);
        cache.set(key, load);
        if (cache.size > kept) cache.delete(cache.keys().next().value as string);
      }
      return load;
    },
    clear: () => cache.clear(),
  };
}

export type DraftChecks = ReturnType<typeof createDraftChecks>;
