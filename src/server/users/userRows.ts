import type { Db } from '../db/openDatabase';
import type { UserRecord } from './userRecord';

export function userByEmail(db: Db, email: string): UserRecord | undefined {
  return db.prepare('SELECT * FROM users WHERE email = ?').get(email) as UserRecord | undefined;
}

export function userById(db: Db, id: number): UserRecord | undefined {
  return db.prepare('SELECT * FROM users WHERE id = ?').get(id) as UserRecord | undefined;
}
