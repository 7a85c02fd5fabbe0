import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '@/lib/store/sqlite/open';
import { makeTempDir } from '@/test/helpers/env';

// Each case starts the script as a real Node process: seconds on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

function invite(dataDir: string, ...args: string[]) {
  const result = spawnSync(process.execPath, [path.resolve(__dirname, 'admin-invite.mjs'), ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', SITE_URL: 'https://www.example.com' },
    encoding: 'utf8',
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('npm run admin:invite', () => {
  const temps: { remove: () => void }[] = [];
  afterEach(() => {
    while (temps.length) temps.pop()!.remove();
  });

  it('keeps an owner and an enrolled account unless told otherwise with an explicit flag', () => {
    const temp = makeTempDir();
    temps.push(temp);
    openDatabase(temp.dir).close();
    expect(invite(temp.dir, '--email', 'ana@agency.example', '--role', 'owner')).toMatchObject({ status: 0 });

    const demote = invite(temp.dir, '--email', 'ana@agency.example', '--role', 'sales');
    expect(demote.status).toBe(1);
    expect(demote.stderr).toMatch(/at least one owner.*--allow-demote-last-owner/);
    const forced = invite(temp.dir, '--email', 'ana@agency.example', '--role', 'sales', '--allow-demote-last-owner');
    expect(forced.status).toBe(0);

    const db = openDatabase(temp.dir);
    try {
      const { id } = db.prepare('SELECT id FROM staff WHERE email = ?').get('ana@agency.example') as { id: string };
      db.prepare(
        "INSERT INTO staff_passkey (id, publicKey, userId, credentialID, counter, deviceType, backedUp) VALUES ('p', 'k', ?, 'c', 0, 'singleDevice', 0)",
      ).run(id);
    } finally {
      db.close();
    }
    const enrolled = invite(temp.dir, '--email', 'ana@agency.example', '--role', 'owner');
    expect(enrolled.status).toBe(1);
    expect(enrolled.stderr).toMatch(/already has a passkey.*--replace-passkeys/);
    const replaced = invite(temp.dir, '--email', 'ana@agency.example', '--role', 'owner', '--replace-passkeys');
    expect(replaced.status).toBe(0);
    expect(replaced.stdout).toMatch(/^https:\/\/www\.example\.com\/admin\/enrol\?token=/m);
  });
});
