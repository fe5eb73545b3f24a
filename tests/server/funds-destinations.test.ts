import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerResult } from '../../src/server/funds/deposits';
import { verifiedDestination } from '../../src/server/funds/destinations';
import { antiReuse, cloneWithFunds, emailFactor, ledgerBalance, pay } from '../helpers/funds';
import { multipart, tinyPdf, tinyPng } from '../helpers/multipart';
import { envelope, testServer, type TestServer } from '../helpers/server';

/* Issue 16 item 4: payment destinations, a verified destination per withdrawal channel, deposit instructions. */

let s: TestServer;
let email: string;
let xtoken: string;
const bo = '/web-api/bo/api/';
const staff = { 'x-staff-token': 'demo-staff-token-change-me' };

interface InfoList {
  bankAccounts: { id: number; accountNumber: string; status: string; reason: string | null; holder: string }[];
  cryptoAddresses: { id: number; asset: string; network: string; address: string; status: string }[];
  cards: { id: number; last4: string }[];
}
const infoList = async () => envelope<InfoList>(await s.post(`${pay}payment/info/getPaymentInfoList`, {}, xtoken)).data;
const numberOf = (kind: string, currency: string) =>
  s.db
    .prepare(
      'SELECT a.number FROM client_accounts a JOIN users u ON u.id = a.user_id WHERE u.email = ? AND a.kind = ? AND a.currency = ? AND a.is_demo = 0 ORDER BY a.id LIMIT 1',
    )
    .pluck()
    .get(email, kind, currency) as string;
const withdraw = async (body: Record<string, unknown>, factors?: Record<string, string>, path = 'withdrawal/applyWithdrawal', action = 'withdraw') =>
  envelope<Record<string, unknown>>(
    await s.post(`${pay}${path}`, { token: await antiReuse(s, xtoken), ...body }, xtoken, factors ?? (await emailFactor(s, xtoken, email, action))),
  );
const bank = { holder: 'Taylor Trader', bankName: 'Example Bank', accountNumber: 'GB33 BUKB 2020 1555 5555 55', swift: 'EXMPGB2L' };
const addBank = (fields: Record<string, string>, proof = { field: 'proof', filename: 'statement.pdf', type: 'application/pdf', data: tinyPdf }) =>
  s.app
    .inject({ method: 'POST', url: `${pay}payment/info/addBankAccount`, ...multipart(fields, [proof], xtoken) })
    .then((r) => envelope<InfoList['bankAccounts'][number]>(r));
const review = async (id: number, decision: string, reason?: string) =>
  envelope<{ status: string }>(
    await s.app.inject({ method: 'POST', url: `${bo}payment-info/review`, payload: { email, id, decision, ...(reason ? { reason } : {}) }, headers: staff }),
  );

beforeAll(async () => {
  s = await testServer();
  email = cloneWithFunds(s, 'trader@demo.test', 'trader+destinations@demo.test');
  xtoken = await s.signIn(email);
  // Start with no destinations: delete the bank account and address the clone inherited (deleteBankAccountInfo).
  const inherited = await infoList();
  for (const b of inherited.bankAccounts)
    expect(envelope(await s.post(`${pay}payment/info/deleteBankAccountInfo?kind=bank&bankAccountInfoId=${b.id}`, {}, xtoken)).code).toBe(0);
  for (const c of inherited.cryptoAddresses)
    expect(envelope(await s.post(`${pay}payment/info/deleteBankAccountInfo?kind=crypto&bankAccountInfoId=${c.id}`, {}, xtoken)).code).toBe(0);
});
afterAll(async () => s.app.close());

