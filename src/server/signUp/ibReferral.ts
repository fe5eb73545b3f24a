import { hiddenClientFields } from '../../../engine/ib';
import type { ServerContext } from '../context';
import { notifyUser } from '../notifications/notify';
import type { UserRecord } from '../users/userRecord';

/**
 * A client who signed up through an IB's referral link (the link carries the IB's code): the client
 * joins the IB's leads and the IB is told (notification event ibNewClient). The notice names the
 * client unless the IB's privacy switches hide client names, then it gives the client number. An
 * unknown code changes nothing: a sign-up never fails on a stale link. A campaign link's campaign (its
 * slug) counts the registration when it is one of that IB's campaigns. Runs in the caller's transaction.
 */
export function recordIbReferral(ctx: Pick<ServerContext, 'db' | 'clock' | 'config' | 'load'>, ibCode: string, client: UserRecord, campaign?: string): void {
  const ibId = ctx.db.prepare('SELECT user_id FROM ib_profiles WHERE ib_code = ?').pluck().get(ibCode) as number | undefined;
  if (ibId === undefined || ibId === client.id) return;
  const ib = ctx.db.prepare('SELECT regulator FROM users WHERE id = ?').get(ibId) as { regulator: string };
  const config = ctx.config(ib.regulator);
  const now = ctx.clock.now();
  // A new sign-up is in the status dated by registration (config/ib/program.yaml clientStatuses: the
  // lead); it has no account yet, so its currency is the programme's.
  const status = config.ibProgram.clientStatuses.find((s) => s.dateField === 'registeredAt')?.id ?? config.ibProgram.clientStatuses[0]!.id;
  const clientId = Number(
    ctx.db
      .prepare(
        `INSERT INTO ib_clients (ib_id, name, email, phone, country_id, status, currency, registered_at, list_date)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(ibId, client.name, client.email, client.phone, client.country_id, status, config.ibProgram.rebateCurrency, now, now).lastInsertRowid,
  );
  if (campaign) ctx.db.prepare('UPDATE ib_campaigns SET registrations = registrations + 1 WHERE ib_id = ? AND slug = ?').run(ibId, campaign);
  const stored = ctx.db.prepare('SELECT privacy_switches FROM user_settings WHERE user_id = ?').pluck().get(ibId) as string | undefined;
  const hidden = hiddenClientFields(config.ibProgram, stored ? (JSON.parse(stored) as Record<string, boolean>) : {});
  notifyUser(ctx, ibId, 'ibNewClient', { values: { client: hidden.has('name') ? `#${clientId}` : client.name } });
}
