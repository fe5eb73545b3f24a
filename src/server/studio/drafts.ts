import type { Clock } from '../clock';
import type { Db } from '../db/openDatabase';
import { newToken } from '../auth/tokens';
import type { DraftFiles } from './studioConfig';

export interface DraftStore {
  create(staffId: number, files: DraftFiles): string;
  /** Replaces the files of a draft the staff member owns; false when there is no such draft. */
  update(id: string, staffId: number, files: DraftFiles): boolean;
  /** The files of a draft, only for the staff member who made it. */
  get(id: string, staffId: number): DraftFiles | undefined;
}

/** Unsaved studio edits, kept on the server so the preview can render them; a draft's id is useless without its owner's staff session. */
export function createDraftStore(db: Db, clock: Clock): DraftStore {
  return {
    create(staffId, files) {
      const id = newToken();
      db.prepare('INSERT INTO studio_drafts (id, staff_id, files, updated_at) VALUES (?, ?, ?, ?)').run(id, staffId, JSON.stringify(files), clock.now());
      return id;
    },
    update(id, staffId, files) {
      return (
        db.prepare('UPDATE studio_drafts SET files = ?, updated_at = ? WHERE id = ? AND staff_id = ?').run(JSON.stringify(files), clock.now(), id, staffId)
          .changes === 1
      );
    },
    get(id, staffId) {
      const files = db.prepare('SELECT files FROM studio_drafts WHERE id = ? AND staff_id = ?').pluck().get(id, staffId) as string | undefined;
      return files === undefined ? undefined : (JSON.parse(files) as DraftFiles);
    },
  };
}