describe('bank accounts: proof, staff verification, withdrawals only to a verified one', () => {
  it('a withdrawal without a verified destination of its channel is refused BEFORE any step-up code is asked (DESTINATION_REQUIRED)', async () => {
    const res = await withdraw({ account: numberOf('trading', 'USD'), channel: 'bankTransfer', amount: '100.00' }, {});
    expect(res).toMatchObject({ code: 417, data: { destination: 'bank', channel: 'bankTransfer' } });
    expect(res.msg).toMatch(/verified bank account/);
    expect(s.db.prepare("SELECT COUNT(*) FROM outbox WHERE address = ? AND body LIKE '%code%'").pluck().get(email)).toBe(0);
  });

  it('saves a bank account with a proof (content-checked), masked, pending until staff verify it', async () => {
    const res = await addBank(bank);
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({ holder: 'Taylor Trader', accountNumber: '•••• 5555', status: 'pending', hasProof: true });
    expect(
      (await addBank(bank, { field: 'proof', filename: 'statement.pdf', type: 'application/pdf', data: Buffer.from('plain text, not a PDF') })).data,
    ).toMatchObject({ field: 'proof' });
    expect((await addBank({ ...bank, swift: 'XX' })).data).toMatchObject({ field: 'swift' });
    expect((await withdraw({ account: numberOf('trading', 'USD'), channel: 'bankTransfer', amount: '100.00' }, {})).code).toBe(417);
    const one = envelope(await s.post(`${pay}payment/info/getInfo?kind=bank&bankAccountInfoId=${res.data.id}`, {}, xtoken));
    expect(one.data).toMatchObject({ status: 'pending' });
  });

  it('a rejection shows its reason; once staff verify an account, the withdrawal goes there (the destination is recorded)', async () => {
    const second = await addBank({ ...bank, accountNumber: '12345678' });
    expect((await review(second.data.id, 'reject', 'Name on the statement differs')).data.status).toBe('rejected');
    expect((await infoList()).bankAccounts.find((b) => b.id === second.data.id)).toMatchObject({ status: 'rejected', reason: 'Name on the statement differs' });

    const [pending] = (await infoList()).bankAccounts.filter((b) => b.status === 'pending');
    const queue = envelope<{ id: number }[]>(await s.app.inject({ method: 'GET', url: `${bo}payment-info/queue`, headers: staff })).data;
    expect(queue.map((q) => q.id)).toContain(pending!.id);
    expect((await review(pending!.id, 'approve')).data.status).toBe('verified');

    const account = numberOf('trading', 'USD');
    const before = ledgerBalance(s, account).balance;
    const res = await withdraw({ account, channel: 'bankTransfer', amount: '100.00' });
    expect(res).toMatchObject({ code: 0, data: { statusName: 'submitted' } });
    expect(s.db.prepare('SELECT destination_kind, destination_id FROM withdrawals WHERE id = ?').get(res.data.id)).toEqual({
      destination_kind: 'bank',
      destination_id: pending!.id,
    });
    expect(ledgerBalance(s, account).balance).toBe(before - 10_000);
    // Another user's or an unverified id is refused.
    expect((await withdraw({ account, channel: 'bankTransfer', amount: '100.00', destinationId: second.data.id }, {})).code).toBe(417);
  });
});

