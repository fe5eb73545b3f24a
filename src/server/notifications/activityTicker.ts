import { hiddenClientFields } from '../../../engine/ib';
import type { RequestAuth } from '../auth/authPlugin';
import type { ServerContext } from '../context';
import { serverText } from '../i18n/serverText';
import { ibScope } from '../ib/ibScope';
import { isIb } from '../users/profile';

export interface TickerItem {
  id: number;
  at: string;
  message: string;
}

/**
 * The dashboard ticker's latest 20 entries in the reader's language. An IB whose lots privacy switch is
 * on reads it without lots (issue 17: the ticker leaked them): keyed messages take their WithoutLots
 * wording, free-text ones are left out.
 */
export function activityTicker(deps: Pick<ServerContext, 'db' | 'config' | 'load'>, auth: RequestAuth | undefined, language: string): TickerItem[] {
  const rows = deps.db.prepare('SELECT id, at, message, message_key, message_values FROM activity_ticker ORDER BY at DESC, id DESC LIMIT 20').all() as {
    id: number;
    at: number;
    message: string;
    message_key: string | null;
    message_values: string | null;
  }[];
  const lotsHidden =
    auth !== undefined &&
    isIb(deps.config(auth.user.regulator), auth.user) &&
    hiddenClientFields(deps.config(auth.user.regulator).ibProgram, ibScope(deps, auth).switches).has('lots');
  return rows
    .map((r) => ({
      id: r.id,
      at: new Date(r.at).toISOString(),
      message: r.message_key
        ? serverText(
            deps.load,
            lotsHidden ? `${r.message_key}WithoutLots` : r.message_key,
            JSON.parse(r.message_values ?? '{}') as Record<string, string | number>,
            language,
          )
        : lotsHidden
          ? ''
          : r.message,
    }))
    .filter((r) => r.message !== '');
}
