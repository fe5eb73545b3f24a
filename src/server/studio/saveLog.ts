import type { Clock } from '../clock';
import type { Db } from '../db/openDatabase';
import type { StaffUser } from './staffService';

export interface SaveRecord {
  id: number;
  staffEmail: string;
  savedAt: string;
  file: string;
  diff: string;
}

export interface SaveLog {
  record(staff: StaffUser, file: string, diff: string): SaveRecord;
  list(limit?: number): SaveRecord[];
  /** The saves as one unified patch (oldest first), each preceded by who saved it and when. */
  patch(ids?: readonly number[]): string;
}

interface SaveRow {
  id: number;
  staff_email: string;
  saved_at: number;
  file: string;
  diff: string;
}

const asRecord = (row: SaveRow): SaveRecord => ({
  id: row.id,
  staffEmail: row.staff_email,
  savedAt: new Date(row.saved_at).toISOString(),
  file: row.file,
  diff: row.diff,
});

/** The audit of studio saves: who saved which file when, with the diff; exportable as a patch (`git apply`). */
export function createSaveLog(db: Db, clock: Clock): SaveLog {
  return {
    record(staff, file, diff) {
      const at = clock.now();
      const id = Number(
        db.prepare('INSERT INTO studio_saves (staff_id, staff_email, saved_at, file, diff) VALUES (?, ?, ?, ?, ?)').run(staff.id, staff.email, at, file, diff)
          .lastInsertRowid,
      );
      return { id, staffEmail: staff.email, savedAt: new Date(at).toISOString(), file, diff };
    },
    list(limit = 200) {
      return (db.prepare('SELECT * FROM studio_saves ORDER BY id DESC LIMIT ?').all(limit) as SaveRow[]).map(asRecord);
    },
    patch(ids) {
      const rows = db.prepare('SELECT * FROM studio_saves ORDER BY id').all() as SaveRow[];
      const chosen = ids && ids.length > 0 ? rows.filter((r) => ids.includes(r.id)) : rows;
      return chosen.map((r) => `# studio save ${r.id} by ${r.staff_email} at ${new Date(r.saved_at).toISOString()}\n${r.diff}`).join('');
    },
  };
}
