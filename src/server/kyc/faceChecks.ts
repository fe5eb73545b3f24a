import { newToken, tokenHash } from '../auth/tokens';
import type { ServerContext } from '../context';
import { ApiError } from '../http/apiError';
import type { UserRecord } from '../users/userRecord';
import type { KycDeps } from './kycDeps';
import type { FaceStatus } from './providers/kycProviders';

/** The KYC services plus the face-check provider (hosted SDK or the portal's own drawer). */
export type FaceCheckDeps = KycDeps & Pick<ServerContext, 'kycProviders'>;

interface FaceRow {
  id: number;
  status: FaceStatus;
  reason: string | null;
  created_at: number;
  expires_at: number;
  captured_at: number | null;
  decided_at: number | null;
}

export interface FaceToken {
  token: string;
  provider: string;
  expiresAt: string;
}

export interface FaceCheckStatus {
  status: string;
  reason: string | null;
  updatedAt: string | null;
}

/** A new face-check session (INIT): only the token's hash is stored; it expires after the provider's token TTL. */
export function issueFaceToken(deps: FaceCheckDeps, user: UserRecord): FaceToken {
  const config = deps.config(user.regulator);
  const token = newToken();
  const now = deps.clock.now();
  const expiresAt = now + config.kycModules.providers.faceCheck.tokenTtlSeconds * 1000;
  deps.db
    .prepare("INSERT INTO kyc_face_checks (user_id, token_hash, status, created_at, expires_at) VALUES (?, ?, 'INIT', ?, ?)")
    .run(user.id, tokenHash(token), now, expiresAt);
  return { token, provider: deps.kycProviders.faceCheck.name, expiresAt: new Date(expiresAt).toISOString() };
}

/** Where the hosted flow runs for a new session (the local provider's is the portal's face verification drawer). */
export function faceCheckJump(deps: FaceCheckDeps, user: UserRecord): { url: string; provider: string } {
  const { token, provider } = issueFaceToken(deps, user);
  return { url: deps.kycProviders.faceCheck.jumpUrl({ config: deps.config(user.regulator), token }), provider };
}

/** The latest captured check decides the status; the provider is asked for a decision while it is pending. */
export function faceCheckStatus(deps: FaceCheckDeps, user: UserRecord): FaceCheckStatus {
  const row = deps.db
    .prepare('SELECT * FROM kyc_face_checks WHERE user_id = ? AND captured_at IS NOT NULL ORDER BY captured_at DESC, id DESC LIMIT 1')
    .get(user.id) as FaceRow | undefined;
  if (!row) return { status: 'INIT', reason: null, updatedAt: null };
  if (row.status === 'PENDING') {
    const decision = deps.kycProviders.faceCheck.decide({ config: deps.config(user.regulator), capturedAt: row.captured_at!, now: deps.clock.now() });
    if (decision) {
      deps.db
        .prepare('UPDATE kyc_face_checks SET status = ?, reason = ?, decided_at = ? WHERE id = ?')
        .run(decision.status, decision.reason ?? null, deps.clock.now(), row.id);
      return { status: decision.status, reason: decision.reason ?? null, updatedAt: new Date(deps.clock.now()).toISOString() };
    }
  }
  return { status: row.status, reason: row.reason, updatedAt: new Date(row.decided_at ?? row.captured_at!).toISOString() };
}

/**
 * The SDK reports a capture of the user's session: it becomes PENDING, or FAIL when the token expired.
 * A token is captured once; an unknown or used one is refused (FACE_CHECK_INVALID).
 */
export function recordFaceCapture(deps: FaceCheckDeps, user: UserRecord, token: string): FaceCheckStatus {
  const row = deps.db.prepare('SELECT * FROM kyc_face_checks WHERE token_hash = ? AND user_id = ?').get(tokenHash(token), user.id) as FaceRow | undefined;
  if (!row || row.captured_at !== null)
    throw new ApiError('FACE_CHECK_INVALID', 400, 'This face verification session is unknown or was already used. Start again.');
  const now = deps.clock.now();
  const expired = row.expires_at <= now;
  deps.db
    .prepare('UPDATE kyc_face_checks SET status = ?, reason = ?, captured_at = ? WHERE id = ?')
    .run(expired ? 'FAIL' : 'PENDING', expired ? 'session expired' : null, now, row.id);
  return faceCheckStatus(deps, user);
}
