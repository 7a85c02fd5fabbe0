import 'server-only';
import type Database from 'better-sqlite3';
import type { Pool } from 'pg';
import { nextCookies } from 'better-auth/next-js';
import { passkey } from '@better-auth/passkey';
import { APIError, betterAuth, type BetterAuthOptions } from 'better-auth';
import { emailOTP } from 'better-auth/plugins/email-otp';
import { createTransport } from 'nodemailer';
import { env as publicEnv, serverEnv, type ServerEnv } from '@/lib/config/env';
import { site } from '@/lib/config/site';
import { openDatabase } from '@/lib/store/sqlite/open';
import { acquirePool } from '@/lib/store/postgres/pool';
import { recordAudit } from './audit';
import { consumeInvite, findInvite, inviteDatabase, type InviteDatabase } from './invites.mjs';
import { keepChallengeInCookie, restoreChallenge } from './passkey-challenge';
import { authSecret } from '@/lib/config/secret';
import { sameSiteOrigins } from './origin';

export const AUTH_BASE_PATH = '/api/auth';

/**
 * better-auth's configuration on this database. Exported for the schema test, which checks that the
 * tables the migrations create are exactly the ones it expects.
 */
export function authOptions(env: ServerEnv, invites: InviteDatabase, database: Database.Database | Pool) {
  const siteUrl = new URL(publicEnv.SITE_URL);
  const plugins = [
    staffPasskeys(siteUrl, invites),
    emailCodes(env.SMTP_URL, env.ADMIN_EMAIL_FROM ?? env.LEADS_EMAIL_FROM),
    // Last: lets server actions that call the auth API set and clear the session cookie.
    nextCookies(),
  ];
  return {
    appName: site.brand,
    basePath: AUTH_BASE_PATH,
    secret: authSecret(env),
    database,
    // Origin checks: the site's own address, and the host the request was addressed to
    // (lib/admin/origin.ts); a page elsewhere can never post here with a staff cookie.
    trustedOrigins: (request) => sameSiteOrigins(request),
    user: {
      modelName: 'staff',
      additionalFields: { role: { type: 'string', required: true, input: false } },
    },
    session: {
      modelName: 'staff_session',
      expiresIn: Math.round(env.ADMIN_SESSION_TTL / 1000),
      // Refreshed at most hourly while in use, never beyond ADMIN_SESSION_TTL of inactivity.
      updateAge: 60 * 60,
      cookieCache: { enabled: false },
    },
    account: { modelName: 'staff_account' },
    verification: { modelName: 'staff_verification' },
    emailAndPassword: { enabled: false },
    hooks: { before: restoreChallenge },
    databaseHooks: {
      verification: { create: { before: keepChallengeInCookie } },
      session: {
        create: {
          // Every new session is a sign-in (passkey or e-mail code): the audit log keeps each one.
          async after(session, context) {
            const user = await context?.context.internalAdapter.findUserById(session.userId);
            if (user) await recordAudit({ actor: { id: user.id, email: user.email }, action: 'sign-in' });
          },
        },
      },
    },
    // Sign-in attempts are limited by the site's own limiter (lib/rate-limit/sign-in.ts), which
    // counts per address and per account and is shared through Redis in cluster mode.
    rateLimit: { enabled: false },
    advanced: {
      useSecureCookies: siteUrl.protocol === 'https:',
      cookiePrefix: 'kairo-staff',
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', path: '/' },
      ipAddress: { disableIpTracking: true },
    },
    telemetry: { enabled: false },
    plugins,
  } satisfies BetterAuthOptions;
}

