import { FlowInputError, type FlowInput, type GuideContext, type OtpContext, type StatusContext, type VerifyRelation } from './flowContext';

const optionalNumber = (value: unknown, what: string): number | null => {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new FlowInputError(`${what} must be a number`);
  return value;
};

const requiredNumber = (value: unknown, what: string): number => {
  const n = optionalNumber(value, what);
  if (n === null) throw new FlowInputError(`${what} is required`);
  return n;
};

/** The guided flow from a guidanceLevel answer: { level, nextLevel, verifyRelationList, ibtPoiAuditStatus?, ibtPoaAuditStatus?, forceResult? }. */
function guideContext(input: FlowInput): GuideContext {
  const list = input.verifyRelationList;
  if (!Array.isArray(list)) throw new FlowInputError('guide input: verifyRelationList must be a list of { verifyModuleCode, status }');
  const modules: VerifyRelation[] = list.map((item: unknown, i) => {
    const relation = (item ?? {}) as Record<string, unknown>;
    return {
      verifyModuleCode: requiredNumber(relation.verifyModuleCode, `verifyRelationList[${i}].verifyModuleCode`),
      status: requiredNumber(relation.status, `verifyRelationList[${i}].status`),
    };
  });
  return {
    level: optionalNumber(input.level, 'level') ?? 0,
    nextLevel: requiredNumber(input.nextLevel, 'nextLevel'),
    modules,
    steps: modules.map((m) => m.verifyModuleCode),
    position: 0,
    forced: input.forceResult === true,
    advancedMerge: false,
    ibtPoiAuditStatus: optionalNumber(input.ibtPoiAuditStatus, 'ibtPoiAuditStatus'),
    ibtPoaAuditStatus: optionalNumber(input.ibtPoaAuditStatus, 'ibtPoaAuditStatus'),
  };
}

/** The one-time-code module: { digits } (config/constants.yaml otp.digits). */
function otpContext(input: FlowInput): OtpContext {
  return { digits: requiredNumber(input.digits, 'otp input: digits'), canResend: false };
}

/** A flow starting from a reported status: { status }. */
function statusContext(input: FlowInput): StatusContext {
  const status = input.status;
  if (typeof status !== 'number' && typeof status !== 'string') throw new FlowInputError('input: status (a code) is required');
  return { status };
}

/** Context factories by the name flows give in contextFactory. */
export const kycContextFactories: Record<string, (input: FlowInput) => object> = { guideContext, otpContext, statusContext };

export const kycContextFactoryNames = Object.keys(kycContextFactories);
