import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope, testServer, type TestServer } from '../helpers/server';
import { cp, fixture, moduleStatus, uploadAdvancedProof, uploadDocument, web } from '../helpers/kyc';

let s: TestServer;
let token: string;
const email = 'client@demo.test';
const bo = '/web-api/bo/api/';
const staff = { 'x-staff-token': 'demo-staff-token-change-me' };
const stored = () => ({ files: readdirSync(s.uploadDir), rows: s.db.prepare('SELECT COUNT(*) FROM kyc_documents').pluck().get() as number });

beforeAll(async () => {
  s = await testServer();
  token = await s.signIn(email);
});
afterAll(async () => s.app.close());

describe('document uploads (POI, POA, advanced, proof of funds)', () => {
  it('refuses a script renamed .jpg by its content (454), an oversized file (453) and an empty file (452); nothing is stored', async () => {
    const script = await uploadDocument(s, token, 4, 'passport', [{ name: 'passport.jpg', data: fixture('script-renamed.jpg') }]);
    expect(script).toMatchObject({ status: 415, code: 454 });
    expect(script.msg).toContain('"passport.jpg" is not a JPG, PNG, PDF file by its content');
    const huge = await uploadDocument(s, token, 4, 'passport', [
      { name: 'huge.jpg', data: Buffer.concat([fixture('passport.jpg'), Buffer.alloc(5 * 1024 * 1024)]) },
    ]);
    expect(huge).toMatchObject({ status: 413, code: 453, data: { maxBytes: 5 * 1024 * 1024 } });
    const empty = await uploadDocument(s, token, 4, 'passport', [{ name: 'empty.jpg', data: Buffer.alloc(0) }]);
    expect(empty).toMatchObject({ status: 400, code: 452 });
    expect(stored()).toEqual({ files: [], rows: 0 });
    expect(moduleStatus(s, email, 4)).toBeUndefined();
  });

  it('refuses a module without documents, a kind the module does not take, no file, too many files and a body that is not multipart (455)', async () => {
    const jpeg = { name: 'id.jpg', data: fixture('passport.jpg') };
    expect((await uploadDocument(s, token, 3, 'passport', [jpeg])).code).toBe(455);
    expect((await uploadDocument(s, token, 4, 'utilityBill', [jpeg])).msg).toContain('Choose the kind of document: passport, idCard, driverLicence');
    expect((await uploadDocument(s, token, 4, 'passport', [])).code).toBe(455);
    expect((await uploadDocument(s, token, 4, 'idCard', [jpeg, jpeg, jpeg])).msg).toContain('At most 2 files');
    expect(envelope(await s.post(`${cp}identityProof/attach_new_document`, { module: 4 }, token)).code).toBe(455);
    expect(stored()).toEqual({ files: [], rows: 0 });
  });

  it('stores an accepted document under a server-generated name, byte for byte, and puts the module under review', async () => {
    const res = await uploadDocument(s, token, 4, 'idCard', [
      { name: '../../etc/front.jpg', data: fixture('passport.jpg') },
      { name: 'back.png', data: fixture('utility-bill.png') },
    ]);
    expect(res).toMatchObject({ code: 0, data: { module: 4, status: 1 } });
    const files = (res.data as { files: { fileName: string; mime: string }[] }).files;
    expect(files.map((f) => f.mime)).toEqual(['image/jpeg', 'image/png']);
    for (const f of files) expect(f.fileName).toMatch(/^[0-9a-f-]{36}\.(jpg|png)$/);
    expect(readFileSync(join(s.uploadDir, files[0]!.fileName))).toEqual(fixture('passport.jpg'));
    expect(stored().files.sort()).toEqual(files.map((f) => f.fileName).sort());
    expect(moduleStatus(s, email, 4)).toBe(1);
  });

  it('a module under review cannot be submitted again (451), and nothing more is stored', async () => {
    const again = await uploadDocument(s, token, 4, 'passport', [{ name: 'p.jpg', data: fixture('passport.jpg') }]);
    expect(again).toMatchObject({ status: 409, code: 451 });
    expect(again.msg).toBe('Module 4 (poi) is underReview: submit is not possible now.');
    expect(stored().files).toHaveLength(2);
  });

  it('the last proofs list each document module with its status, kind and files; profile/info/proof says what is pending', async () => {
    await uploadDocument(s, token, 5, 'bankStatement', [{ name: 'statement.pdf', data: fixture('bank-statement.pdf') }]);
    const proofs = envelope<{ module: number; status: number; kind: string | null; files: unknown[] }[]>(
      await s.get(`${cp}identityProof/getAllLastProof`, token),
    ).data;
    expect(proofs.map((p) => p.module)).toEqual([4, 5, 7, 8, 9]);
    expect(proofs[0]).toMatchObject({ module: 4, documentType: 12, category: 1, status: 1, kind: 'idCard' });
    expect(proofs[0]!.files).toHaveLength(2);
    expect(envelope(await s.get(`${cp}identityProof/getAddressProofAndBankInfor`, token)).data).toMatchObject({
      addressProofs: [{ module: 5, kind: 'bankStatement' }, { module: 8 }],
      bankInfos: [],
    });
    expect(envelope(await s.post(`${cp}profile/info/proof`, {}, token)).data).toMatchObject({
      identityProofStatus: { requireIDProof: false, pendingIDProofApproval: true, requireAddressProof: false, pendingAddressProofApproval: true },
      poiAuditStatus: 0,
      poaAuditStatus: 0,
      ibtPoiAuditStatus: -1,
    });
  });
});

