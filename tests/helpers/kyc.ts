import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../../src/cli/projectRoot';
import { envelope, type TestServer } from './server';

export const cp = '/web-api/cp/api/';
export const web = '/web-api/api/';

/** A file of tests/fixtures. */
export const fixture = (name: string) => readFileSync(join(projectRoot, 'tests', 'fixtures', name));

/** A multipart/form-data body with text fields and files, as a browser sends an upload. */
export function multipart(fields: Record<string, string>, files: { name: string; data: Buffer; type?: string }[]) {
  const boundary = `----portal${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Uploads documents for a module; the envelope. */
export async function uploadDocument(s: TestServer, token: string, module: number, kind: string, files: { name: string; data: Buffer }[]) {
  return postMultipart(s, token, 'identityProof/attach_new_document', { module: String(module), kind }, files);
}

/** Uploads an advanced (IBT) proof by document type (poi 12, poa 11) through identityProof/verificationIbt. */
export async function uploadAdvancedProof(s: TestServer, token: string, documentType: number, kind: string, files: { name: string; data: Buffer }[]) {
  return postMultipart(s, token, 'identityProof/verificationIbt', { documentType: String(documentType), kind }, files);
}

async function postMultipart(s: TestServer, token: string, path: string, fields: Record<string, string>, files: { name: string; data: Buffer }[]) {
  const body = multipart(fields, files);
  const res = await s.app.inject({ method: 'POST', url: `${cp}${path}`, payload: body.payload, headers: { ...body.headers, 'x-token': token } });
  return { status: res.statusCode, ...envelope<Record<string, unknown>>(res) };
}

/** The newest code in a user's outbox. */
export function lastCode(s: TestServer, address: string): string {
  const body = s.db.prepare('SELECT body FROM outbox WHERE address = ? ORDER BY id DESC LIMIT 1').pluck().get(address) as string;
  return /(\d{6})/.exec(body)?.[1] ?? '';
}

/** A solved captcha of the local provider (an SMS code needs one first, config/security.yaml captcha.beforeSms). */
export function solvedCaptcha(s: TestServer): string {
  const challenge = s.app.portalContext.captcha.challenge();
  return s.app.portalContext.captcha.verify(challenge.id, String(challenge.a + challenge.b));
}

/** Verifies the e-mail (1) or phone (2) module with the code the server sent. */
export async function verifyByCode(s: TestServer, token: string, module: 1 | 2, address: string) {
  const send = module === 1 ? 'mfa/sendEmailVerificationCode' : 'mfa/sendSmsVerificationCode';
  const body = module === 1 ? { purpose: 'verifyEmail' } : { purpose: 'verifyPhone', captchaToken: solvedCaptcha(s) };
  const sent = envelope<{ transactionId: string }>(await s.post(`${web}${send}`, body, token));
  return envelope<{ module: number; status: number }>(
    await s.post(`${cp}kyc/verifyCode`, { module, transactionId: sent.data.transactionId, code: lastCode(s, address) }, token),
  );
}

export const personalInfo = {
  title: 'ms',
  name: 'Casey Client',
  dateBirth: '1990-05-14',
  nationality: 3512,
  countryId: 3512,
  state: 'Victoria',
  suburb: 'Melbourne',
  streetAddress: '1 Collins Street',
  postcode: '3000',
  phoneCode: '+61',
  phone: '412555001',
};

export const answers = {
  employmentStatus: 'employed',
  industry: 'technology',
  occupation: 'Engineer',
  averageIncome: 'from25kTo100k',
  savingsInvestment: 'under25k',
  sourceOfFunds: 'salary',
  tradingExperience: 'underOneYear',
  leverageUnderstood: 'yes',
};

/** A module's stored status code. */
export const moduleStatus = (s: TestServer, email: string, module: number) =>
  s.db.prepare('SELECT m.status FROM kyc_modules m JOIN users u ON u.id = m.user_id WHERE u.email = ? AND m.module_code = ?').pluck().get(email, module) as
    number | undefined;
