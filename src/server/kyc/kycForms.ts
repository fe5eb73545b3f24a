import type { PortalConfig } from '../../../engine/config';
import { ApiError } from '../http/apiError';
import type { UserRecord } from '../users/userRecord';
import type { KycDeps } from './kycDeps';

/** A refusal of a form module's answers, naming the field the portal marks. */
export const detailsInvalid = (field: string, message: string) => new ApiError('KYC_DETAILS_INVALID', 400, message, { field });

/** The module a config entry verifies by a rule (otp purpose, provider, answers). */
export function moduleBy(config: PortalConfig, test: (m: PortalConfig['kycModules']['modules'][number]) => boolean): number {
  const module = config.kycModules.modules.find(test);
  if (!module) throw new Error('config/kyc/modules.yaml lacks a module this call verifies');
  return module.code;
}

/** The module whose form is the personal information (checked by the ID3 provider). */
export const personalInfoModule = (config: PortalConfig): number => moduleBy(config, (m) => m.verifiedBy === 'provider');

/** What the user last submitted for a form module, if anything. */
export function storedForm(deps: KycDeps, user: UserRecord, module: number): Record<string, unknown> | undefined {
  const text = deps.db.prepare('SELECT data FROM kyc_forms WHERE user_id = ? AND module_code = ?').pluck().get(user.id, module) as string | undefined;
  return text ? (JSON.parse(text) as Record<string, unknown>) : undefined;
}

/** Stores a form module's answers, replacing the previous ones (in the caller's transaction when there is one). */
export function saveForm(deps: KycDeps, user: UserRecord, module: number, data: object): void {
  deps.db
    .prepare(
      'INSERT INTO kyc_forms (user_id, module_code, data, updated_at) VALUES (?, ?, ?, ?) ON CONFLICT (user_id, module_code) DO UPDATE SET data = excluded.data, updated_at = excluded.updated_at',
    )
    .run(user.id, module, JSON.stringify(data), deps.clock.now());
}

/**
 * The data of a form module as the user last submitted it. Until the personal information is submitted,
 * it is prefilled from the account's details so the user does not type them twice.
 */
export function formData(deps: KycDeps, user: UserRecord, module: number): Record<string, unknown> {
  const stored = storedForm(deps, user, module);
  if (stored) return stored;
  if (module === personalInfoModule(deps.config(user.regulator))) {
    return {
      name: user.name,
      ...(user.title ? { title: user.title } : {}),
      ...(user.country_id ? { countryId: user.country_id, nationality: user.country_id } : {}),
      phoneCode: user.phone_code ?? '',
      phone: user.phone ?? '',
    };
  }
  return {};
}
