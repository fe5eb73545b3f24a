import type { FastifyInstance } from 'fastify';
import type { PortalConfig } from '../../../engine/config';
import type { ServerContext } from '../context';
import { ApiError } from '../http/apiError';
import { registerApi } from '../http/api';
import { guessRateLimitOf } from '../http/rateLimits';
import { kycState } from '../kyc/kycState';
import { auditStatusOf, documentModule } from '../kyc/levelViews';
import { assertModuleCan, moduleStatusCode, moveModule } from '../kyc/moduleStatus';
import type { UserRecord } from '../users/userRecord';

const tags = ['kyc'];
const open = { type: 'object', additionalProperties: true };

/** The form definition (config/forms) whose schema the browser renders and the server validates. */
export const personalInfoForm = 'kycPersonalInfo';
export const questionnaireForm = 'kycQuestionnaire';

const detailsInvalid = (field: string, message: string) => new ApiError('KYC_DETAILS_INVALID', 400, message, { field });

/** The module a config entry verifies by a rule (otp purpose, provider, answers). */
const moduleBy = (config: PortalConfig, test: (m: PortalConfig['kycModules']['modules'][number]) => boolean) => {
  const module = config.kycModules.modules.find(test);
  if (!module) throw new Error('config/kyc/modules.yaml lacks a module this call verifies');
  return module.code;
};

const storedForm = (ctx: ServerContext, user: UserRecord, module: number): Record<string, unknown> | undefined => {
  const text = ctx.db.prepare('SELECT data FROM kyc_forms WHERE user_id = ? AND module_code = ?').pluck().get(user.id, module) as string | undefined;
  return text ? (JSON.parse(text) as Record<string, unknown>) : undefined;
};

const saveForm = (ctx: ServerContext, user: UserRecord, module: number, data: object) =>
  ctx.db
    .prepare(
      'INSERT INTO kyc_forms (user_id, module_code, data, updated_at) VALUES (?, ?, ?, ?) ON CONFLICT (user_id, module_code) DO UPDATE SET data = excluded.data, updated_at = excluded.updated_at',
    )
    .run(user.id, module, JSON.stringify(data), ctx.clock.now());

interface PersonalInfo {
  title: string;
  name: string;
  dateBirth: string;
  nationality: number;
  countryId: number;
  state?: string;
  suburb: string;
  streetAddress: string;
  postcode: string;
  phoneCode: string;
  phone: string;
}

/** Lists and rules the form schema cannot hold: known countries, the country's provinces, dialling codes, a real date. */
function checkPersonalInfo(config: PortalConfig, body: Pick<PersonalInfo, 'nationality' | 'countryId' | 'state'> & Partial<PersonalInfo>): void {
  const country = (id: number) => config.countries.find((c) => c.id === id);
  if (!country(body.nationality)) throw detailsInvalid('nationality', `nationality: ${body.nationality} is not a known country id`);
  const residence = country(body.countryId);
  if (!residence) throw detailsInvalid('countryId', `countryId: ${body.countryId} is not a known country id`);
  const provinces = config.kycPersonalDetails.provinces[residence.code];
  if (provinces && !(body.state && provinces.includes(body.state)))
    throw detailsInvalid('state', `state: choose one of the ${provinces.length} provinces of ${residence.name}`);
  if (body.phoneCode !== undefined && !Object.values(config.kycPersonalDetails.phoneCodes).includes(body.phoneCode))
    throw detailsInvalid('phoneCode', `phoneCode: ${body.phoneCode} is not a listed dialling code`);
  if (body.dateBirth !== undefined && Number.isNaN(Date.parse(`${body.dateBirth}T00:00:00Z`))) throw detailsInvalid('dateBirth', 'dateBirth: not a date');
}

