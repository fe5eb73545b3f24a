import type { ServerContext } from '../context';
import { destinationChoices, verifiedDestination, type DestinationRef, type DestinationRule } from '../funds/destinations';
import { ApiError } from '../http/apiError';
import type { IbScope } from './ibScope';
import type { RebateDestination } from './rebateWithdrawals';

/** A rebate withdrawal method as a destination rule of the client portal's destinations (config/ib/program.yaml withdrawalMethods). */
function methodOf(scope: IbScope, method: string): { rule: DestinationRule; asset: string } {
  const found = (scope.config.ibProgram.withdrawalMethods ?? []).find((m) => m.id === method);
  if (!found) throw new ApiError('VALIDATION_FAILED', 400, `"${method}" is not a rebate withdrawal method.`, { field: 'method' });
  return { rule: { id: found.id, destination: found.destination }, asset: found.asset ?? scope.config.ibProgram.rebateCurrency };
}

/** The IB's verified destinations a method pays to (the withdraw form's choice); the IB's, also for its sub-users. */
export function rebateDestinationChoices(ctx: ServerContext, scope: IbScope, method: string): DestinationRef[] {
  const { rule, asset } = methodOf(scope, method);
  return destinationChoices(ctx, scope.owner, rule, asset);
}

/** Where a rebate withdrawal is paid: a verified destination of the IB for the method (DESTINATION_REQUIRED otherwise). */
export function rebateDestination(ctx: ServerContext, scope: IbScope, body: { method: string; destinationId?: number }): RebateDestination {
  const { rule, asset } = methodOf(scope, body.method);
  const chosen = verifiedDestination(ctx, scope.owner, rule, asset, body.destinationId)!;
  return { method: body.method, destinationId: chosen.id, label: chosen.label };
}