describe('crypto addresses: network-aware validation', () => {
  it.each([
    ['USDT on BTC (the network does not carry it)', { asset: 'USDT', network: 'BTC', address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq' }, 'network'],
    ['a TRC20 address that is not one', { asset: 'USDT', network: 'TRC20', address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed' }, 'address'],
    ['an unknown network', { asset: 'USDT', network: 'SOL', address: 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7' }, 'network'],
  ])('refuses %s', async (_name, body, field) => {
    expect(envelope(await s.post(`${pay}payment/info/addCryptoAddress`, body, xtoken))).toMatchObject({ code: 421, data: { field } });
  });

  it('saves USDT on TRC20 or ERC20 and BTC on BTC; a USDT withdrawal goes to the USDT address', async () => {
    for (const body of [
      { asset: 'USDT', network: 'TRC20', address: 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7' },
      { asset: 'BTC', network: 'BTC', address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq' },
    ]) {
      expect(envelope(await s.post(`${pay}payment/info/addCryptoAddress`, body, xtoken)).data).toMatchObject({ ...body, status: 'verified' });
    }
    const res = await withdraw({ account: numberOf('wallet', 'EUR'), channel: 'cryptoUsdt', amount: '100.00' }, undefined, 'wallet/withdraw', 'walletWithdraw');
    expect(res).toMatchObject({ code: 0, data: { payoutCurrency: 'USDT' } });
    expect(s.db.prepare('SELECT destination_kind FROM withdrawals WHERE id = ?').pluck().get(res.data.id)).toBe('crypto');
  });
});

describe('cards: back to the card a deposit came from (channel toDepositCard)', () => {
  it('a saved card never deposited with is not a destination; after a card deposit it is', async () => {
    const png = { field: 'front', filename: 'f.png', type: 'image/png', data: tinyPng };
    const added = envelope<{ id: number }>(
      await s.app.inject({
        method: 'POST',
        url: `${pay}payment/info/addCard`,
        ...multipart({ holder: 'Taylor Trader', number: '4111 1111 1111 1111', expiry: '12/29' }, [png, { ...png, field: 'back' }], xtoken),
      }),
    );
    const account = numberOf('trading', 'USD');
    expect((await withdraw({ account, channel: 'card', amount: '20.00' }, {})).msg).toMatch(/card you have deposited with/);
    // The card and the withdrawal channel say so, for the withdrawal form to offer only the cards it can pay back to.
    const cardsNow = async () =>
      envelope<{ cards: { id: number; depositChannels: string[] }[] }>(await s.post(`${pay}payment/info/getPaymentInfoList`, {}, xtoken)).data.cards;
    expect((await cardsNow()).find((c) => c.id === added.data.id)?.depositChannels).toEqual([]);
    const channels = envelope<{ id: string; toDepositCard: boolean }[]>(await s.post(`${pay}pcs/channel-info`, { account }, xtoken)).data;
    expect(channels.find((c) => c.id === 'card')?.toDepositCard).toBe(true);

    const deposit = envelope<{ id: number }>(
      await s.post(`${pay}deposit/apply`, { token: await antiReuse(s, xtoken), account, channel: 'card', amount: '100.00', cardId: added.data.id }, xtoken),
    );
    const reference = s.db.prepare('SELECT reference FROM deposits WHERE id = ?').pluck().get(deposit.data.id) as string;
    providerResult(s.app.portalContext, reference, 'pay');
    const user = s.db.prepare('SELECT * FROM users WHERE email = ?').get(email) as Parameters<typeof verifiedDestination>[1];
    // The function other withdrawals (IB rebates) call: the verified destination of this user for a channel.
    expect(verifiedDestination(s.app.portalContext, user, { id: 'card', destination: 'card', toDepositCard: true }, 'USD')).toMatchObject({
      kind: 'card',
      id: added.data.id,
    });
    expect((await cardsNow()).find((c) => c.id === added.data.id)?.depositChannels).toEqual(['card']);
    expect((await withdraw({ account, channel: 'card', amount: '20.00' })).code).toBe(0);
  });
});

describe('refusals of a card, bank account or address read in the language of the page', () => {
  const refused = async (language: string, kind: 'card' | 'bank' | 'crypto', fields: Record<string, string>) => {
    const lang = { 'x-lang': language };
    if (kind === 'crypto') return envelope(await s.post(`${pay}payment/info/addCryptoAddress`, fields, xtoken, lang));
    const files =
      kind === 'card'
        ? [
            { field: 'front', filename: 'front.png', type: 'image/png', data: tinyPng },
            { field: 'back', filename: 'back.png', type: 'image/png', data: tinyPng },
          ]
        : [{ field: 'proof', filename: 'statement.pdf', type: 'application/pdf', data: tinyPdf }];
    const request = multipart(fields, files, xtoken);
    const url = `${pay}payment/info/${kind === 'card' ? 'addCard' : 'addBankAccount'}`;
    return envelope(await s.app.inject({ method: 'POST', url, payload: request.payload, headers: { ...request.headers, ...lang } }));
  };
  const card = { holder: 'Taylor Trader', number: '4111 1111 1111 1111', expiry: '12/29' };
  const cases = [
    [
      'a card number',
      'card',
      { ...card, number: '4111 1111 1111 1112' },
      'number',
      '請輸入有效的卡號。',
      'Введите действительный номер карты.',
      'Enter a valid card number.',
    ],
    [
      'an expiry of 13/20',
      'card',
      { ...card, expiry: '13/20' },
      'expiry',
      '請以MM/YY格式輸入有效期限。',
      'Введите срок действия в формате ММ/ГГ.',
      'Enter the expiry as MM/YY.',
    ],
    [
      'a bank account number',
      'bank',
      { ...bank, accountNumber: 'AB-1' },
      'accountNumber',
      '請輸入帳號或IBAN（6至34個字母和數字）。',
      'Введите номер счёта или IBAN (от 6 до 34 букв и цифр).',
      'Enter the account number or IBAN (6 to 34 letters and digits).',
    ],
    [
      'a SWIFT/BIC code',
      'bank',
      { ...bank, swift: 'XX' },
      'swift',
      '請輸入SWIFT/BIC代碼（8或11個字元）。',
      'Введите код SWIFT/BIC (8 или 11 символов).',
      'Enter the SWIFT/BIC code (8 or 11 characters).',
    ],
    [
      'a wallet address',
      'crypto',
      { asset: 'USDT', network: 'TRC20', address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed' },
      'address',
      '這不是有效的TRC20地址。',
      'Это недействительный адрес TRC20.',
      'This is not a TRC20 address.',
    ],
    [
      'an asset its network does not carry',
      'crypto',
      { asset: 'USDT', network: 'BTC', address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq' },
      'network',
      'USDT無法透過BTC網路傳送（此網路支援：BTC）。',
      'USDT не отправляется в сети BTC (в ней доступны: BTC).',
      'USDT is not sent on BTC (it carries BTC).',
    ],
  ] as const;
  it.each(cases)(
    '%s: the reason follows "Some fields are not valid:" in Chinese and Russian; English keeps its sentence',
    async (_name, kind, fields, field, zhTw, ru, en) => {
      expect(await refused('zh-TW', kind, fields)).toMatchObject({ code: 421, msg: `部分欄位無效：${zhTw}`, data: { field } });
      expect((await refused('ru', kind, fields)).msg).toBe(`Некоторые поля заполнены неверно: ${ru}`);
      expect((await refused('en', kind, fields)).msg).toBe(en);
    },
  );
});

describe('deposit instructions', () => {
  it('a bank-transfer deposit shows the beneficiary, bank and its reference; a crypto deposit the address of each network the channel takes ("USDT (TRC20)": TRC20 only)', async () => {
    const account = numberOf('trading', 'USD');
    const byBank = envelope<{ id: number }>(
      await s.post(`${pay}deposit/apply`, { token: await antiReuse(s, xtoken), account, channel: 'bankTransfer', amount: '200.00' }, xtoken),
    );
    const bankSteps = envelope<{ reference: string; bank: Record<string, string>; addresses: unknown[] }>(
      await s.post(`${pay}deposit/instructions?depositId=${byBank.data.id}`, {}, xtoken),
    ).data;
    expect(bankSteps.bank).toMatchObject({ beneficiary: 'Example Markets Ltd', swift: 'EXMPGB2L' });
    expect(bankSteps.reference).toBe(s.db.prepare('SELECT reference FROM deposits WHERE id = ?').pluck().get(byBank.data.id));
    expect(bankSteps.addresses).toEqual([]);

    const byCrypto = envelope<{ id: number }>(
      await s.post(`${pay}deposit/apply`, { token: await antiReuse(s, xtoken), account, channel: 'cryptoUsdt', amount: '200.00' }, xtoken),
    );
    const cryptoSteps = envelope<{ bank: unknown; addresses: { network: string; asset: string }[] }>(
      await s.post(`${pay}deposit/instructions?depositId=${byCrypto.data.id}`, {}, xtoken),
    ).data;
    expect(cryptoSteps.bank).toBeNull();
    expect(cryptoSteps.addresses.map((a) => `${a.asset}/${a.network}`)).toEqual(['USDT/TRC20']);
  });
});
