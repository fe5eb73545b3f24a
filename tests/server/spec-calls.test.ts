import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServer, type TestServer } from '../helpers/server';

/**
 * Every call of spec section 7 with the method and route the reference server answers it on
 * (docs/spec-coverage.md lists the same calls with the tests of their behaviour). The one call not
 * here, promotionallink/blacklist/getByAccount, is built with issue 14 (promotions).
 */
const sectionSevenCalls: readonly (readonly [method: string, call: string, route: string])[] = [
  ['GET', 'system/information', '/web-api/api/system/information'],
  ['GET', 'tool/session-id', '/web-api/api/tool/session-id'],
  ['GET', 'notification/enabled', '/web-api/api/notification/enabled'],
  ['GET', 'zendesk/channelKey', '/web-api/api/zendesk/channelKey'],
  ['GET', 'home/activity/ticker', '/web-api/api/home/activity/ticker'],
  ['GET', 'question/employmentFinanceAnswers', '/web-api/api/question/employmentFinanceAnswers'],
  ['GET', 'question/tradingAnswers', '/web-api/api/question/tradingAnswers'],
  ['GET', 'question/wealthTest', '/web-api/api/question/wealthTest'],
  ['GET', 'question/wholesaleTest', '/web-api/api/question/wholesaleTest'],
  ['GET', 'personalDetail/countries', '/web-api/api/personalDetail/countries'],
  ['GET', 'personalDetail/nationalities', '/web-api/api/personalDetail/nationalities'],
  ['GET', 'personalDetail/birthPlace', '/web-api/api/personalDetail/birthPlace'],
  ['GET', 'personalDetail/provinces', '/web-api/api/personalDetail/provinces'],
  ['GET', 'personalDetail/phoneCodes', '/web-api/api/personalDetail/phoneCodes'],
  ['GET', 'personalDetail/id3Status', '/web-api/api/personalDetail/id3Status'],
  ['GET', 'personalDetail/id3Passed', '/web-api/api/personalDetail/id3Passed'],
  ['GET', 'verificationV2/getData', '/web-api/api/verificationV2/getData'],
  ['GET', 'verificationV2/ibtGetData', '/web-api/api/verificationV2/ibtGetData'],
  ['GET', 'verification/sumsub/token', '/web-api/api/verification/sumsub/token'],
  ['GET', 'verification/sumsub/jump', '/web-api/api/verification/sumsub/jump'],
  ['GET', 'account/getAccountType', '/web-api/cp/api/account/getAccountType'],
  ['GET', 'account/getPerpetualSwitch', '/web-api/cp/api/account/getPerpetualSwitch'],
  ['GET', 'account/getSupportCryptoCurrenies', '/web-api/cp/api/account/getSupportCryptoCurrenies'],
  ['GET', 'account/getOpenAccountCondition', '/web-api/cp/api/account/getOpenAccountCondition'],
  ['GET', 'account/getFirstAccountAuditStatus', '/web-api/cp/api/account/getFirstAccountAuditStatus'],
  ['GET', 'account/getAccountTypeLimitConfig', '/web-api/cp/api/account/getAccountTypeLimitConfig'],
  ['GET', 'account/default/currency', '/web-api/cp/api/account/default/currency'],
  ['GET', 'account/judgeBelongToApolloUserId', '/web-api/cp/api/account/judgeBelongToApolloUserId'],
  ['GET', 'account/ibOpenAccountShow', '/web-api/cp/api/account/ibOpenAccountShow'],
  ['GET', 'home/query-open-account-status', '/web-api/cp/api/home/query-open-account-status'],
  ['GET', 'home/query_virtual_account', '/web-api/cp/api/home/query_virtual_account'],
  ['GET', 'identityProof/getAllLastProof', '/web-api/cp/api/identityProof/getAllLastProof'],
  ['GET', 'identityProof/getAddressProofAndBankInfor', '/web-api/cp/api/identityProof/getAddressProofAndBankInfor'],
  ['GET', 'profile/info', '/web-api/cp/api/profile/info'],
  ['GET', 'profile/checkTransferIB-Affiliate', '/web-api/cp/api/profile/checkTransferIB-Affiliate'],
  ['GET', 'sumsub/status', '/web-api/cp/api/sumsub/status'],
  ['GET', 'sumsub/access-token', '/web-api/cp/api/sumsub/access-token'],
  ['GET', 'multiFactorAuth/info', '/web-api/cp/api/multiFactorAuth/info'],
  ['GET', 'multiFactorAuth/hintInfo', '/web-api/cp/api/multiFactorAuth/hintInfo'],
  ['GET', 'multiFactorAuth/{method}/getMultiAuthMethod', '/web-api/cp/api/multiFactorAuth/{method}/getMultiAuthMethod'],
  ['GET', 'ibSDK/queryDataAuth', '/web-api/api/ibSDK/queryDataAuth'],
  ['GET', 'ibSDK/queryInterfaceAuth', '/web-api/api/ibSDK/queryInterfaceAuth'],
  ['GET', 'ib-portal/secondary-fission/getHandleDocumentInfo', '/web-api/cp/api/ib-portal/secondary-fission/getHandleDocumentInfo'],
  ['GET', 'withdrawal/queryBlacklist', '/hgw/payment-api/api/withdrawal/queryBlacklist'],
  ['GET', 'transfer/queryBlacklist', '/hgw/payment-api/api/transfer/queryBlacklist'],
  ['GET', 'transfer/currencyList', '/hgw/payment-api/api/transfer/currencyList'],
  ['GET', 'currencyRate', '/hgw/payment-api/api/transfer/currencyRate'],
  ['GET', 'eligible-transfer', '/hgw/payment-api/api/transfer/eligible-transfer'],
  ['GET', 'download-transfer-template', '/hgw/payment-api/api/transfer/download-transfer-template'],
  ['GET', 'withdrawal/exchangeRate', '/hgw/payment-api/api/withdrawal/exchangeRate'],
  ['GET', 'withdrawal/pcs/enabled', '/hgw/payment-api/api/withdrawal/pcs/enabled'],
  ['GET', 'token/anti-reuse', '/hgw/payment-api/api/token/anti-reuse'],
  ['GET', 'file/i18n-url/{lang}', '/web-api/api/file/i18n-url/{lang}'],
  ['GET', 'third/tg-bot/getBotId', '/web-api/api/third/tg-bot/getBotId'],
  ['GET', 'login/get_cp_url', '/web-api/api/login/get_cp_url'],
  ['GET', 'ibaccount/getClientSwitch', '/web-api/api/ibaccount/getClientSwitch'],
  ['POST', 'userProfile/setlanguage', '/web-api/api/userProfile/setlanguage'],
  ['POST', 'file/delete', '/web-api/api/file/delete'],
  ['POST', 'mfa/sendEmailVerificationCode', '/web-api/api/mfa/sendEmailVerificationCode'],
  ['POST', 'mfa/sendSmsVerificationCode', '/web-api/api/mfa/sendSmsVerificationCode'],
  ['POST', 'mfa/reSendOtpSecondLeft', '/web-api/api/mfa/reSendOtpSecondLeft'],
  ['POST', 'payment/info/getInfo', '/hgw/payment-api/api/payment/info/getInfo'],
  ['POST', 'payment/info/getPaymentInfoList', '/hgw/payment-api/api/payment/info/getPaymentInfoList'],
  ['POST', 'payment/info/deleteBankAccountInfo', '/hgw/payment-api/api/payment/info/deleteBankAccountInfo'],
  ['POST', 'withdrawal/applyWithdrawal', '/hgw/payment-api/api/withdrawal/applyWithdrawal'],
  ['POST', 'withdrawal/getWithdrawalData', '/hgw/payment-api/api/withdrawal/getWithdrawalData'],
  ['POST', 'withdrawal/cancelWithdrawalOrder', '/hgw/payment-api/api/withdrawal/cancelWithdrawalOrder'],
  ['POST', 'pcs/channel-info', '/hgw/payment-api/api/pcs/channel-info'],
  ['POST', 'pcs/currency-limit', '/hgw/payment-api/api/pcs/currency-limit'],
  ['POST', 'pcs/v2/sort-info', '/hgw/payment-api/api/pcs/v2/sort-info'],
  ['POST', 'transfer/toApplyTransferView', '/hgw/payment-api/api/transfer/toApplyTransferView'],
  ['POST', 'transfer/toApplyTransferOthersView', '/hgw/payment-api/api/transfer/toApplyTransferOthersView'],
  ['POST', 'transfer/applyTransfer', '/hgw/payment-api/api/transfer/applyTransfer'],
  ['POST', 'transfer/apply/sub-ib-transfer', '/hgw/payment-api/api/transfer/apply/sub-ib-transfer'],
  ['POST', 'transfer/sub-ib/info', '/hgw/payment-api/api/transfer/sub-ib/info'],
  ['POST', 'tcmkt/getUrl', '/web-api/api/tcmkt/getUrl'],
  ['POST', 'verificationV2/submitIbtQuestionnaire', '/web-api/api/verificationV2/submitIbtQuestionnaire'],
  ['POST', 'ibSDK/generateSecret', '/web-api/api/ibSDK/generateSecret'],
  ['POST', 'ib-portal/secondary-fission/{action}', '/web-api/api/ib-portal/secondary-fission/{action}'],
  ['POST', 'ib-portal/secondary-fission/getSubAccounts', '/web-api/api/ib-portal/secondary-fission/getSubAccounts'],
  ['POST', 'profile/queryUserLevel', '/web-api/cp/api/profile/queryUserLevel'],
  ['POST', 'profile/guidanceLevel', '/web-api/cp/api/profile/guidanceLevel'],
  ['POST', 'profile/queryVerificationResult', '/web-api/cp/api/profile/queryVerificationResult'],
  ['POST', 'profile/myVerificationCenter', '/web-api/cp/api/profile/myVerificationCenter'],
  ['POST', 'profile/info/proof', '/web-api/cp/api/profile/info/proof'],
  ['POST', 'profile/queryFunctionPermissionAll', '/web-api/cp/api/profile/queryFunctionPermissionAll'],
  ['POST', 'profile/checkPassword', '/web-api/cp/api/profile/checkPassword'],
  ['POST', 'profile/checkIsExistEmail', '/web-api/cp/api/profile/checkIsExistEmail'],
  ['POST', 'profile/checkIsExistPhone', '/web-api/cp/api/profile/checkIsExistPhone'],
  ['POST', 'profile/transferIB-Affiliate_new', '/web-api/cp/api/profile/transferIB-Affiliate_new'],
  ['POST', 'multiFactorAuth/email/bind', '/web-api/cp/api/multiFactorAuth/email/bind'],
  ['POST', 'multiFactorAuth/mobile/bind', '/web-api/cp/api/multiFactorAuth/mobile/bind'],
  ['POST', 'multiFactorAuth/update/mobile', '/web-api/cp/api/multiFactorAuth/update/mobile'],
  ['POST', 'multiFactorAuth/totp/preValidate', '/web-api/cp/api/multiFactorAuth/totp/preValidate'],
  ['POST', 'multiFactorAuth/email/preValidate', '/web-api/cp/api/multiFactorAuth/email/preValidate'],
  ['POST', 'account/apply_master_trade_account', '/web-api/cp/api/account/apply_master_trade_account'],
  ['POST', 'account/apply_additional_trade_account', '/web-api/cp/api/account/apply_additional_trade_account'],
  ['POST', 'account/checkAccount', '/web-api/cp/api/account/checkAccount'],
  ['POST', 'account/createDemoAccount', '/web-api/cp/api/account/createDemoAccount'],
  ['POST', 'identityProof/attach_new_document', '/web-api/cp/api/identityProof/attach_new_document'],
  ['POST', 'identityProof/updateUserIdAddress', '/web-api/cp/api/identityProof/updateUserIdAddress'],
  ['POST', 'identityProof/verificationIbt', '/web-api/cp/api/identityProof/verificationIbt'],
  ['POST', 'identityProof/verificationV2', '/web-api/cp/api/identityProof/verificationV2'],
  ['POST', 'home/query-metaTrader-account-details', '/web-api/cp/api/home/query-metaTrader-account-details'],
  ['POST', 'outer/otp/sms/getAvailableChannels', '/hgw/user-api/outer/otp/sms/getAvailableChannels'],
  ['POST', 'outer/login/getUserInfo', '/hgw/user-api/outer/login/getUserInfo'],
  ['GET', 'support-chat/config', '/web-api/api/support-chat/config'],
  ['GET', 'support-chat/guest-config', '/web-api/api/support-chat/guest-config'],
];