/** Submitting and reading the form modules (personal information, questionnaire) and one-time codes. */
export function kycModuleRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const formSchema = (id: string) => ctx.config().forms[id]!.schema as Record<string, unknown>;

  registerApi<{ module: number; transactionId: string; code: string }, unknown>(app, ctx, {
    method: 'POST',
    bases: ['cp'],
    path: 'kyc/verifyCode',
    summary:
      "Verify the e-mail or phone module (1, 2) with the one-time code sent to the account's address (mfa/sendEmailVerificationCode, sendSmsVerificationCode)",
    tags,
    auth: 'required',
    config: guessRateLimitOf(ctx),
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['module', 'transactionId', 'code'],
      properties: {
        module: { type: 'integer', minimum: 1, maximum: 99 },
        transactionId: { type: 'string', minLength: 1, maxLength: 64 },
        code: { type: 'string', pattern: '^[0-9]{4,8}$' },
      },
    },
    data: { type: 'object', properties: { module: { type: 'integer' }, status: { type: 'integer' } } },
    handler: ({ auth, body }) => {
      const config = ctx.config(auth.user.regulator);
      const module = config.kycModules.modules.find((m) => m.code === body.module && m.verifiedBy === 'otp');
      if (!module?.otpPurpose) throw new ApiError('BAD_REQUEST', 400, `Module ${body.module} is not verified by a one-time code.`);
      assertModuleCan(ctx, auth.user, module.code, 'VERIFY');
      ctx.otp.verify({ transactionId: body.transactionId, code: body.code, purpose: module.otpPurpose, userKey: `user:${auth.user.id}` });
      const move = ctx.db.transaction(() => moveModule(ctx, auth.user, module.code, 'VERIFY', 'user'))();
      return { module: module.code, status: move.to };
    },
  });

  registerApi<PersonalInfo, unknown>(app, ctx, {
    method: 'POST',
    bases: ['cp'],
    path: 'identityProof/verificationV2',
    summary: 'Submit personal information (module 3): checked by the ID3 provider; a pass verifies the module, a referral leaves it pending for staff',
    tags,
    auth: 'required',
    body: formSchema(personalInfoForm),
    data: { type: 'object', properties: { module: { type: 'integer' }, status: { type: 'integer' }, id3: { type: 'string' } } },
    handler: ({ auth, body }) => {
      const user = auth.user;
      const config = ctx.config(user.regulator);
      const module = moduleBy(config, (m) => m.verifiedBy === 'provider');
      checkPersonalInfo(config, body);
      const phoneModule = moduleBy(config, (m) => m.otpPurpose === 'verifyPhone');
      const phoneChanged = body.phoneCode !== (user.phone_code ?? '') || body.phone !== (user.phone ?? '');
      if (phoneChanged && kycState(ctx, user).moduleStatus(phoneModule) === 'verified')
        throw new ApiError('KYC_PHONE_LOCKED', 409, 'The phone number is verified: change it in the security centre.', { field: 'phone' });
      const check = ctx.kycProviders.id3.check({ config, user, dateBirth: body.dateBirth, now: ctx.clock.now() });
      const event = check.status === 'passed' ? 'VERIFY' : 'REFER';
      assertModuleCan(ctx, user, module, event);
      const move = ctx.db.transaction(() => {
        saveForm(ctx, user, module, body);
        if (phoneChanged) ctx.db.prepare('UPDATE users SET phone_code = ?, phone = ? WHERE id = ?').run(body.phoneCode, body.phone, user.id);
        ctx.db
          .prepare(
            'INSERT INTO kyc_id3_checks (user_id, status, reason, checked_at) VALUES (?, ?, ?, ?) ON CONFLICT (user_id) DO UPDATE SET status = excluded.status, reason = excluded.reason, checked_at = excluded.checked_at',
          )
          .run(user.id, check.status, check.reason ?? null, ctx.clock.now());
        return moveModule(ctx, user, module, event, 'provider', check.reason);
      })();
      return { module, status: move.to, id3: check.status };
    },
  });

  registerApi<Record<string, string>, unknown>(app, ctx, {
    method: 'POST',
    bases: ['web'],
    path: 'verificationV2/submitIbtQuestionnaire',
    summary: 'Submit the questionnaire (module 6): every answer must be one of the lists of the question endpoints; complete answers verify the module',
    tags,
    auth: 'required',
    body: formSchema(questionnaireForm),
    data: { type: 'object', properties: { module: { type: 'integer' }, status: { type: 'integer' } } },
    handler: ({ auth, body }) => {
      const config = ctx.config(auth.user.regulator);
      const module = moduleBy(config, (m) => m.verifiedBy === 'answers');
      for (const set of config.kycQuestions.questionnaire) {
        for (const question of config.kycQuestions.sets[set]?.questions ?? []) {
          if (!question.answers.some((a) => a.value === body[question.id])) {
            throw detailsInvalid(question.id, `${question.id}: choose one of ${question.answers.map((a) => a.value).join(', ')}`);
          }
        }
      }
      assertModuleCan(ctx, auth.user, module, 'VERIFY');
      const move = ctx.db.transaction(() => {
        saveForm(ctx, auth.user, module, body);
        return moveModule(ctx, auth.user, module, 'VERIFY', 'user');
      })();
      return { module, status: move.to };
    },
  });

  registerApi<unknown, { step: number }>(app, ctx, {
    method: 'GET',
    bases: ['web'],
    path: 'verificationV2/getData',
    summary: "The data of a module (step) as the user last submitted it; for personal information, the account's details until then",
    tags,
    auth: 'required',
    query: { type: 'object', additionalProperties: false, required: ['step'], properties: { step: { type: 'integer', minimum: 1, maximum: 99 } } },
    data: open,
    handler: ({ auth, query }) => {
      const user = auth.user;
      const config = ctx.config(user.regulator);
      const stored = storedForm(ctx, user, query.step);
      if (stored) return stored;
      if (query.step === moduleBy(config, (m) => m.verifiedBy === 'provider')) {
        return {
          name: user.name,
          ...(user.title ? { title: user.title } : {}),
          ...(user.country_id ? { countryId: user.country_id, nationality: user.country_id } : {}),
          phoneCode: user.phone_code ?? '',
          phone: user.phone ?? '',
        };
      }
      return {};
    },
  });

  registerApi(app, ctx, {
    method: 'GET',
    bases: ['web'],
    path: 'verificationV2/ibtGetData',
    summary: 'The advanced (IBT) proofs: the ibtPoi and ibtPoa audit statuses and the advanced modules with status and reason',
    tags,
    auth: 'required',
    data: {
      type: 'object',
      properties: {
        ibtPoiAuditStatus: { type: 'integer' },
        ibtPoaAuditStatus: { type: 'integer' },
        modules: {
          type: 'array',
          items: { type: 'object', properties: { code: { type: 'integer' }, status: { type: 'integer' }, reason: { type: ['string', 'null'] } } },
        },
      },
    },
    handler: ({ auth }) => {
      const config = ctx.config(auth.user.regulator);
      const state = kycState(ctx, auth.user);
      const codes = [documentModule(config, 'poi', 'ibt'), documentModule(config, 'poa', 'ibt')].filter((c): c is number => c !== undefined);
      const reason = (code: number) =>
        (ctx.db.prepare('SELECT reason FROM kyc_modules WHERE user_id = ? AND module_code = ?').pluck().get(auth.user.id, code) as string | null | undefined) ??
        null;
      return {
        ibtPoiAuditStatus: auditStatusOf(config, state, codes[0]),
        ibtPoaAuditStatus: auditStatusOf(config, state, codes[1]),
        modules: codes.map((code) => ({ code, status: moduleStatusCode(ctx, auth.user, code), reason: reason(code) })),
      };
    },
  });

  registerApi<Pick<PersonalInfo, 'countryId' | 'state' | 'suburb' | 'streetAddress' | 'postcode'>, unknown>(app, ctx, {
    method: 'POST',
    bases: ['cp'],
    path: 'identityProof/updateUserIdAddress',
    summary: 'Correct the address of the personal information while the proof of address is not submitted or was rejected',
    tags,
    auth: 'required',
    body: (() => {
      const props = formSchema(personalInfoForm).properties as Record<string, unknown>;
      const fields = ['countryId', 'state', 'suburb', 'streetAddress', 'postcode'];
      return {
        type: 'object',
        additionalProperties: false,
        required: ['countryId', 'suburb', 'streetAddress', 'postcode'],
        properties: Object.fromEntries(fields.map((f) => [f, props[f]])),
      };
    })(),
    data: open,
    handler: ({ auth, body }) => {
      const config = ctx.config(auth.user.regulator);
      const personal = moduleBy(config, (m) => m.verifiedBy === 'provider');
      const stored = storedForm(ctx, auth.user, personal);
      if (!stored) throw detailsInvalid('personalInfo', 'Fill in the personal information first.');
      const poa = documentModule(config, 'poa', 'general');
      const status = poa === undefined ? 'unsubmitted' : kycState(ctx, auth.user).moduleStatus(poa);
      if (!['unsubmitted', 'rejected'].includes(status))
        throw new ApiError('KYC_ADDRESS_LOCKED', 409, `The proof of address is ${status}: the address cannot change now.`, { status });
      checkPersonalInfo(config, { ...(stored as unknown as PersonalInfo), ...body });
      const next = { ...stored, ...body };
      saveForm(ctx, auth.user, personal, next);
      return next;
    },
  });

  registerApi(app, ctx, {
    method: 'GET',
    bases: ['web'],
    path: 'personalDetail/id3Status',
    summary: 'The electronic identity check (ID3) of the personal information: passed, referred (to staff) or notChecked',
    tags,
    auth: 'required',
    data: { type: 'object', properties: { status: { type: 'string' }, reason: { type: ['string', 'null'] }, checkedAt: { type: ['string', 'null'] } } },
    handler: ({ auth }) => {
      const row = ctx.db.prepare('SELECT status, reason, checked_at FROM kyc_id3_checks WHERE user_id = ?').get(auth.user.id) as
        { status: string; reason: string | null; checked_at: number } | undefined;
      return row
        ? { status: row.status, reason: row.reason, checkedAt: new Date(row.checked_at).toISOString() }
        : { status: 'notChecked', reason: null, checkedAt: null };
    },
  });

  registerApi(app, ctx, {
    method: 'GET',
    bases: ['web'],
    path: 'personalDetail/id3Passed',
    summary: 'Whether the electronic identity check (ID3) passed',
    tags,
    auth: 'required',
    data: { type: 'object', properties: { passed: { type: 'boolean' } } },
    handler: ({ auth }) => ({ passed: ctx.db.prepare("SELECT 1 FROM kyc_id3_checks WHERE user_id = ? AND status = 'passed'").get(auth.user.id) !== undefined }),
  });
}
