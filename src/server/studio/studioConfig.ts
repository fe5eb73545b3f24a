import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { configKinds, type ConfigSource } from '../../../engine/config';
import { directoryConfigSource } from '../../../engine/config/node';

/** A config file as the studio lists it: its path, its kind and the schema that validates it. */
export interface StudioFile {
  path: string;
  kind: string;
  schema: string;
}

/** Unsaved files, path -> text, laid over the files on disk. */
export type DraftFiles = Record<string, string>;

export const hashText = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

/** The config files under root the studio can open: every file a config kind claims (engine/config/kinds.ts). */
export function listStudioFiles(root: string): StudioFile[] {
  return directoryConfigSource(root)
    .listFiles()
    .flatMap((path) => {
      const kind = configKinds.find((k) => k.pattern.test(path));
      return kind ? [{ path, kind: kind.kind, schema: kind.schema }] : [];
    });
}

/** The kind a path would have (for drafts of new files: a copied regulator or brand). */
export const kindOfPath = (path: string) => configKinds.find((k) => k.pattern.test(path));

/** The files on disk with a draft laid over them. */
export function overlaySource(root: string, files: DraftFiles): ConfigSource {
  const disk = directoryConfigSource(root);
  return {
    description: `${disk.description} + draft`,
    listFiles: () => [...new Set([...disk.listFiles(), ...Object.keys(files)])].sort(),
    readText: (path) => files[path] ?? disk.readText(path),
    exists: (path) => path in files || disk.exists(path),
  };
}

/** Writes a config file in place (the watcher and the save both reload right after). */
export function writeConfigFile(root: string, path: string, text: string): void {
  writeFileSync(join(root, path), text);
}
