import { join } from 'node:path';
import { projectRoot } from './projectRoot';

/** PORTAL_DB, else ./data/portal.db of the project. */
export function defaultDbFile(): string {
  return process.env.PORTAL_DB ?? join(projectRoot, 'data', 'portal.db');
}

export const portalDistDir = join(projectRoot, 'dist', 'portal');
