import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { registerApi } from '../http/api';
import { guessRateLimitOf } from '../http/rateLimits';
import { advancedProofStatus } from '../kyc/advancedProofs';
import { id3Passed, id3Status } from '../kyc/id3Checks';
import { submitPersonalInfo, updatePersonalAddress, type PersonalAddress, type PersonalInfo } from '../kyc/personalInfo';
import { submitQuestionnaire } from '../kyc/questionnaire';
import { verifyModuleCode } from '../kyc/verifyModuleCode';
import { kycData } from '../users/specEntities';
import { kycUserInfoViewSchema } from '../../../engine/api';

const tags = ['kyc'];
const open = { type: 'object', additionalProperties: true };

/** The form definition (config/forms) whose schema the browser renders and the server validates. */
export const personalInfoForm = 'kycPersonalInfo';
export const questionnaireForm = 'kycQuestionnaire';

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
    handler: ({ auth, body }) => verifyModuleCode(ctx, auth.user, body),
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
    handler: ({ auth, body }) => submitPersonalInfo(ctx, auth.user, body),
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
    handler: ({ auth, body }) => submitQuestionnaire(ctx, auth.user, body),
  });

  registerApi<unknown, { step: number }>(app, ctx, {
    method: 'GET',
    bases: ['web'],
    path: 'verificationV2/getData',
    summary:
      'The data of a module (step) as the user last submitted it; for personal information, the KYC user info (the form, prefilled from the account until submitted, with the e-mail and phone modules, the questionnaire answers and the main account type)',
    tags,
    auth: 'required',
    query: { type: 'object', additionalProperties: false, required: ['step'], properties: { step: { type: 'integer', minimum: 1, maximum: 99 } } },
    data: kycUserInfoViewSchema,
    handler: ({ auth, query }) => kycData(ctx, auth.user, query.step),
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
    handler: ({ auth }) => advancedProofStatus(ctx, auth.user),
  });

  registerApi<PersonalAddress, unknown>(app, ctx, {
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
    handler: ({ auth, body }) => updatePersonalAddress(ctx, auth.user, body),
  });

  registerApi(app, ctx, {
    method: 'GET',
    bases: ['web'],
    path: 'personalDetail/id3Status',
    summary: 'The electronic identity check (ID3) of the personal information: passed, referred (to staff) or notChecked',
    tags,
    auth: 'required',
    data: { type: 'object', properties: { status: { type: 'string' }, reason: { type: ['string', 'null'] }, checkedAt: { type: ['string', 'null'] } } },
    handler: ({ auth }) => id3Status(ctx, auth.user),
  });

  registerApi(app, ctx, {
    method: 'GET',
    bases: ['web'],
    path: 'personalDetail/id3Passed',
    summary: 'Whether the electronic identity check (ID3) passed',
    tags,
    auth: 'required',
    data: { type: 'object', properties: { passed: { type: 'boolean' } } },
    handler: ({ auth }) => ({ passed: id3Passed(ctx, auth.user) }),
  });
}
