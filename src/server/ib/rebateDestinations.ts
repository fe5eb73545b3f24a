import type { ServerContext } from '../context';
import { serverText } from '../i18n/serverText';
import type { IbScope } from './ibScope';
import type { RebateDestination } from './rebateWithdrawals';

/** Where a rebate withdrawal is paid: the chosen method (and destination, once verified destinations exist). */
export function rebateDestination(ctx: ServerContext, scope: IbScope, body: { method: string; destinationId?: number }): RebateDestination {
  return { method: body.method, destinationId: null, label: serverText(ctx.load, `ib.withdraw.method.${body.method}`, {}, scope.user.language) };
}
