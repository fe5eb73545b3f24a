import type { ServerContext } from '../context';

/**
 * Records the device fingerprint a session's page reported. One row per session and fingerprint: a page
 * reporting again stores nothing more.
 */
export function recordDeviceFingerprint(deps: Pick<ServerContext, 'db' | 'clock'>, sessionId: string, userId: number | null, fingerprint: string): void {
  deps.db
    .prepare(
      'INSERT INTO device_fingerprints (session_id, user_id, fingerprint, at) SELECT ?, ?, ?, ? WHERE NOT EXISTS (SELECT 1 FROM device_fingerprints WHERE session_id = ? AND fingerprint = ?)',
    )
    .run(sessionId, userId, fingerprint, deps.clock.now(), sessionId, fingerprint);
}
