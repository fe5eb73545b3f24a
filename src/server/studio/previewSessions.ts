import type { FastifyRequest } from 'fastify';
import { enumCode } from '../../../engine/catalog';
import type { PortalConfig } from '../../../engine/config';
import type { PreviewContext, PreviewUser } from '../../portal/app/studioPreview';
import type { RequestAuth } from '../auth/authPlugin';
import type { Session } from '../auth/sessionService';
import { newToken, tokenHash } from '../auth/tokens';
import type { Clock } from '../clock';
import type { Db } from '../db/openDatabase';
import type { LiveConfig } from '../config/liveConfig';
import { permissionIdsOf, type UserRecord } from '../users/userRecord';
import { userSwitches } from '../users/userSwitches';
import type { DraftChecker } from './draftChecker';
import { createDraftStore } from './drafts';
import { hashText } from './studioConfig';
import { staffCookieName, type StaffService, type StaffUser } from './staffService';

/** A preview ends after this long without a request (the studio opens a new one with every context). */
const previewIdleMs = 30 * 60_000;
const composedKept = 8;

/** A request made by the portal inside the studio's preview frame. */
export interface PortalPreview {
  context: PreviewContext;
  /** The demo user of the context's role, with the context's brand, regulator, country, language and permissions. */
  auth: RequestAuth;
  /** The config the preview renders: the draft's (unsaved) when one is bound, else the one being served. */
  config(): Promise<PortalConfig>;
}

export interface PreviewSessions {
  /** A new preview for a staff session; undefined when no user of the context's role exists. */
  create(staff: StaffUser, staffToken: string, context: PreviewContext, draftId: string | undefined): string | undefined;
  /** Renders a draft (or, with undefined, the config being served) in a preview of this staff member. */
  bindDraft(token: string, staffId: number, draftId: string | undefined): boolean;
  /**
   * The preview of a request that carries a preview token: null when the token is not a live
   * preview of the staff session the request also carries (so it is useless anywhere else),
   * undefined when the request carries none.
   */
  resolve(request: FastifyRequest, token: string | undefined): PortalPreview | null | undefined;
  /**
   * The facts of the user a preview of this context shows (the profile and auth data the portal in the
   * frame builds its facts from, its own switches included), so the studio explains the menu the frame
   * shows; undefined when no user of the context's role exists.
   */
  userOf(context: PreviewContext): PreviewUser | undefined;
}

interface PreviewRow {
  staff_session_hash: string;
  staff_id: number;
  user_id: number;
  draft_id: string | null;
  context: string;
  last_seen_at: number;
}

interface Deps {
  db: Db;
  clock: Clock;
  staff: StaffService;
  live: LiveConfig;
  checker: DraftChecker;
  /** The composed config of the server's brand (for the user-type codes of the roles). */
  config(): PortalConfig;
}

/**
 * The studio's previews of the real portal: a token bound to one staff session, a demo user of the
 * chosen role seen in the chosen context, and the draft it renders.
 */
