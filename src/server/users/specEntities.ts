import type { AccountTypeOptionView, CurrencyOptionView, ProfileView } from '../../../engine/api';
import type { Session } from '../auth/sessionService';
import type { ServerContext } from '../context';
import { accountsOf } from '../funds/accountRows';
import { accountTypeOffer, openingOptions } from '../funds/accountRules';
import { code } from '../funds/fundsSupport';
import { formData, moduleBy, personalInfoModule, storedForm } from '../kyc/kycForms';
import { moduleStatusCode } from '../kyc/moduleStatus';
import { maskEmail, type UserRecord } from './userRecord';

/*
 * The section-3 entity fields that the account's other records hold (accounts, KYC modules, sign-ins):
 * the user profile's account state, the KYC user info, the account type and currency options.
 */

type Deps = Pick<ServerContext, 'db' | 'clock' | 'config' | 'ledger'> & { load?: ServerContext['load'] };

/** The currency whose accounts are opened only in some countries, and the country group (config/catalog/country-groups.yaml) listing them. */
const centCurrency = 'USC';
const centCountryGroup = 'uscCountries';

const questionnaireModule = (deps: Deps, user: UserRecord) => moduleBy(deps.config(user.regulator), (m) => m.verifiedBy === 'answers');

/** The user profile fields read from the account's records: main account audit, questionnaire, opening, demo flag. */
export function profileAccountState(
  deps: Deps,
  user: UserRecord,
  session?: Session,
): Pick<ProfileView, 'accountAuditStatus' | 'pendingQuestionnaireCompletion' | 'openAccountActionEnabled' | 'demo'> {
  const config = deps.config(user.regulator);
  const accounts = accountsOf(deps, user.id);
  const main = accounts.find((a) => a.is_main === 1 && a.is_demo === 0);
  const live = accounts.filter((a) => a.is_demo === 0);
  const verified = code(config, 'kycModuleStatus', 'verified');
  return {
    accountAuditStatus: main ? main.audit_status : null,
    pendingQuestionnaireCompletion: live.length > 0 && moduleStatusCode(deps, user, questionnaireModule(deps, user)) !== verified,
    openAccountActionEnabled: openingOptions(deps, user, session).some((k) => k.offered && k.hasPermission),
    demo: accounts.length > 0 && live.length === 0,
  };
}

/** Whether the two latest sign-ins came from different network addresses. */
function ipChanged(deps: Deps, userId: number): boolean {
  const ips = deps.db.prepare('SELECT ip FROM sign_in_history WHERE user_id = ? ORDER BY at DESC, id DESC LIMIT 2').pluck().all(userId) as (string | null)[];
  return ips.length === 2 && ips[0] !== null && ips[1] !== null && ips[0] !== ips[1];
}

/**
 * verificationV2/getData: a module's form data; for the personal information, the KYC user info of
 * specification section 3 (the form plus the account, e-mail and phone modules, questionnaire answers).
 */
export function kycData(deps: Deps, user: UserRecord, module: number): Record<string, unknown> {
  const form = formData(deps, user, module);
  const config = deps.config(user.regulator);
  if (module !== personalInfoModule(config)) return form;
  const countryId = typeof form.countryId === 'number' ? form.countryId : user.country_id;
  const country = config.countries.find((c) => c.id === countryId);
  const otpModule = (purpose: string) => moduleBy(config, (m) => m.verifiedBy === 'otp' && m.otpPurpose === purpose);
  const answers = storedForm(deps, user, questionnaireModule(deps, user)) ?? {};
  const answerFields = ['employmentStatus', 'industry', 'occupation', 'averageIncome', 'savingsInvestment', 'sourceOfFunds'];
  const main = accountsOf(deps, user.id).find((a) => a.is_main === 1 && a.is_demo === 0);
  const phone = typeof form.phone === 'string' ? form.phone : (user.phone ?? '');
  return {
    ...Object.fromEntries(answerFields.filter((f) => typeof answers[f] === 'string').map((f) => [f, answers[f]])),
    ...form,
    userId: user.id,
    userType: user.user_type,
    accountType: main?.account_type ?? null,
    ...(country ? { country: country.name, countryCode: country.code } : {}),
    phonePlainText: phone,
    phoneStatus: moduleStatusCode(deps, user, otpModule('verifyPhone')),
    emailAddress: maskEmail(user.email),
    emailPlainText: user.email,
    emailStatus: moduleStatusCode(deps, user, otpModule('verifyEmail')),
    ipChangeWarn: ipChanged(deps, user.id),
  };
}

/** account/getAccountType: the account type options, each with its currency options. */
export function accountTypeOptions(deps: Deps, user: UserRecord, platform: string, isDemo: boolean, session?: Session): AccountTypeOptionView[] {
  const centCountries = deps.config(user.regulator).countryGroups[centCountryGroup] ?? [];
  return accountTypeOffer(deps, user, platform, isDemo, session).map((type) => ({
    value: type.code,
    ...type,
    currencyOptions: type.currencies.map((currency): CurrencyOptionView =>
      currency === centCurrency ? { currency, OpenCountryUSC: centCountries } : { currency },
    ),
    OpenCountryUSC: type.currencies.includes(centCurrency) ? centCountries : [],
  }));
}
