import { randomUUID } from 'node:crypto';
import type { PortalConfig } from '../../../engine/config';
import { buildFacts, pickOverride } from '../../../engine/predicates';
import { hashPassword } from '../auth/passwords';
import type { ServerContext } from '../context';
import { ApiError } from '../http/apiError';
import { portalLink } from '../http/portalLink';
import { serverText } from '../i18n/serverText';
import { ensureModuleVerified } from '../kyc/moduleStatus';
import { checkNewPassword } from '../security/passwordRule';
import { usesClientPortal } from '../users/profile';
import type { UserRecord } from '../users/userRecord';
import { userByEmail, userById } from '../users/userRows';
import type { EmailLinks } from './emailLinks';
import { recordIbReferral } from './ibReferral';

export interface SignUpInput {
  email: string;
  password: string;
  name: string;
  countryId: number;
  language: string;
  /** The code of the IB whose referral link brought the visitor (the link's `ib` value), if any. */
  ibCode?: string;
  /** The campaign of the IB's campaign link (its slug), if the link was one. */
  campaign?: string;
}

/** The client user type of the specification (1). */
const clientUserType = 1;

/** The facts a sign-up is judged on: the brand and the chosen country (no user yet). */
const countryFacts = (config: PortalConfig, countryId: number) =>
  buildFacts({ brand: config.brand, countryGroups: config.countryGroups }, { user: { countryId } });

/**
 * Self-registration and password recovery. Every check that needs nothing from the user's mailbox runs
 * first (country, e-mail in use, password rules); links go to the outbox, each single-use and expiring.
 */
export function createRegistrationService(ctx: ServerContext, links: EmailLinks) {
  const rules = () => ctx.config().security.registration;

  const countryOf = (config: PortalConfig, countryId: number) => {
    const country = config.countries.find((c) => c.id === countryId);
    if (!country) throw new ApiError('VALIDATION_FAILED', 400, 'invalid request: countryId is not a known country', { field: 'countryId' });
    return country;
  };

  const mailLink = (user: Pick<UserRecord, 'id' | 'email' | 'language'>, kind: 'verifyEmail' | 'resetPassword') => {
    const config = ctx.config();
    const rule = rules();
    const lifetimeMs = kind === 'verifyEmail' ? rule.verifyLinkHours * 3_600_000 : rule.resetLinkMinutes * 60_000;
    const token = links.issue(user.id, kind, lifetimeMs);
    const link = portalLink(ctx, config, `${kind === 'verifyEmail' ? 'verify-email' : 'reset-password'}?token=${token}`);
    const count = kind === 'verifyEmail' ? rule.verifyLinkHours : rule.resetLinkMinutes;
    ctx.db
      .prepare('INSERT INTO outbox (user_id, channel, address, subject, body, created_at) VALUES (?, ?, ?, ?, ?, ?)')
      .run(
        user.id,
        'email',
        user.email,
        serverText(ctx.load, `signUp.mail.${kind}.subject`, { brand: config.brand.name }, user.language),
        serverText(ctx.load, `signUp.mail.${kind}.body`, { link, count }, user.language),
        ctx.clock.now(),
      );
  };

  return {
    /** The regulator entity a resident of the country signs up with, or the refusal (with its reason). */
    entityFor(countryId: number): { regulator: string } {
      const config = ctx.config();
      const country = countryOf(config, countryId);
      const facts = countryFacts(config, countryId);
      const refusal = pickOverride(rules().refusals, facts, config.policies);
      if (refusal) {
        throw new ApiError('SIGN_UP_REFUSED', 403, `We cannot open a profile for residents of ${country.name}.`, {
          reasonKey: refusal.reasonKey,
          country: country.name,
          countryKey: country.key,
        });
      }
      return { regulator: pickOverride(rules().entities, facts, config.policies)?.regulator ?? config.brand.defaultRegulator };
    },

    async register(input: SignUpInput): Promise<{ email: string; regulator: string }> {
      const { regulator } = this.entityFor(input.countryId);
      const email = input.email.trim();
      if (userByEmail(ctx.db, email))
        throw new ApiError('ALREADY_IN_USE', 409, 'This e-mail address is already registered. Sign in or reset the password.', { field: 'email' });
      checkNewPassword(ctx, { regulator, language: input.language }, input.password, 'password');
      const passwordHash = await hashPassword(input.password);
      const id = randomUUID().slice(0, 12);
      const created = ctx.db.transaction(() => {
        const result = ctx.db
          .prepare(
            `INSERT INTO users (email, password_hash, name, user_type, brand, regulator, country_id, language, event_email_id, event_mobile_id, email_verified, created_at)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?)`,
          )
          .run(
            email,
            passwordHash,
            input.name.trim(),
            clientUserType,
            ctx.brand,
            regulator,
            input.countryId,
            input.language,
            `em-${id}`,
            `mb-${id}`,
            ctx.clock.now(),
          );
        const user = userById(ctx.db, Number(result.lastInsertRowid))!;
        mailLink(user, 'verifyEmail');
        if (input.ibCode) recordIbReferral(ctx, input.ibCode, user, input.campaign);
        return user;
      })();
      return { email: created.email, regulator };
    },

    verifyEmail(token: string): { email: string } {
      return ctx.db.transaction(() => {
        const user = userById(ctx.db, links.redeem(token, 'verifyEmail'))!;
        ctx.db.prepare('UPDATE users SET email_verified = 1 WHERE id = ?').run(user.id);
        // The link proves the mailbox as the KYC e-mail code does: the level's e-mail step is done, not asked again.
        const emailModule = ctx.config(user.regulator).kycModules.modules.find((m) => m.otpPurpose === 'verifyEmail');
        if (emailModule) ensureModuleVerified(ctx, user, emailModule.code, 'user');
        return { email: user.email };
      })();
    },

    /** A new verification link, when the address has an unverified profile; the same answer either way. */
    resendVerification(email: string): void {
      const user = userByEmail(ctx.db, email.trim());
      if (user && !user.email_verified) mailLink(user, 'verifyEmail');
    },

    /** A reset link, when the address has a profile; the same answer either way (no account discovery). */
    forgotPassword(email: string): void {
      const user = userByEmail(ctx.db, email.trim());
      if (user) mailLink(user, 'resetPassword');
    },

    /** Sets the new password once per link; the link also proves the mailbox, and every session ends. */
    /** `portal`: where the user signs in next (an IB's sub-user has only the IB portal: policy clientPortal). */
    async resetPassword(token: string, password: string, language: string): Promise<{ email: string; portal: 'cp' | 'ib' }> {
      checkNewPassword(ctx, { regulator: ctx.config().brand.defaultRegulator, language }, password, 'password');
      const passwordHash = await hashPassword(password);
      const userId = links.redeem(token, 'resetPassword');
      ctx.db.transaction(() => {
        ctx.db.prepare('UPDATE users SET password_hash = ?, email_verified = 1 WHERE id = ?').run(passwordHash, userId);
        ctx.db.prepare('UPDATE sessions SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL').run(ctx.clock.now(), userId);
      })();
      const user = userById(ctx.db, userId)!;
      return { email: user.email, portal: usesClientPortal(ctx.config(user.regulator), user) ? 'cp' : 'ib' };
    },
  };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;
