import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../db/openDatabase';

/**
 * Uploaded documents reach their final name only once the database holds them: each is written as
 * "<name>.part" inside the transaction and renamed after the commit. A crash in between leaves
 * .part files, which the next start finishes (the row exists) or removes (it does not).
 */
const partSuffix = '.part';
/** The server-generated names of stored documents (uuid.extension); nothing else in the directory is touched. */
const storedName = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]{1,5}$/;

export function writePending(dir: string, fileName: string, data: Buffer): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, fileName + partSuffix), data, { flag: 'wx' });
}

export function commitPending(dir: string, fileNames: readonly string[]): void {
  for (const name of fileNames) renameSync(join(dir, name + partSuffix), join(dir, name));
}

export function discardPending(dir: string, fileNames: readonly string[]): void {
  for (const name of fileNames) rmSync(join(dir, name + partSuffix), { force: true });
}

/**
 * At start: finishes or removes the .part files a crash left. Final files are left alone: several
 * databases (the demo one, an end-to-end one) may share the directory, so "no row here" proves nothing.
 */
export function sweepUploads(db: Db, dir: string): { finished: number; removed: number } {
  if (!existsSync(dir)) return { finished: 0, removed: 0 };
  const known = db.prepare('SELECT 1 FROM kyc_documents WHERE file_name = ?').pluck();
  let finished = 0;
  let removed = 0;
  for (const entry of readdirSync(dir)) {
    const name = entry.endsWith(partSuffix) ? entry.slice(0, -partSuffix.length) : undefined;
    if (!name || !storedName.test(name)) continue;
    if (known.get(name) && !existsSync(join(dir, name))) {
      renameSync(join(dir, entry), join(dir, name));
      finished++;
    } else {
      rmSync(join(dir, entry), { force: true });
      removed++;
    }
  }
  return { finished, removed };
}