/** Passkeys for staff: enrolment from an invite link, user verification on every ceremony. */
function staffPasskeys(siteUrl: URL, invites: InviteDatabase) {
  return passkey({
    rpID: siteUrl.hostname,
    rpName: `${site.brand} back office`,
    schema: { passkey: { modelName: 'staff_passkey' } },
    // User verification (PIN, biometrics) on every ceremony: a security key alone is not enough.
    // The plugin asks for it at enrolment only as "preferred" and never checks it, so the checks
    // below refuse a ceremony without it, and the route asks for it at sign-in (ASVS 2.7 / 6.x).
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'required' },
    authentication: {
      afterVerification({ verification }) {
        if (!verification.authenticationInfo.userVerified) throw userVerificationMissing();
      },
    },
    registration: {
      // A new member enrols from an invite link, before any session exists: the invite token
      // travels as the ceremony's context and names the account the passkey is for.
      requireSession: false,
      async resolveUser({ context }) {
        const invite = await findInvite(invites, context ?? '', new Date());
        if (!('userId' in invite)) throw APIError.from('BAD_REQUEST', { code: 'INVITE_INVALID', message: inviteProblem(invite.problem) });
        return { id: invite.userId, name: invite.email, displayName: invite.name };
      },
      async afterVerification({ context, user, verification }) {
        if (!verification.registrationInfo?.userVerified) throw userVerificationMissing();
        // Consumed only now, when the passkey exists, and only once: a second use is refused.
        if (!(await consumeInvite(invites, context ?? '', user.id, new Date()))) {
          throw APIError.from('BAD_REQUEST', { code: 'INVITE_INVALID', message: inviteProblem('used') });
        }
      },
    },
  });
}

function createAuth(env: ServerEnv, invites: InviteDatabase, database: Database.Database | Pool) {
  return betterAuth(authOptions(env, invites, database));
}

const userVerificationMissing = () =>
  APIError.from('UNAUTHORIZED', {
    code: 'USER_VERIFICATION_REQUIRED',
    message: 'Your passkey must confirm it is you (PIN, fingerprint or face). Please try again with a device that asks for it.',
  });

export function inviteProblem(problem: 'unknown' | 'expired' | 'used'): string {
  if (problem === 'expired') return 'This enrolment link has expired. Ask an owner for a new one.';
  if (problem === 'used') return 'This enrolment link has already been used. Ask an owner for a new one.';
  return 'This enrolment link is not valid. Ask an owner for a new one.';
}

/** One-time sign-in codes by e-mail; without SMTP_URL its routes are not served (lib/admin/auth-routes.ts). */
function emailCodes(smtpUrl: string | undefined, from: string | undefined) {
  const transport = smtpUrl
    ? createTransport({ url: smtpUrl, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 })
    : null;
  const sender = from ?? `no-reply@${new URL(publicEnv.SITE_URL).hostname}`;
  return emailOTP({
    // Only existing staff get a code; an unknown address gets no account.
    disableSignUp: true,
    otpLength: 6,
    expiresIn: 300,
    allowedAttempts: 3,
    storeOTP: 'hashed',
    async sendVerificationOTP({ email, otp, type }) {
      if (!transport) throw APIError.from('BAD_REQUEST', { code: 'EMAIL_CODES_OFF', message: 'Sign-in codes by e-mail are not available here.' });
      if (type !== 'sign-in') return;
      await transport.sendMail({
        from: sender,
        to: email,
        envelope: { from: sender, to: [email] },
        subject: `Your ${site.brand} back-office sign-in code`,
        text: `Your sign-in code is ${otp}. It expires in 5 minutes. If you did not ask for it, ignore this message.`,
      });
    },
  });
}

type Auth = ReturnType<typeof createAuth>;

const KEY = Symbol.for('kairo-pr.staff-auth');
const holder = globalThis as { [KEY]?: { auth: Auth; invites: InviteDatabase } };

/**
 * The staff accounts' database (the configured store: Postgres with DATABASE_URL, else the site's
 * SQLite file, migrated on open) and the authentication on it, created once per process.
 */
function staffAuth() {
  if (!holder[KEY]) {
    const env = serverEnv();
    const database = env.DATABASE_URL
      ? acquirePool({ connectionString: env.DATABASE_URL, max: env.PG_POOL_MAX }).pool
      : openDatabase(env.DATA_DIR);
    const invites = inviteDatabase(database);
    holder[KEY] = { auth: createAuth(env, invites, database), invites };
  }
  return holder[KEY];
}

export function getAuth(): Auth {
  return staffAuth().auth;
}

/** Staff accounts and invites, for lib/admin/staff.ts. */
export function staffDatabase(): InviteDatabase {
  return staffAuth().invites;
}