let s: TestServer;
let paths: Record<string, Record<string, unknown>>;
beforeAll(async () => {
  s = await testServer({ seed: false });
  paths = ((await s.get('/web-api/openapi.json')).json() as { paths: typeof paths }).paths;
});
afterAll(async () => s.app.close());

describe('spec section 7: every call has its route, with the spec method', () => {
  it.each(sectionSevenCalls)('%s %s answers on %s', (method, _call, route) => {
    expect(paths[route], route).toBeDefined();
    expect(Object.keys(paths[route]!)).toContain(method.toLowerCase());
  });
});

/** The r and rw variants spec section 7 names for the web, client and payment bases (config/http.yaml baseVariants). */
const variantsOf: readonly (readonly [base: string, read: string, readWrite: string])[] = [
  ['/web-api/api/', '/web-api/r/api/', '/web-api/rw/api/'],
  ['/web-api/cp/api/', '/web-api/r/cp/api/', '/web-api/rw/cp/api/'],
  ['/hgw/payment-api/api/', '/hgw/payment-api/r/api/', '/hgw/payment-api/rw/api/'],
];

describe('spec section 7: the r and rw base path variants (one route definition under each base)', () => {
  const varied = sectionSevenCalls.flatMap(([method, call, route]) => {
    const bases = variantsOf.find(([base]) => route.startsWith(base));
    if (!bases) return [];
    const [base, read, readWrite] = bases;
    const rest = route.slice(base.length);
    // A GET call reads: it answers under r and rw; any other call writes: under rw only.
    return [[method, call, readWrite + rest, true] as const, [method, call, read + rest, method === 'GET'] as const];
  });

  it.each(varied)('%s %s on %s: answered %s', (method, _call, route, answered) => {
    expect(Object.keys(paths[route] ?? {}).includes(method.toLowerCase()), route).toBe(answered);
  });

  it('answers a read under r and rw exactly as under its own base, through the same response schema', async () => {
    const own = (await s.get('/web-api/api/system/information')).json();
    expect((await s.get('/web-api/r/api/system/information')).json()).toEqual(own);
    expect((await s.get('/web-api/rw/api/system/information')).json()).toEqual(own);
    expect((await s.get('/hgw/payment-api/r/api/withdrawal/pcs/enabled')).json()).toEqual((await s.get('/hgw/payment-api/api/withdrawal/pcs/enabled')).json());
  });

  it('answers a write under rw, and not under r', async () => {
    const body = { countryId: 3512 };
    const own = (await s.post('/web-api/api/register/entity', body)).json();
    expect((await s.post('/web-api/rw/api/register/entity', body)).json()).toEqual(own);
    expect((await s.post('/web-api/r/api/register/entity', body)).statusCode).toBe(404);
    // A refusal reads the same under a variant (its error envelope goes through the same schema).
    const refused = await s.post('/web-api/rw/api/register/entity', { countryId: 'x' });
    expect([refused.statusCode, refused.json()]).toEqual([400, (await s.post('/web-api/api/register/entity', { countryId: 'x' })).json()]);
  });

  it('counts a call under its own base and its variants against one rate limit (a variant is no second allowance)', async () => {
    const { max } = s.app.portalContext.config().security.rateLimits.registration;
    const from = (url: string) => s.app.inject({ method: 'POST', url, payload: { countryId: 3512 }, remoteAddress: '198.51.100.77' });
    const codes: number[] = [];
    for (let i = 0; i < max; i++) codes.push((await from(i % 2 === 0 ? '/web-api/api/register/entity' : '/web-api/rw/api/register/entity')).statusCode);
    expect(codes.every((c) => c === 200)).toBe(true);
    expect((await from('/web-api/rw/api/register/entity')).statusCode).toBe(429);
    expect((await from('/web-api/api/register/entity')).statusCode).toBe(429);
  });
});
