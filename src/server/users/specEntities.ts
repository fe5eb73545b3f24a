import { typeVerdict } from '../../../engine/accounts';
import type { AccountTypeOptionView, CommonProfileView, CurrencyOptionView, ProfileView } from '../../../engine/api';
import type { Session } from '../auth/sessionService';
import type { ServerContext } from '../context';
import { prepared } from '../db/prepared';
import { accountsOf } from '../funds/accountRows';
import { accountTypeOffer, openingOptions } from '../funds/accountRules';
import { code, perpetualSwitch } from '../funds/fundsSupport';
import { formData, moduleBy, personalInfoModule, storedForm } from '../kyc/kycForms';
import { moduleStatusCode } from '../kyc/moduleStatus';
import { userPredicateContext } from './userContext';
import { maskEmail, type UserRecord } from './userRecord';

/*
 * The section-3 entity fields that the account's other records hold (accounts, KYC modules, sign-ins)
 * or config gives: the user profile's account state, the KYC user info, the common profile's
 * registration and onboarding-test fields, the account type and currency options.
 */

type Deps = Pick<ServerContext, 'db' | 'clock' | 'config' | 'ledger'> & { load?: ServerContext['load'] };

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
  const ips = prepared(deps.db, 'SELECT ip FROM sign_in_history WHERE user_id = ? ORDER BY at DESC, id DESC LIMIT 2').pluck().all(userId) as (string | null)[];
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
    // The number of the identity card (users.id_card_number, migration 177): the form's optional field writes it.
    // Absent when not given: the form is prefilled from this answer, and an empty value would fail its pattern.
    ...(user.id_card_number ? { cardNumber: user.id_card_number } : {}),
  };
}

/**
 * The common profile's registration step and onboarding test (profile/info/proof). registerStep, the
 * furthest step of opening a profile the user reached (meaning chosen; the specification names the
 * field only): 1 profile created, 2 e-mail address confirmed, 3 personal information submitted,
 * 4 live account applied for. The onboarding test's numbers are the regulator's (onboardingTest).
 */
export function commonProfileState(
  deps: Deps,
  user: UserRecord,
): Pick<CommonProfileView, 'registerStep' | 'onboardingTestNum' | 'onboardingTestInterval' | 'limitQuestion'> {
  const config = deps.config(user.regulator);
  const unsubmitted = code(config, 'kycModuleStatus', 'unsubmitted');
  const reached = [
    user.email_verified === 1,
    moduleStatusCode(deps, user, personalInfoModule(config)) !== unsubmitted,
    accountsOf(deps, user.id).some((a) => a.is_main === 1 && a.is_demo === 0),
  ];
  const next = reached.indexOf(false);
  const { attempts, intervalHours, limitQuestion } = config.regulator.onboardingTest;
  return {
    registerStep: 1 + (next === -1 ? reached.length : next),
    onboardingTestNum: attempts,
    onboardingTestInterval: intervalHours,
    limitQuestion,
  };
}

/**
 * account/getAccountType: the account type options, each with its currency options, from the
 * catalogues and config/accounts/funds.yaml accountOptions (the country-limited currency, sales
 * groups, monetary policies). excludeCountry lists the countries where the type's condition fails
 * with that country in the user's place, so it says what the rules say and nothing else.
 */
export function accountTypeOptions(deps: Deps, user: UserRecord, platform: string, isDemo: boolean, session?: Session): AccountTypeOptionView[] {
  const config = deps.config(user.regulator);
  const options = config.funds.accountOptions;
  const limited = options.openCountry;
  const limitedCountries = config.countryGroups[limited.countryGroup] ?? [];
  const countryIds = [...new Set(config.countries.map((c) => c.id))];
  const perpetual = perpetualSwitch(deps, user);
  const factsIn = (countryId: number) => userPredicateContext(config, { ...user, country_id: countryId }, session, {}, { perpetual });
  const currencyOption = (currency: string): CurrencyOptionView => {
    const option = options.currencies.find((c) => c.currency === currency);
    return {
      currency,
      ...(currency === limited.currency ? { OpenCountryUSC: limitedCountries } : {}),
      defaultHidden: option?.defaultHidden ?? false,
      salesGroupConfigs: option?.salesGroupConfigs ?? [],
      monetaryPolicy: Object.fromEntries(config.platforms.map((p) => [p.id, option?.monetaryPolicy?.[p.id] ?? 'standard'])),
    };
  };
  return accountTypeOffer(deps, user, platform, isDemo, session).map((type) => {
    const definition = config.accountTypes.find((t) => t.code === type.code)!;
    return {
      value: type.code,
      ...type,
      currencyOptions: type.currencies.map(currencyOption),
      OpenCountryUSC: type.currencies.includes(limited.currency) ? limitedCountries : [],
      excludeCountry: countryIds.filter((id) => !typeVerdict(config, factsIn(id), definition, isDemo).ok),
      allowSalesGroup: options.accountTypes.find((t) => t.key === type.key)?.allowSalesGroup ?? options.salesGroups,
    };
  });
}
