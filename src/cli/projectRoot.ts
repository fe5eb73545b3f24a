import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The package's own directory: config/, brands/, regulators/ and schemas/ live here. */
export const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