export function createPreviewSessions({ db, clock, staff, live, checker, config }: Deps): PreviewSessions {
  const drafts = createDraftStore(db, clock);
  const byHash = db.prepare('SELECT * FROM studio_previews WHERE token_hash = ?');
  const touch = db.prepare('UPDATE studio_previews SET last_seen_at = ? WHERE token_hash = ?');
  const userById = db.prepare('SELECT * FROM users WHERE id = ?');
  const composed = new Map<string, Promise<PortalConfig>>();

  /** A user of the role, of the brand and regulator when there is one (the seeded demo users), never a disabled one. */
  const userFor = (context: PreviewContext): number | undefined => {
    const { enumerations } = config();
    const types =
      context.role === 'client'
        ? [enumCode(enumerations, 'userType', 'client')]
        : [enumCode(enumerations, 'userType', 'individualIb'), enumCode(enumerations, 'userType', 'companyIb')];
    return db
      .prepare(
        `SELECT id FROM users WHERE is_sub_user = ? AND user_type IN (${types.map(() => '?').join(',')}) AND disabled_at IS NULL
         ORDER BY brand = ? DESC, regulator = ? DESC, id LIMIT 1`,
      )
      .pluck()
      .get(context.role === 'subUser' ? 1 : 0, ...types.map(Number), context.brand, context.regulator) as number | undefined;
  };

  /** The user as the preview shows it: with the context's brand, regulator, language, country (when chosen) and sub-user permissions. */
  const seenIn = (user: UserRecord, context: PreviewContext): UserRecord => ({
    ...user,
    brand: context.brand,
    regulator: context.regulator,
    language: context.language,
    country_id: context.countryId ?? user.country_id,
    ...(context.role === 'subUser' ? { permission_ids: JSON.stringify(context.permissionIds) } : {}),
  });

  const configOf = (context: PreviewContext, staffId: number, draftId: string | null): Promise<PortalConfig> => {
    const files = draftId ? drafts.get(draftId, staffId) : undefined;
    if (!files) return Promise.resolve(live.current().compose(context.brand, context.regulator));
    // One composition per content of the draft, context and served config: every call of a page shares it.
    const key = `${live.version()}|${hashText(JSON.stringify(files))}|${context.brand}/${context.regulator}`;
    let found = composed.get(key);
    if (!found) {
      found = checker.compose(files, context.brand, context.regulator);
      found.catch(() => composed.delete(key));
      composed.set(key, found);
      if (composed.size > composedKept) composed.delete(composed.keys().next().value as string);
    }
    return found;
  };

  return {
    create(member, staffToken, context, draftId) {
      const userId = userFor(context);
      if (userId === undefined) return undefined;
      const token = newToken();
      const now = clock.now();
      // Previews that ended are of no use to anyone: they go as new ones come.
      db.prepare('DELETE FROM studio_previews WHERE last_seen_at < ?').run(now - previewIdleMs);
      db.prepare(
        'INSERT INTO studio_previews (token_hash, staff_session_hash, staff_id, user_id, draft_id, context, created_at, last_seen_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      ).run(tokenHash(token), tokenHash(staffToken), member.id, userId, draftId ?? null, JSON.stringify(context), now, now);
      return token;
    },
    bindDraft(token, staffId, draftId) {
      if (draftId && !drafts.get(draftId, staffId)) return false;
      return (
        db.prepare('UPDATE studio_previews SET draft_id = ? WHERE token_hash = ? AND staff_id = ?').run(draftId ?? null, tokenHash(token), staffId).changes ===
        1
      );
    },
    resolve(request, token) {
      if (!token) return undefined;
      const row = byHash.get(tokenHash(token)) as PreviewRow | undefined;
      const staffToken = request.cookies?.[staffCookieName];
      const now = clock.now();
      if (!row || !staffToken || tokenHash(staffToken) !== row.staff_session_hash || now - row.last_seen_at > previewIdleMs) return null;
      const member = staff.resolve(staffToken);
      const user = userById.get(row.user_id) as UserRecord | undefined;
      if (!member || member.id !== row.staff_id || !user) return null;
      if (now - row.last_seen_at > 60_000) touch.run(now, tokenHash(token));
      const context = JSON.parse(row.context) as PreviewContext;
      const seen = seenIn(user, context);
      const session: Session = { id: 0, userId: user.id, kind: context.inApp ? 'app' : 'web', device: null, appSource: null, createdAt: now };
      return {
        context,
        auth: { session, user: seen, token, via: 'preview', language: context.language },
        config: () => configOf(context, row.staff_id, row.draft_id),
      };
    },
    userOf(context) {
      const userId = userFor(context);
      const user = userId === undefined ? undefined : (userById.get(userId) as UserRecord | undefined);
      if (!user) return undefined;
      const seen = seenIn(user, context);
      // What the frame's facts read (app/bootstrap.ts): auth's isSubUser and permissionIds, the profile's user type, country and switches.
      return {
        user: {
          isSubUser: seen.is_sub_user === 1,
          permissionIds: permissionIdsOf(seen),
          userType: seen.user_type,
          ...(seen.country_id ? { countryId: seen.country_id } : {}),
        },
        switches: userSwitches(db, seen),
      };
    },
  };
}
