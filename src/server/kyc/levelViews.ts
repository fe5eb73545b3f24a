import { enumCode } from '../../../engine/catalog';
import type { PortalConfig } from '../../../engine/config';
import { evaluate } from '../../../engine/predicates';
import { dependenciesOf, modulesToReach, nextLevelOf, type LevelState } from '../../../engine/kyc';
import type { Session } from '../auth/sessionService';
import { ApiError } from '../http/apiError';
import { userPredicateContext } from '../users/userContext';
import type { UserRecord } from '../users/userRecord';
import type { KycDeps } from './kycDeps';
import { kycState, type KycState } from './kycState';

/** A level's status as the kycLevelStatus code (verified 0, pending 1, rejected 2, AML rejected -1); null while nothing decided it. */
export function levelStatusCode(config: PortalConfig, state: LevelState): number | null {
  if (state.status === 'unverified') return null;
  return Number(enumCode(config.enumerations, 'kycLevelStatus', state.status));
}

const moduleCode = (config: PortalConfig, name: string) => Number(enumCode(config.enumerations, 'kycModuleStatus', name));

/** The audit status (verificationStatus code) a module's status shows as (config/kyc/modules.yaml auditStatus). */
export function auditStatusOf(config: PortalConfig, state: KycState, module: number | undefined): number {
  const fallback = Number(config.enumerations.verificationStatus?.fallback?.code ?? -1);
  if (module === undefined) return fallback;
  const name = config.kycModules.auditStatus[state.moduleStatus(module)];
  const value = config.enumerations.verificationStatus?.values.find((v) => v.name === name);
  return value ? Number(value.code) : fallback;
}

/** The module holding documents of a type and category (poi/general = POI, poi/ibt = advanced POI, ...). */
export function documentModule(config: PortalConfig, type: string, category: string): number | undefined {
  return config.kycModules.modules.find((m) => m.documents?.type === type && m.documents.category === category)?.code;
}

/** profile/queryUserLevel: the user's level, the next one, and how the ladder stands (specification: KYC level). */
export function userLevel(deps: KycDeps, user: UserRecord, session?: Session) {
  const config = deps.config(user.regulator);
  const state = kycState(deps, user, session);
  const next = nextLevelOf(config.kycLevels, state.levels);
  const independent = config.kycLevels.levels.filter((l) => l.independent);
  return {
    level: state.level,
    nextLevel: next ?? null,
    disable: state.levels.some((l) => l.status === 'amlRejected'),
    isMaxPrimaryLevel: state.level >= config.kycLevels.maxPrimaryLevel,
    maxPrimaryLevel: config.kycLevels.maxPrimaryLevel,
    independenceLevels: independent.map((l) => l.level),
    independenceDependOnLevels: independent.map((l) => ({ level: l.level, dependsOn: dependenciesOf(config.kycLevels, l.level) })),
    levels: state.levels.map((l) => ({ level: l.level, status: levelStatusCode(config, l), statusName: l.status })),
  };
}

/**
 * profile/guidanceLevel: what the KYC guide walks through to reach a level (the next one by default,
 * or specialLevel for an independent level): the modules with their status codes, and the IBT audit
 * statuses the advanced-merge rule reads. The guide's flow applies the rules to this list.
 */
export function guidance(deps: KycDeps, user: UserRecord, input: { nextLevel?: number; specialLevel?: number }, session?: Session) {
  const config = deps.config(user.regulator);
  const state = kycState(deps, user, session);
  const target = input.specialLevel ?? input.nextLevel ?? nextLevelOf(config.kycLevels, state.levels) ?? config.kycLevels.maxPrimaryLevel;
  if (!config.kycLevels.levels.some((l) => l.level === target)) {
    throw new ApiError('KYC_UNKNOWN_LEVEL', 400, `There is no verification level ${target}.`, { levels: config.kycLevels.levels.map((l) => l.level) });
  }
  const modules = modulesToReach(config.kycLevels, state.levels, target);
  return {
    userId: user.id,
    level: state.level,
    nextLevel: target,
    verifyRelationList: modules.map((code) => ({ verifyModuleCode: code, status: moduleCode(config, state.moduleStatus(code)) })),
    ibtPoiAuditStatus: auditStatusOf(config, state, documentModule(config, 'poi', 'ibt')),
    ibtPoaAuditStatus: auditStatusOf(config, state, documentModule(config, 'poa', 'ibt')),
  };
}

