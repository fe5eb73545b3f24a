import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasUnsafeMarkup } from '../../engine/http';
import { isPersonName, personNamePattern } from '../../engine/text';
import { pay } from '../helpers/funds';
import { cp, personalInfo } from '../helpers/kyc';
import { envelope, testServer, type TestServer } from '../helpers/server';
import { cloneUser } from '../../src/server/users/cloneUser';

let s: TestServer;
let xtoken: string;
beforeAll(async () => {
  s = await testServer();
  xtoken = await s.signIn('trader@demo.test');
});
afterAll(async () => s.app.close());

const spec = 'Unauthorized symbols detected. Please remove them and try again.';

/** Markup an attacker types into text fields: tags, handlers, script URLs, every encoding of them. */
const markupVectors = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '<svg/onload=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<a href="javascript:alert(1)">x</a>',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  'jav&#x09;ascript:alert(1)',
  'javascript&colon;alert(1)',
  'vbscript:msgbox(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
  '&#60;script&#62;alert(1)&#60;/script&#62;',
  '&#x3C;img src=x onerror=alert(1)&#x3E;',
  '&#0000060;svg onload=alert(1)>',
  '%3Cscript%3Ealert(1)%3C/script%3E',
  '%253Cscript%253E',
  '&amp;lt;script&amp;gt;',
  '\\u003cscript\\u003ealert(1)',
  '\\x3cimg src=x onerror=alert(1)\\x3e',
  '＜script＞alert(1)＜/script＞',
  '"><script>alert(1)</script>',
  "' onmouseover='alert(1)",
  '" autofocus onfocus="alert(1)',
  'x onerror=alert(1)',
  '<body onload=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '</textarea><script>alert(1)</script>',
  '<object data="data:text/html,<script>alert(1)</script>">',
  '<style>@import "http://evil.example/x.css";</style>',
  '{{constructor.constructor("alert(1)")()}}',
  '<%= 7*7 %>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
];

/** Ordinary text with "=", "&", "%", quotes and brackets that is not markup. */
const plainTexts = [
  'Trade online = trade smart',
  '1 + 1 = 2',
  'x=y',
  'AT&T',
  'Fish & Chips',
  '50% off',
  "O'Brien's account",
  'Level 3 (Suite 4)',
  'a > b',
  'email: me@example.com',
  'Price: $100 = €92',
  'Online banking',
];

/** Real names with combining marks and non-Latin scripts. */
const multilingualNames = [
  'สมชาย ใจดี', // Thai
  'สุนิสา วงศ์ทอง', // Thai with tone marks
  'សុខ សុភា', // Khmer
  'ចាន់ ដារ៉ា', // Khmer with a sign
  'अमित कुमार', // Hindi
  'प्रिया शर्मा', // Hindi with virama
  'Zoë Saldaña'.normalize('NFD'),
  'Zoë Saldaña',
  'Nguyễn Văn An'.normalize('NFD'),
  'José Ñúñez',
  "Jean-Luc O'Neil",
  'Søren Kierkegaard',
  'Иван Петров',
  'محمد علي',
  '李小龍',
  'マイケル・ジャクソン',
  'Dr. Ana María',
];

function multipart(fields: Record<string, string>, files: { field: string; filename: string; data: Buffer }[] = []) {
  const boundary = '----security-input';
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  for (const f of files)
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.filename}"\r\nContent-Type: image/png\r\n\r\n`),
      f.data,
      Buffer.from('\r\n'),
    );
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-token': xtoken } };
}
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const photos = [
  { field: 'front', filename: 'front.png', data: png },
  { field: 'back', filename: 'back.png', data: png },
];
const addCard = async (holder: string) =>
  envelope<{ field?: string; holder?: string }>(
    await s.app.inject({ method: 'POST', url: `${pay}payment/info/addCard`, ...multipart({ holder, number: '4111 1111 1111 1111', expiry: '12/29' }, photos) }),
  );

describe('the unsafe-markup guard', () => {
  it.each(markupVectors)('attack: %s in a JSON text field -> 423 with the spec message', async (vector) => {
    const body = envelope(await s.post('/web-api/api/userProfile/setlanguage', { language: vector }, xtoken));
    expect(body.code).toBe(423);
    expect(body.msg).toBe(spec);
  });

  it.each(markupVectors)('attack: %s in a multipart text field (card holder) -> 423 with the spec message, no card stored', async (vector) => {
    const before = s.db.prepare('SELECT COUNT(*) FROM payment_cards').pluck().get();
    const body = await addCard(vector);
    expect(body.code).toBe(423);
    expect(body.data).toMatchObject({ field: 'body/holder' });
    expect(s.db.prepare('SELECT COUNT(*) FROM payment_cards').pluck().get()).toBe(before);
  });

  it('attack: markup in a KYC upload field or a file name -> 423 with the spec message', async () => {
    const upload = (fields: Record<string, string>, filename: string) =>
      s.app
        .inject({ method: 'POST', url: `${cp}identityProof/attach_new_document`, ...multipart(fields, [{ field: 'file', filename, data: png }]) })
        .then((r) => envelope(r));
    expect(await upload({ module: '4', kind: '<svg onload=alert(1)>' }, 'id.png')).toMatchObject({ code: 423, msg: spec });
    expect(await upload({ module: '4', kind: 'passport' }, '<img src=x onerror=alert(1)>.png')).toMatchObject({ code: 423, msg: spec });
  });

  it.each(plainTexts)('no false positive: "%s" is text, not markup', (text) => {
    expect(hasUnsafeMarkup(text)).toBe(false);
  });

  it('"Trade online = trade smart" passes the server guard (the field is then judged on its own rules)', async () => {
    const body = envelope(await s.post('/web-api/api/userProfile/setlanguage', { language: 'Trade online = trade smart' }, xtoken));
    expect(body.code).not.toBe(423);
  });
});

describe("one Unicode rule for people's names", () => {
  it.each(multilingualNames)('the card holder "%s" is accepted', async (name) => {
    const body = await addCard(name);
    expect(body.code).toBe(0);
    expect(body.data.holder).toBe(name);
  });

  it.each(multilingualNames)('the personal-information name "%s" passes the form rule', async (name) => {
    const email = `names-${multilingualNames.indexOf(name)}@demo.test`;
    cloneUser(s.db, 'client@demo.test', email, s.clock.now());
    const token = await s.signIn(email);
    const body = envelope(await s.post(`${cp}identityProof/verificationV2`, { ...personalInfo, name }, token));
    expect(body.code).toBe(0);
  });

  it('the personal-information form carries the same name rule as the server (one rule, not two)', () => {
    const form = s.app.portalContext.config().forms.kycPersonalInfo!.schema as { properties: { name: { pattern: string } } };
    expect(form.properties.name.pattern).toBe(personNamePattern);
  });

  it('names with digits, markup characters or nothing but marks are refused by the same rule', () => {
    for (const bad of ['R2D2', 'a', '\u0308Zoe', 'Tay<lor', 'x'.repeat(101), 'Name; DROP']) expect(isPersonName(bad), bad).toBe(false);
    for (const good of multilingualNames) expect(isPersonName(good), good).toBe(true);
  });
});
