import { assign, type AnyEventObject } from 'xstate';
import type { FlowContext, GuideContext } from './flowContext';

type Args = { context: FlowContext; event: AnyEventObject };
type Params = Record<string, unknown> | undefined;

/** assign() typed for the flows' shared context and any event. */
const update = (assigner: (args: Args, params: Params) => Partial<FlowContext>) => assign<FlowContext, AnyEventObject, Params, AnyEventObject, never>(assigner);

const guide = (context: FlowContext) => context as GuideContext;
const numbers = (params: Params, key: string): number[] =>
  Array.isArray(params?.[key]) ? (params[key] as unknown[]).filter((n): n is number => typeof n === 'number') : [];
const statusOf = (context: GuideContext, code: number) => context.modules.find((m) => m.verifyModuleCode === code)?.status;

/**
 * Guards flows name (config/kyc/flows/*.json). Parameters come from the flow, so the rules' numbers
 * (levels, statuses, module codes) stay in config.
 */
export const kycGuards = {
  /** The guide was opened to show the result (or forced there). */
  forced: ({ context }: Args) => guide(context).forced === true,
  noStepLeft: ({ context }: Args) => guide(context).position >= guide(context).steps.length,
  /** params.module: the module code of the current step. */
  currentStepIs: ({ context }: Args, params: Params) => guide(context).steps[guide(context).position] === params?.module,
  /** The current step is params.module and advanced merge holds (one page for advanced POI and POA). */
  mergedStepIs: ({ context }: Args, params: Params) => guide(context).advancedMerge && guide(context).steps[guide(context).position] === params?.module,
  hasPrevious: ({ context }: Args) => guide(context).position > 0,
  /** params.levels: the guide leads to one of these levels. */
  nextLevelIs: ({ context }: Args, params: Params) => numbers(params, 'levels').includes(guide(context).nextLevel),
  /** The typed code has exactly the configured number of digits. */
  codeComplete: ({ context, event }: Args) => typeof event.code === 'string' && new RegExp(`^[0-9]{${context.digits ?? 6}}$`).test(event.code),
  resendAllowed: ({ context }: Args) => context.canResend === true,
  /** params.status: the reported status the flow started from. */
  statusIs: ({ context }: Args, params: Params) => context.status === params?.status,
};

/** Actions flows name; each changes only the context. */
export const kycActions = {
  /** Keep only the steps whose module status is one of params.statuses. */
  keepModulesWithStatus: update(({ context }, params) => {
    const keep = numbers(params, 'statuses');
    return { steps: guide(context).steps.filter((code) => keep.includes(statusOf(guide(context), code) ?? Number.NaN)) };
  }),
  /** Drop the steps whose module status is one of params.statuses. */
  dropModulesWithStatus: update(({ context }, params) => {
    const drop = numbers(params, 'statuses');
    return { steps: guide(context).steps.filter((code) => !drop.includes(statusOf(guide(context), code) ?? Number.NaN)) };
  }),
  /** Advanced merge: either IBT audit status is params.eitherIs, or both are params.bothAre. */
  computeAdvancedMerge: update(({ context }, params) => {
    const { ibtPoiAuditStatus: poi, ibtPoaAuditStatus: poa } = guide(context);
    return { advancedMerge: poi === params?.eitherIs || poa === params?.eitherIs || (poi === params?.bothAre && poa === params?.bothAre) };
  }),
  /** When advanced merge holds and params.module is the first step, drop it (the merged page covers it). */
  dropFirstStepWhenMerged: update(({ context }, params) => {
    const { steps, advancedMerge } = guide(context);
    return { steps: advancedMerge && steps[0] === params?.module ? steps.slice(1) : steps };
  }),
  advance: update(({ context }) => ({ position: guide(context).position + 1 })),
  retreat: update(({ context }) => ({ position: Math.max(0, guide(context).position - 1) })),
  force: update(() => ({ forced: true })),
  /** Back to every module of the level, from the first. */
  restart: update(({ context }) => ({ steps: guide(context).modules.map((m) => m.verifyModuleCode), position: 0, forced: false, advancedMerge: false })),
  allowResend: update(() => ({ canResend: true })),
  blockResend: update(() => ({ canResend: false })),
};

export const kycGuardNames = Object.keys(kycGuards);
export const kycActionNames = Object.keys(kycActions);
