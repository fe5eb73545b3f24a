import { initialTransition, transition } from 'xstate';
import { enumCode, lookupEnum } from '../../../engine/catalog';
import { createFlowMachine } from '../../../engine/kyc';
import { prepared } from '../db/prepared';
import { ApiError } from '../http/apiError';
import type { UserRecord } from '../users/userRecord';
import type { KycDeps } from './kycDeps';

/** Events of config/kyc/flows/moduleStatus.json. */
export type ModuleEvent = 'SUBMIT' | 'VERIFY' | 'REFER' | 'APPROVE' | 'REJECT';

/** The flow that holds the allowed transitions of a module's status. */
export const moduleStatusFlow = 'moduleStatus';

/** Who moved a module: the user, a provider, or a staff member. */
export type ModuleActor = 'user' | 'provider' | `staff:${string}`;

export interface ModuleMove {
  module: number;
  from: number;
  to: number;
}

/** The stored status code of a module (unsubmitted when there is no row). */
export function moduleStatusCode(deps: KycDeps, user: UserRecord, module: number): number {
  const row = prepared(deps.db, 'SELECT status FROM kyc_modules WHERE user_id = ? AND module_code = ?').get(user.id, module) as { status: number } | undefined;
  return row?.status ?? Number(enumCode(deps.config(user.regulator).enumerations, 'kycModuleStatus', 'unsubmitted'));
}

/** The reason stored with a module's status (a reviewer's or provider's), or null. */
export function moduleReason(deps: KycDeps, user: UserRecord, module: number): string | null {
  return (
    (prepared(deps.db, 'SELECT reason FROM kyc_modules WHERE user_id = ? AND module_code = ?').pluck().get(user.id, module) as string | null | undefined) ??
    null
  );
}

/**
 * The status a module moves to on an event, by the moduleStatus flow; undefined when the flow does
 * not take the event in the module's current status.
 */
export function nextModuleStatus(deps: KycDeps, user: UserRecord, from: number, event: ModuleEvent): number | undefined {
  const machine = createFlowMachine(deps.config(user.regulator).kycFlows[moduleStatusFlow]!);
  const [current] = initialTransition(machine, { status: from });
  const [next] = transition(machine, current, { type: event });
  if (next === current || JSON.stringify(next.value) === JSON.stringify(current.value)) return undefined;
  const meta = Object.values(next.getMeta() as Record<string, { status?: unknown }>).find((m) => typeof m?.status === 'number');
  return meta?.status as number | undefined;
}

/** The status an event moves a module to, or the refusal (KYC_MODULE_STATE) naming the module's current status. */
export function assertModuleCan(deps: KycDeps, user: UserRecord, module: number, event: ModuleEvent): { from: number; to: number } {
  const from = moduleStatusCode(deps, user, module);
  const to = nextModuleStatus(deps, user, from, event);
  if (to !== undefined) return { from, to };
  const enums = deps.config(user.regulator).enumerations;
  const status = lookupEnum(enums, 'kycModuleStatus', from)?.name ?? String(from);
  const name = lookupEnum(enums, 'kycModule', module)?.name ?? String(module);
  throw new ApiError('KYC_MODULE_STATE', 409, `Module ${module} (${name}) is ${status}: ${event.toLowerCase()} is not possible now.`, {
    module,
    status: from,
    event,
  });
}

/**
 * Moves a module's status by an event of the moduleStatus flow, in the caller's transaction, with an
 * audit row; refuses (KYC_MODULE_STATE) what the flow does not allow.
 */
export function moveModule(deps: KycDeps, user: UserRecord, module: number, event: ModuleEvent, actor: ModuleActor, reason?: string): ModuleMove {
  const { from, to } = assertModuleCan(deps, user, module, event);
  const now = deps.clock.now();
  deps.db
    .prepare(
      `INSERT INTO kyc_modules (user_id, module_code, status, reason, updated_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (user_id, module_code) DO UPDATE SET status = excluded.status, reason = excluded.reason, updated_at = excluded.updated_at`,
    )
    .run(user.id, module, to, reason ?? null, now);
  deps.db
    .prepare('INSERT INTO kyc_module_events (user_id, module_code, event, from_status, to_status, actor, reason, at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
    .run(user.id, module, event, from, to, actor, reason ?? null, now);
  return { module, from, to };
}

/** Verifies a module unless it already is (binding a new e-mail or phone by code verifies it too). */
export function ensureModuleVerified(deps: KycDeps, user: UserRecord, module: number, actor: ModuleActor): void {
  const verified = Number(enumCode(deps.config(user.regulator).enumerations, 'kycModuleStatus', 'verified'));
  if (moduleStatusCode(deps, user, module) !== verified) moveModule(deps, user, module, 'VERIFY', actor);
}
