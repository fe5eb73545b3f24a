import { randomBytes } from 'node:crypto';
import { tokenHash } from '../auth/tokens';
import type { ServerContext } from '../context';

type ApiKeyDeps = Pick<ServerContext, 'db' | 'clock'>;

/** A new IB SDK API key, replacing the active one; the secret is returned once and stored hashed. */
export function createApiKey(deps: ApiKeyDeps, userId: number): { keyId: string; secret: string; createdAt: string } {
  const keyId = `ak_${randomBytes(8).toString('hex')}`;
  const secret = randomBytes(32).toString('base64url');
  const now = deps.clock.now();
  deps.db.transaction(() => {
    deps.db.prepare('UPDATE api_keys SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL').run(now, userId);
    deps.db.prepare('INSERT INTO api_keys (user_id, key_id, secret_hash, created_at) VALUES (?, ?, ?, ?)').run(userId, keyId, tokenHash(secret), now);
  })();
  return { keyId, secret, createdAt: new Date(now).toISOString() };
}

/** The id of the user's active API key, or null. */
export function activeApiKeyId(deps: Pick<ServerContext, 'db'>, userId: number): string | null {
  return (deps.db.prepare('SELECT key_id FROM api_keys WHERE user_id = ? AND revoked_at IS NULL').pluck().get(userId) as string | undefined) ?? null;
}

export function activeApiKeyCount(deps: Pick<ServerContext, 'db'>, userId: number): number {
  return deps.db.prepare('SELECT COUNT(*) FROM api_keys WHERE user_id = ? AND revoked_at IS NULL').pluck().get(userId) as number;
}
