import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pay } from '../helpers/funds';
import { multipart, tinyPng } from '../helpers/multipart';
import { envelope, testServer, type TestServer } from '../helpers/server';

let s: TestServer;
let xtoken: string;
beforeAll(async () => {
  s = await testServer();
  xtoken = await s.signIn('trader@demo.test');
});
afterAll(async () => s.app.close());

const png = tinyPng;
const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]), Buffer.alloc(64)]);

const card = { holder: 'Taylor Trader', number: '4111 1111 1111 1111', expiry: '12/29' };
const photos = [
  { field: 'front', filename: 'front.png', type: 'image/png', data: png },
  { field: 'back', filename: 'back.jpg', type: 'image/jpeg', data: jpeg },
];
const add = (fields: Record<string, string>, files = photos) =>
  s.app.inject({ method: 'POST', url: `${pay}payment/info/addCard`, ...multipart(fields, files, xtoken) }).then((r) => envelope<Record<string, unknown>>(r));
const list = async () => envelope<{ cards: { id: number; last4: string }[] }>(await s.post(`${pay}payment/info/getPaymentInfoList`, {}, xtoken)).data.cards;

describe('payment cards: list, add with photos, delete', () => {
  it('adds a card with a photo of each side; only the last four digits are kept', async () => {
    const res = await add(card);
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({ holder: 'Taylor Trader', brand: 'visa', last4: '1111', expiry: '12/29', photos: ['front', 'back'] });
    expect(JSON.stringify(s.db.prepare('SELECT * FROM payment_cards').all())).not.toContain('4111111111111111');
    expect((await list()).map((c) => c.last4)).toEqual(['1111']);
    const one = envelope(await s.post(`${pay}payment/info/getInfo?kind=card&bankAccountInfoId=${res.data.id}`, {}, xtoken));
    expect(one.data).toMatchObject({ last4: '1111' });
  });

  it('refuses a photo whose content is not an image or PDF, whatever its name says; and a missing side', async () => {
    const fake = await add(card, [photos[0]!, { field: 'back', filename: 'back.png', type: 'image/png', data: Buffer.from('not really a picture at all') }]);
    expect(fake).toMatchObject({ code: 405, data: { field: 'back' } });
    expect((await add(card, [photos[0]!])).code).toBe(405);
  });

  it.each([
    ['a number failing the check digit', { number: '4111 1111 1111 1112' }, 'number'],
    ['an expired card', { expiry: '01/20' }, 'expiry'],
    ['a holder with digits (markup gets the unsafe-markup answer: security-input.test.ts)', { holder: 'Tay1or' }, 'holder'],
  ])('refuses %s (VALIDATION_FAILED naming the field)', async (_name, change, field) => {
    const res = await add({ ...card, ...change });
    expect(res).toMatchObject({ code: 421, data: { field } });
  });

  it('deletes a card (its photos erased); another id is not found', async () => {
    const [first] = await list();
    const res = envelope(await s.post(`${pay}payment/info/deleteBankAccountInfo?kind=card&bankAccountInfoId=${first!.id}`, {}, xtoken));
    expect(res.data).toEqual({ id: first!.id, kind: 'card', deleted: true });
    expect(await list()).toEqual([]);
    expect(s.db.prepare('SELECT COUNT(*) FROM payment_card_photos WHERE card_id = ?').pluck().get(first!.id)).toBe(0);
    expect(envelope(await s.post(`${pay}payment/info/deleteBankAccountInfo?kind=card&bankAccountInfoId=${first!.id}`, {}, xtoken)).code).toBe(406);
  });
});