/** Each level's grants as this user would get them (conditions such as the regulator evaluated). */
function levelGrants(deps: KycDeps, user: UserRecord, state: KycState, level: number, session?: Session) {
  const config = deps.config(user.regulator);
  const facts = userPredicateContext(config, user, session, { kycLevel: state.level });
  const def = config.kycLevels.levels.find((l) => l.level === level);
  const grants = new Map<number, { functionModuleCode: number; limitType?: string; period?: string; limitAmount?: number; currency?: string }>();
  for (const grant of def?.grants ?? []) {
    if (grant.when && !evaluate(grant.when, facts, config.policies)) continue;
    grants.set(grant.permission, { functionModuleCode: grant.permission, ...(grant.limit ?? {}) });
  }
  return [...grants.values()];
}

function moduleRows(deps: KycDeps, user: UserRecord, config: PortalConfig, state: KycState, codes: readonly number[]) {
  const reasons = new Map(
    (deps.db.prepare('SELECT module_code, reason FROM kyc_modules WHERE user_id = ?').all(user.id) as { module_code: number; reason: string | null }[]).map(
      (r) => [r.module_code, r.reason],
    ),
  );
  return codes.map((code) => ({ code, status: moduleCode(config, state.moduleStatus(code)), reason: reasons.get(code) ?? null }));
}

/** profile/myVerificationCenter: every level with its status, modules, what it unlocks (with limits), and the user's permissions. */
export function verificationCenter(deps: KycDeps, user: UserRecord, session?: Session) {
  const config = deps.config(user.regulator);
  const state = kycState(deps, user, session);
  return {
    level: state.level,
    nextLevel: nextLevelOf(config.kycLevels, state.levels) ?? null,
    levels: state.levels.map((l) => {
      const def = config.kycLevels.levels.find((d) => d.level === l.level)!;
      return {
        level: l.level,
        nameKey: def.nameKey,
        independent: def.independent === true,
        status: levelStatusCode(config, l),
        statusName: l.status,
        blockedBy: l.blockedBy,
        missingModules: l.missingModules,
        modules: moduleRows(deps, user, config, state, def.modules),
        unlocks: levelGrants(deps, user, state, l.level, session),
      };
    }),
    permissions: state.permissions,
  };
}

/** profile/queryVerificationResult: each level's verifyLevelStatus and levelFunctionLimit, and the modules' statuses with reasons. */
export function verificationResult(deps: KycDeps, user: UserRecord, session?: Session) {
  const config = deps.config(user.regulator);
  const state = kycState(deps, user, session);
  const codes = config.kycLevels.levels.flatMap((l) => l.modules);
  return {
    level: state.level,
    levels: state.levels.map((l) => ({
      level: l.level,
      verifyLevelStatus: levelStatusCode(config, l),
      statusName: l.status,
      levelFunctionLimit: levelGrants(deps, user, state, l.level, session).filter((g) => g.limitType !== undefined),
    })),
    modules: moduleRows(deps, user, config, state, [...new Set(codes)]),
  };
}

/** profile/info/proof: the common profile's identity-proof status and the four audit statuses (poi, poa, ibtPoi, ibtPoa). */
export function identityProofStatus(deps: KycDeps, user: UserRecord, session?: Session) {
  const config = deps.config(user.regulator);
  const state = kycState(deps, user, session);
  const poi = documentModule(config, 'poi', 'general');
  const poa = documentModule(config, 'poa', 'general');
  const status = (module: number | undefined) => (module === undefined ? 'unsubmitted' : state.moduleStatus(module));
  const waiting = (module: number | undefined) => ['underReview', 'pending'].includes(status(module));
  const id3 = deps.db.prepare('SELECT status FROM kyc_id3_checks WHERE user_id = ?').pluck().get(user.id) as string | undefined;
  const provider = config.kycModules.modules.find((m) => m.verifiedBy === 'provider');
  return {
    language: user.language,
    regulator: user.regulator,
    verifyMethod: provider && 'provider' in provider ? String(provider.provider) : '',
    identityProofStatus: {
      requireIDProof: ['unsubmitted', 'rejected'].includes(status(poi)),
      pendingIDProofApproval: waiting(poi),
      requireAddressProof: ['unsubmitted', 'rejected'].includes(status(poa)),
      pendingAddressProofApproval: waiting(poa),
    },
    poiAuditStatus: auditStatusOf(config, state, poi),
    poaAuditStatus: auditStatusOf(config, state, poa),
    ibtPoiAuditStatus: auditStatusOf(config, state, documentModule(config, 'poi', 'ibt')),
    ibtPoaAuditStatus: auditStatusOf(config, state, documentModule(config, 'poa', 'ibt')),
    id3Pass: id3 === 'passed',
    level: state.level,
  };
}
