import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@/lib/db/open';
import { createPool } from '@/lib/store/postgres/pool';
import { makeTempDir } from '@/test/helpers/env';
import { postgresUnavailable, startPostgres, type PostgresServer } from '@/test/servers/postgres';
import { skipMessage } from '@/test/servers/skip';
import { consumeInvite, createInvite, enrolmentLink, findInvite, INVITE_TTL_MS, inviteDatabase, type InviteDatabase } from './invites.mjs';

type Backend = (cleanup: (action: () => unknown) => void) => Promise<InviteDatabase>;

function inviteContract(name: string, backend: Backend) {
  describe(`staff invites on ${name}`, () => {
    const cleanups: (() => unknown)[] = [];
    afterEach(async () => {
      while (cleanups.length) await cleanups.pop()!();
    });
    const setup = () => backend((action) => cleanups.push(action));
    const now = new Date('2026-11-26T09:00:00.000Z');

    it('creates the account with its role and a link that works once, within 24 hours', async () => {
      const db = await setup();
      const invite = await createInvite(db, { email: ' Ana@Agency.Example ', role: 'owner', name: 'Ana Lim', now });
      expect(invite).toMatchObject({ email: 'ana@agency.example', role: 'owner', expiresAt: new Date(now.getTime() + INVITE_TTL_MS) });
      expect(await findInvite(db, invite.token, now)).toEqual({
        userId: invite.userId,
        email: 'ana@agency.example',
        name: 'Ana Lim',
        role: 'owner',
      });
      expect(await consumeInvite(db, invite.token, invite.userId, now)).toBe(true);
      expect(await consumeInvite(db, invite.token, invite.userId, now)).toBe(false);
      expect(await findInvite(db, invite.token, now)).toEqual({ problem: 'used' });
    });

    it('refuses a link past its 24 hours, and a token that was never issued', async () => {
      const db = await setup();
      const invite = await createInvite(db, { email: 'late@agency.example', role: 'sales', now });
      const later = new Date(now.getTime() + INVITE_TTL_MS);
      expect(await findInvite(db, invite.token, new Date(later.getTime() - 1))).toMatchObject({ role: 'sales' });
      expect(await findInvite(db, invite.token, later)).toEqual({ problem: 'expired' });
      expect(await consumeInvite(db, invite.token, invite.userId, later)).toBe(false);
      expect(await findInvite(db, 'never-issued', now)).toEqual({ problem: 'unknown' });
      expect(await findInvite(db, 'x'.repeat(500), now)).toEqual({ problem: 'unknown' });
      expect(await findInvite(db, '', now)).toEqual({ problem: 'unknown' });
    });

    it('gives an existing member a fresh link and the new role, on the same account', async () => {
      const db = await setup();
      const first = await createInvite(db, { email: 'sam@agency.example', role: 'sales', now });
      const second = await createInvite(db, { email: 'SAM@agency.example', role: 'editor', now });
      expect(second.userId).toBe(first.userId);
      expect(await findInvite(db, second.token, now)).toMatchObject({ userId: first.userId, role: 'editor' });
      // A token is never stored, only its hash.
      const stored = await db.rows('SELECT token_hash FROM staff_invites');
      expect(stored.map((row) => row.token_hash)).not.toContain(second.token);
    });

    it('refuses an unknown role and another account consuming the invite', async () => {
      const db = await setup();
      await expect(createInvite(db, { email: 'x@agency.example', role: 'admin', now })).rejects.toThrow(/Unknown role "admin"/);
      const invite = await createInvite(db, { email: 'y@agency.example', role: 'sales', now });
      expect(await consumeInvite(db, invite.token, 'someone-else', now)).toBe(false);
    });
  });
}

inviteContract('SQLite', async (cleanup) => {
  const temp = makeTempDir();
  const database = openDatabase(temp.dir);
  cleanup(() => temp.remove());
  cleanup(() => database.close());
  return inviteDatabase(database);
});

describe.skipIf(skipMessage(postgresUnavailable()))('on a real Postgres server', () => {
  let server: PostgresServer;
  let databases = 0;
  beforeAll(async () => {
    server = await startPostgres();
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
  });
  inviteContract('Postgres', async (cleanup) => {
    const pool = createPool({ connectionString: await server.createMigratedDatabase(`invites_${++databases}`), max: 2 });
    cleanup(() => pool.end());
    return inviteDatabase(pool);
  });
});

it('builds the enrolment link on the site address', () => {
  expect(enrolmentLink('https://www.example.com', 'a b/c')).toBe('https://www.example.com/admin/enrol?token=a%20b%2Fc');
});
