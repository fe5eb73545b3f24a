import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope, testServer, type TestServer } from '../helpers/server';
import { answers, cp, lastCode, moduleStatus, personalInfo, verifyByCode, web } from '../helpers/kyc';

let s: TestServer;
let token: string;
beforeAll(async () => {
  s = await testServer();
  token = await s.signIn('client@demo.test');
});
afterAll(async () => s.app.close());

describe('KYC modules verified by one-time codes, forms and the ID3 provider', () => {
  it('a wrong code is refused (466) and the module stays unsubmitted', async () => {
    const sent = envelope<{ transactionId: string }>(await s.post(`${web}mfa/sendEmailVerificationCode`, { purpose: 'verifyEmail' }, token));
    const wrong = lastCode(s, 'client@demo.test') === '000000' ? '111111' : '000000';
    expect(envelope(await s.post(`${cp}kyc/verifyCode`, { module: 1, transactionId: sent.data.transactionId, code: wrong }, token)).code).toBe(466);
    expect(moduleStatus(s, 'client@demo.test', 1)).toBeUndefined();
    s.clock.advance(61_000);
  });

  it('e-mail (1) and phone (2) are verified with the 6-digit codes the server sent to the outbox', async () => {
    expect(await verifyByCode(s, token, 1, 'client@demo.test')).toMatchObject({ code: 0, data: { module: 1, status: 0 } });
    expect(await verifyByCode(s, token, 2, '+61412555001')).toMatchObject({ code: 0, data: { module: 2, status: 0 } });
    expect(moduleStatus(s, 'client@demo.test', 1)).toBe(0);
  });

  it('a verified module takes no more codes (451, before the code is checked); a module that is not verified by code is refused (420)', async () => {
    s.clock.advance(61_000);
    const sent = envelope<{ transactionId: string }>(await s.post(`${web}mfa/sendEmailVerificationCode`, { purpose: 'verifyEmail' }, token));
    expect(
      envelope(await s.post(`${cp}kyc/verifyCode`, { module: 1, transactionId: sent.data.transactionId, code: lastCode(s, 'client@demo.test') }, token)).code,
    ).toBe(451);
    expect(envelope(await s.post(`${cp}kyc/verifyCode`, { module: 3, transactionId: sent.data.transactionId, code: '000000' }, token)).code).toBe(420);
  });

  it("personal information prefills from the account, and lists come from the server (countries, nationalities, phone codes, the country's provinces)", async () => {
    expect(envelope(await s.get(`${web}verificationV2/getData?step=3`, token)).data).toMatchObject({
      name: 'Casey Client',
      countryId: 3512,
      nationality: 3512,
      phoneCode: '+61',
      phone: '412555001',
    });
    const countries = envelope<{ id: number; labelKey: string }[]>(await s.get(`${web}personalDetail/countries`)).data;
    expect(countries).toContainEqual(expect.objectContaining({ id: 3512, code: 'AU', labelKey: 'country.australia' }));
    expect(new Set(countries.map((c) => c.id)).size).toBe(countries.length);
    expect(envelope<unknown[]>(await s.get(`${web}personalDetail/nationalities`)).data).toHaveLength(countries.length);
    expect(envelope(await s.get(`${web}personalDetail/phoneCodes`)).data).toContainEqual({ value: '+61', label: '+61 (AU)' });
    expect(envelope(await s.get(`${web}personalDetail/provinces?countryId=3512`)).data).toContainEqual({ value: 'Victoria', label: 'Victoria' });
    expect(envelope(await s.get(`${web}personalDetail/provinces?countryCode=TH`)).data).toEqual([]);
  });

  it("refuses a province that is not one of the country's, an unknown country and an unlisted dialling code (457), naming the field", async () => {
    for (const [field, value] of [
      ['state', 'Bavaria'],
      ['countryId', 999999],
      ['phoneCode', '+999'],
    ] as const) {
      const res = envelope<{ field: string }>(await s.post(`${cp}identityProof/verificationV2`, { ...personalInfo, [field]: value }, token));
      expect(res.code, field).toBe(457);
      expect(res.data.field).toBe(field);
    }
    expect(moduleStatus(s, 'client@demo.test', 3)).toBeUndefined();
  });

  it('the phone of a verified phone module cannot change here (458)', async () => {
    expect(envelope(await s.post(`${cp}identityProof/verificationV2`, { ...personalInfo, phone: '499999999' }, token)).code).toBe(458);
  });

  it('valid personal information of an adult passes the ID3 check and verifies the module; id3Status and id3Passed say so', async () => {
    expect(envelope(await s.get(`${web}personalDetail/id3Status`, token)).data).toMatchObject({ status: 'notChecked' });
    expect(envelope(await s.post(`${cp}identityProof/verificationV2`, personalInfo, token))).toMatchObject({
      code: 0,
      data: { module: 3, status: 0, id3: 'passed' },
    });
    expect(envelope(await s.get(`${web}personalDetail/id3Status`, token)).data).toMatchObject({ status: 'passed' });
    expect(envelope(await s.get(`${web}personalDetail/id3Passed`, token)).data).toEqual({ passed: true });
    expect(envelope(await s.get(`${web}verificationV2/getData?step=3`, token)).data).toMatchObject({ streetAddress: '1 Collins Street' });
    expect(envelope(await s.post(`${cp}identityProof/verificationV2`, personalInfo, token)).code).toBe(451);
  });

  it('a date of birth after today is refused at its field (457), not referred to staff; today itself is a date', async () => {
    const other = await s.signIn('ib.company@demo.test');
    s.db.prepare("DELETE FROM kyc_modules WHERE module_code = 3 AND user_id = (SELECT id FROM users WHERE email = 'ib.company@demo.test')").run();
    const tomorrow = new Date(s.clock.now() + 86_400_000).toISOString().slice(0, 10);
    const res = envelope(await s.post(`${cp}identityProof/verificationV2`, { ...personalInfo, phone: '412555004', dateBirth: tomorrow }, other));
    expect(res).toMatchObject({ code: 457, data: { field: 'dateBirth' } });
    expect(moduleStatus(s, 'ib.company@demo.test', 3)).toBeUndefined();
  });

  it('a minor is referred by the ID3 provider: the module waits for staff (pending)', async () => {
    const minor = await s.signIn('ib.company@demo.test');
    s.db.prepare("DELETE FROM kyc_modules WHERE module_code = 3 AND user_id = (SELECT id FROM users WHERE email = 'ib.company@demo.test')").run();
    const res = envelope(await s.post(`${cp}identityProof/verificationV2`, { ...personalInfo, phone: '412555004', dateBirth: '2012-01-01' }, minor));
    expect(res).toMatchObject({ code: 0, data: { status: 4, id3: 'referred' } });
  });

  it('the questionnaire takes only answers of the question lists (457) and complete answers verify it', async () => {
    const lists = envelope<Record<string, { value: string }[]>>(await s.get(`${web}question/employmentFinanceAnswers`)).data;
    expect(lists.employmentStatus!.map((a) => a.value)).toContain('employed');
    expect(envelope(await s.get(`${web}question/tradingAnswers`)).data).toHaveProperty('tradingExperience');
    expect(envelope(await s.get(`${web}question/wealthTest`)).data).toHaveProperty('netAssets');
    expect(envelope(await s.get(`${web}question/wholesaleTest`)).data).toHaveProperty('accountantCertificate');
    const bad = envelope<{ field: string }>(await s.post(`${web}verificationV2/submitIbtQuestionnaire`, { ...answers, industry: 'piracy' }, token));
    expect(bad).toMatchObject({ code: 457, data: { field: 'industry' } });
    expect(envelope(await s.post(`${web}verificationV2/submitIbtQuestionnaire`, answers, token))).toMatchObject({ code: 0, data: { module: 6, status: 0 } });
    expect(envelope(await s.get(`${web}verificationV2/getData?step=6`, token)).data).toEqual(answers);
  });

  it('the address may be corrected while the proof of address is not submitted, not once it is verified (459)', async () => {
    const moved = envelope(
      await s.post(
        `${cp}identityProof/updateUserIdAddress`,
        { countryId: 3512, state: 'Queensland', suburb: 'Brisbane', streetAddress: '2 Queen Street', postcode: '4000' },
        token,
      ),
    );
    expect(moved).toMatchObject({ code: 0, data: { suburb: 'Brisbane', name: 'Casey Client' } });
    s.db.prepare("INSERT INTO kyc_modules (user_id, module_code, status, updated_at) SELECT id, 5, 0, 0 FROM users WHERE email = 'client@demo.test'").run();
    expect(
      envelope(
        await s.post(
          `${cp}identityProof/updateUserIdAddress`,
          { countryId: 3512, state: 'Victoria', suburb: 'Melbourne', streetAddress: '1 Collins Street', postcode: '3000' },
          token,
        ),
      ).code,
    ).toBe(459);
  });
});
