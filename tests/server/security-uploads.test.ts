import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sweepUploads } from '../../src/server/kyc/uploadFiles';
import { fixture, uploadDocument } from '../helpers/kyc';
import { testServer } from '../helpers/server';

describe('no orphan KYC files', () => {
  it('attack (crash mid-upload): .part files left by a crash are removed at start, or finished when their row was committed; other files are left alone', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-sweep-'));
    const s = await testServer({ server: { uploadDir: dir } });
    try {
      const token = await s.signIn('client@demo.test');
      expect((await uploadDocument(s, token, 4, 'passport', [{ name: 'passport.jpg', data: fixture('passport.jpg') }])).code).toBe(0);
      const [committed] = readdirSync(dir);
      expect(committed).toMatch(/^[0-9a-f-]{36}\.jpg$/); // renamed from .part after the commit
      // What kill -9 leaves: a file of a transaction that never committed, and one whose commit made it but not the rename.
      const uncommitted = '11111111-2222-4333-8444-555555555555.jpg';
      writeFileSync(join(dir, `${uncommitted}.part`), 'x');
      const renamedLate = committed!;
      writeFileSync(join(dir, `${renamedLate}.part`), 'x');
      rmSync(join(dir, renamedLate));
      writeFileSync(join(dir, 'notes.txt'), 'not ours');
      expect(sweepUploads(s.db, dir)).toEqual({ finished: 1, removed: 1 });
      expect(readdirSync(dir).sort()).toEqual([renamedLate, 'notes.txt'].sort());
    } finally {
      await s.app.close();
    }
  });

  it('the server sweeps its upload directory when it starts', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-sweep-'));
    writeFileSync(join(dir, '11111111-2222-4333-8444-555555555555.pdf.part'), 'x');
    const s = await testServer({ server: { uploadDir: dir } });
    await s.app.close();
    expect(existsSync(join(dir, '11111111-2222-4333-8444-555555555555.pdf.part'))).toBe(false);
  });

  it('a refused submission leaves no file, not even a .part', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-sweep-'));
    const s = await testServer({ server: { uploadDir: dir } });
    try {
      const token = await s.signIn('client@demo.test');
      await uploadDocument(s, token, 4, 'passport', [{ name: 'passport.jpg', data: fixture('passport.jpg') }]);
      const before = readdirSync(dir);
      // A second submission while the first waits for review is refused by the module's state machine.
      expect((await uploadDocument(s, token, 4, 'passport', [{ name: 'again.jpg', data: fixture('passport.jpg') }])).code).not.toBe(0);
      expect(readdirSync(dir)).toEqual(before);
    } finally {
      await s.app.close();
    }
  });
});
