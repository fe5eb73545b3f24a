/** One module of a level as the guidance call lists it (specification: verifyRelationList items). */
export interface VerifyRelation {
  verifyModuleCode: number;
  status: number;
}

/** Context of the guided flow (config/kyc/flows/guide.json). */
export interface GuideContext {
  level: number;
  nextLevel: number;
  modules: VerifyRelation[];
  /** Module codes still to go through, in order. */
  steps: number[];
  position: number;
  forced: boolean;
  advancedMerge: boolean;
  ibtPoiAuditStatus: number | null;
  ibtPoaAuditStatus: number | null;
}

/** Context of the one-time-code module (config/kyc/flows/otp.json). */
export interface OtpContext {
  digits: number;
  canResend: boolean;
}

/** Context of flows that start from a reported status (module status, face verification). */
export interface StatusContext {
  status: number | string;
}

export type FlowContext = Partial<GuideContext & OtpContext & StatusContext>;

/** A machine's input: whatever the caller (browser, server, QA log) hands the context factory. */
export type FlowInput = Record<string, unknown>;

/** A wrong input is a QA or caller mistake: say what was expected. */
export class FlowInputError extends Error {
  override name = 'FlowInputError';
}
