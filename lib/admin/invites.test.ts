import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '@/lib/store/sqlite/open';
import { createPool } from '@/lib/store/postgres/pool';
import { makeTempDir } from '@/test/helpers/env';
import { postgresUnavailable } from '@/test/servers/postgres';
import { postgresForSuite } from '@/test/servers/postgres-suite';
import { skipMessage } from '@/test/servers/skip';
import {
  consumeInvite,
  createInvite,
  enrolmentLink,
  findInvite,
  INVITE_TTL_MS,
  inviteDatabase,
  keepAnOwner,
  StaffChangeRefused,
  type InviteDatabase,
} from './invites.mjs';

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

    it('gives a member not yet enrolled a fresh link and the new role, and the older link stops working', async () => {
      const db = await setup();
      const first = await createInvite(db, { email: 'sam@agency.example', role: 'sales', now });
      const second = await createInvite(db, { email: 'SAM@agency.example', role: 'editor', now });
      expect(second.userId).toBe(first.userId);
      expect(await findInvite(db, second.token, now)).toMatchObject({ userId: first.userId, role: 'editor' });
      expect(await findInvite(db, first.token, now)).toEqual({ problem: 'unknown' });
      expect(await consumeInvite(db, first.token, first.userId, now)).toBe(false);
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

    it('refuses an invite that would leave no owner, unless the command line overrides it', async () => {
      const db = await setup();
      const owner = await createInvite(db, { email: 'only@agency.example', role: 'owner', now });
      const refused = createInvite(db, { email: 'only@agency.example', role: 'sales', now });
      await expect(refused).rejects.toBeInstanceOf(StaffChangeRefused);
      await expect(refused).rejects.toMatchObject({ key: 'last-owner' });
      expect(await db.rows('SELECT role FROM staff WHERE id = ?', [owner.userId])).toEqual([{ role: 'owner' }]);
      // The refused invite changed nothing: the first link still works.
      expect(await findInvite(db, owner.token, now)).toMatchObject({ role: 'owner' });
      await createInvite(db, { email: 'second@agency.example', role: 'owner', now });
      expect(await createInvite(db, { email: 'only@agency.example', role: 'sales', now })).toMatchObject({ role: 'sales' });
      await createInvite(db, { email: 'alone@agency.example', role: 'owner', now });
      await db.run("UPDATE staff SET role = 'sales' WHERE email = 'second@agency.example'");
      const forced = await createInvite(db, { email: 'alone@agency.example', role: 'editor', now, allowDemoteLastOwner: true });
      expect(forced.role).toBe('editor');
    });

    it('keeps an owner for every role change and removal, the same rule as the invite', async () => {
      const db = await setup();
      const { userId } = await createInvite(db, { email: 'solo@agency.example', role: 'owner', now });
      await expect(keepAnOwner(db, { id: userId, role: 'owner' }, 'editor')).rejects.toMatchObject({ key: 'last-owner' });
      await expect(keepAnOwner(db, { id: userId, role: 'owner' }, null)).rejects.toMatchObject({ key: 'last-owner' });
      await expect(keepAnOwner(db, { id: userId, role: 'owner' }, 'owner')).resolves.toBeUndefined();
      await expect(keepAnOwner(db, { id: 'x', role: 'sales' }, null)).resolves.toBeUndefined();
    });

    it('refuses an invite for an address that already has a passkey, unless the command line replaces it', async () => {
      const db = await setup();
      const invite = await createInvite(db, { email: 'kim@agency.example', role: 'editor', now });
      await addPasskey(db, invite.userId);
      expect(await consumeInvite(db, invite.token, invite.userId, now)).toBe(true);
      await expect(createInvite(db, { email: 'kim@agency.example', role: 'editor', now })).rejects.toMatchObject({ key: 'enrolled' });
      const replaced = await createInvite(db, { email: 'kim@agency.example', role: 'editor', now, replacePasskeys: true });
      expect(replaced.userId).toBe(invite.userId);
      expect(await db.rows('SELECT id FROM staff_passkey WHERE "userId" = ?', [invite.userId])).toEqual([]);
      expect(await findInvite(db, replaced.token, now)).toMatchObject({ role: 'editor' });
    });
  });
}

async function addPasskey(db: InviteDatabase, userId: string) {
  await db.run(
    'INSERT INTO staff_passkey (id, "publicKey", "userId", "credentialID", counter, "deviceType", "backedUp", "createdAt") VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    ['pk-1', 'key', userId, 'cred-1', 0, 'singleDevice', db.sqlite ? 0 : false, new Date()],
  );
}

inviteContract('SQLite', async (cleanup) => {
  const temp = makeTempDir();
  const database = openDatabase(temp.dir);
  cleanup(() => temp.remove());
  cleanup(() => database.close());
  return inviteDatabase(database);
});

describe.skipIf(skipMessage(postgresUnavailable()))('on a real Postgres server', () => {
  const server = postgresForSuite();
  let databases = 0;
  inviteContract('Postgres', async (cleanup) => {
    const pool = createPool({ connectionString: await server().createMigratedDatabase(`invites_${++databases}`), max: 2 });
    cleanup(() => pool.end());
    return inviteDatabase(pool);
  });
});

it('builds the enrolment link on the site address', () => {
  expect(enrolmentLink('https://www.example.com', 'a b/c')).toBe('https://www.example.com/admin/enrol?token=a%20b%2Fc');
});
