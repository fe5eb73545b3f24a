import type { PortalConfig } from '../../../engine/config';
import type { ServerContext } from '../context';
import { ApiError } from '../http/apiError';
import type { UserRecord } from '../users/userRecord';
import { saveId3Check } from './id3Checks';
import { detailsInvalid, moduleBy, personalInfoModule, saveForm, storedForm } from './kycForms';
import type { KycDeps } from './kycDeps';
import { kycState } from './kycState';
import { documentModule } from './levelViews';
import { assertModuleCan, moveModule } from './moduleStatus';

/** The personal information module's answers (config/forms/kycPersonalInfo.json). */
export interface PersonalInfo {
  title: string;
  name: string;
  dateBirth: string;
  nationality: number;
  /** The identity card's number (optional): kept on the user (KYC user info cardNumber). */
  cardNumber?: string;
  countryId: number;
  state?: string;
  suburb: string;
  streetAddress: string;
  postcode: string;
  phoneCode: string;
  phone: string;
}

/** The address part of the personal information, which the user may correct while the proof of address allows. */
export type PersonalAddress = Pick<PersonalInfo, 'countryId' | 'state' | 'suburb' | 'streetAddress' | 'postcode'>;

/** The KYC services plus the electronic identity (ID3) provider. */
export type PersonalInfoDeps = KycDeps & Pick<ServerContext, 'kycProviders'>;

/**
 * Lists and rules the form schema cannot hold: known countries, the country's provinces, dialling codes, a real date of
 * birth that is not after today (now; a minor's is referred to staff by the ID3 check, a future one is a typing mistake).
 */
export function checkPersonalInfo(
  config: PortalConfig,
  body: Pick<PersonalInfo, 'nationality' | 'countryId' | 'state'> & Partial<PersonalInfo>,
  now: number,
): void {
  const country = (id: number) => config.countries.find((c) => c.id === id);
  if (!country(body.nationality)) throw detailsInvalid('nationality', `nationality: ${body.nationality} is not a known country id`);
  const residence = country(body.countryId);
  if (!residence) throw detailsInvalid('countryId', `countryId: ${body.countryId} is not a known country id`);
  const provinces = config.kycPersonalDetails.provinces[residence.code];
  if (provinces && !(body.state && provinces.includes(body.state)))
    throw detailsInvalid('state', `state: choose one of the ${provinces.length} provinces of ${residence.name}`);
  if (body.phoneCode !== undefined && !Object.values(config.kycPersonalDetails.phoneCodes).includes(body.phoneCode))
    throw detailsInvalid('phoneCode', `phoneCode: ${body.phoneCode} is not a listed dialling code`);
  if (body.dateBirth !== undefined) {
    const born = Date.parse(`${body.dateBirth}T00:00:00Z`);
    if (Number.isNaN(born)) throw detailsInvalid('dateBirth', 'dateBirth: not a date');
    if (body.dateBirth > new Date(now).toISOString().slice(0, 10)) throw detailsInvalid('dateBirth', `dateBirth: ${body.dateBirth} is after today`);
  }
}

/**
 * Submits the personal information: the ID3 provider checks it; a pass verifies the module, a referral
 * leaves it pending for staff. A verified phone number cannot change here (the security centre changes
 * it, with its own checks); an unverified one is stored on the account with the form, all or nothing.
 */
export function submitPersonalInfo(deps: PersonalInfoDeps, user: UserRecord, body: PersonalInfo): { module: number; status: number; id3: string } {
  const config = deps.config(user.regulator);
  const module = personalInfoModule(config);
  checkPersonalInfo(config, body, deps.clock.now());
  const phoneModule = moduleBy(config, (m) => m.otpPurpose === 'verifyPhone');
  const phoneChanged = body.phoneCode !== (user.phone_code ?? '') || body.phone !== (user.phone ?? '');
  if (phoneChanged && kycState(deps, user).moduleStatus(phoneModule) === 'verified')
    throw new ApiError('KYC_PHONE_LOCKED', 409, 'The phone number is verified: change it in the security centre.', { field: 'phone' });
  const check = deps.kycProviders.id3.check({ config, user, dateBirth: body.dateBirth, now: deps.clock.now() });
  const event = check.status === 'passed' ? 'VERIFY' : 'REFER';
  assertModuleCan(deps, user, module, event);
  const move = deps.db.transaction(() => {
    saveForm(deps, user, module, body);
    if (phoneChanged) deps.db.prepare('UPDATE users SET phone_code = ?, phone = ? WHERE id = ?').run(body.phoneCode, body.phone, user.id);
    if (body.cardNumber !== undefined) deps.db.prepare('UPDATE users SET id_card_number = ? WHERE id = ?').run(body.cardNumber.trim(), user.id);
    saveId3Check(deps, user, check);
    return moveModule(deps, user, module, event, 'provider', check.reason);
  })();
  return { module, status: move.to, id3: check.status };
}

/**
 * Corrects the address of the submitted personal information. The proof of address vouches for the
 * address, so it may change only while that proof is not submitted or was rejected.
 */
export function updatePersonalAddress(deps: KycDeps, user: UserRecord, address: PersonalAddress): Record<string, unknown> {
  const config = deps.config(user.regulator);
  const personal = personalInfoModule(config);
  const stored = storedForm(deps, user, personal);
  if (!stored) throw detailsInvalid('personalInfo', 'Fill in the personal information first.');
  const poa = documentModule(config, 'poa', 'general');
  const status = poa === undefined ? 'unsubmitted' : kycState(deps, user).moduleStatus(poa);
  if (!['unsubmitted', 'rejected'].includes(status))
    throw new ApiError('KYC_ADDRESS_LOCKED', 409, `The proof of address is ${status}: the address cannot change now.`, { status });
  checkPersonalInfo(config, { ...(stored as unknown as PersonalInfo), ...address }, deps.clock.now());
  const next = { ...stored, ...address };
  saveForm(deps, user, personal, next);
  return next;
}