describe('staff review (back-office API behind the staff token)', () => {
  it('refuses a missing or wrong staff token (460)', async () => {
    expect(envelope(await s.post(`${bo}kyc/review`, { email, module: 4, decision: 'approve' })).code).toBe(460);
    expect(envelope(await s.post(`${bo}kyc/review`, { email, module: 4, decision: 'approve' }, undefined, { 'x-staff-token': 'guess' })).code).toBe(460);
  });

  it('lists what waits for staff, approves a module (verified) and rejects one with the reason the user sees', async () => {
    const queue = envelope<{ email: string; module: number }[]>(await s.get(`${bo}kyc/queue`, undefined, staff)).data;
    expect(queue.filter((q) => q.email === email).map((q) => q.module)).toEqual([4, 5]);
    expect(envelope(await s.post(`${bo}kyc/review`, { email, module: 4, decision: 'approve' }, undefined, staff)).data).toMatchObject({
      module: 4,
      from: 1,
      to: 0,
      statusName: 'verified',
    });
    expect(
      envelope(await s.post(`${bo}kyc/review`, { email, module: 5, decision: 'reject', reason: 'The statement is older than three months' }, undefined, staff))
        .data,
    ).toMatchObject({ to: 2, statusName: 'rejected' });
    const result = envelope<{ modules: { code: number; status: number; reason: string | null }[] }>(
      await s.post(`${cp}profile/queryVerificationResult`, {}, token),
    ).data;
    expect(result.modules.find((m) => m.code === 5)).toEqual({ code: 5, status: 2, reason: 'The statement is older than three months' });
  });

  it('a decision on a module that is not waiting for staff is refused (451); an unknown user is 444', async () => {
    expect(envelope(await s.post(`${bo}kyc/review`, { email, module: 4, decision: 'reject' }, undefined, staff)).code).toBe(451);
    expect(envelope(await s.post(`${bo}kyc/review`, { email: 'nobody@demo.test', module: 4, decision: 'approve' }, undefined, staff)).code).toBe(444);
  });

  it('a rejected module can be resubmitted: it goes under review again and the reason is cleared', async () => {
    const res = await uploadDocument(s, token, 5, 'utilityBill', [{ name: 'bill.png', data: fixture('utility-bill.png') }]);
    expect(res).toMatchObject({ code: 0, data: { module: 5, status: 1 } });
    const proofs = envelope<{ module: number; status: number; reason: string | null; kind: string }[]>(
      await s.get(`${cp}identityProof/getAllLastProof`, token),
    ).data;
    expect(proofs.find((p) => p.module === 5)).toMatchObject({ status: 1, reason: null, kind: 'utilityBill' });
    const events = s.db
      .prepare('SELECT event, actor FROM kyc_module_events WHERE module_code = 5 AND user_id = (SELECT id FROM users WHERE email = ?) ORDER BY id')
      .all(email);
    expect(events).toEqual([
      { event: 'SUBMIT', actor: 'user' },
      { event: 'REJECT', actor: 'staff:api' },
      { event: 'SUBMIT', actor: 'user' },
    ]);
  });
});

describe('advanced (IBT) proofs through identityProof/verificationIbt', () => {
  it('refuses an upload without a document type that has an advanced proof (455), storing nothing', async () => {
    const before = stored();
    const res = await uploadAdvancedProof(s, token, 27, 'bankStatement', [{ name: 'funds.pdf', data: fixture('bank-statement.pdf') }]);
    expect(res).toMatchObject({ status: 400, code: 455, data: { documentTypes: [11, 12] } });
    expect(res.msg).toBe('Say which advanced proof this is (field documentType: 11 or 12).');
    expect(stored()).toEqual(before);
  });

  it('files an advanced proof of address under module 8 with the same content checks, and the IBT audit status follows', async () => {
    const script = await uploadAdvancedProof(s, token, 11, 'utilityBill', [{ name: 'bill.jpg', data: fixture('script-renamed.jpg') }]);
    expect(script).toMatchObject({ status: 415, code: 454 });
    const res = await uploadAdvancedProof(s, token, 11, 'utilityBill', [{ name: 'bill.png', data: fixture('utility-bill.png') }]);
    expect(res).toMatchObject({ code: 0, data: { module: 8, status: 1 } });
    expect(moduleStatus(s, email, 8)).toBe(1);
    const ibt = envelope<{ ibtPoaAuditStatus: number; ibtPoiAuditStatus: number }>(await s.get(`${web}verificationV2/ibtGetData`, token)).data;
    expect(ibt).toMatchObject({ ibtPoaAuditStatus: 0, ibtPoiAuditStatus: -1 });
  });
});
