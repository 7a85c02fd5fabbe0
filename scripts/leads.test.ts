import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { openDatabase } from '@/lib/db/open';
import { makeTempDir } from '@/lib/testing/env';

const script = path.resolve(__dirname, 'leads.mjs');
const temp = makeTempDir('kairo-leads-');

function leads(args: string[], dataDir = temp.dir) {
  const result = spawnSync(process.execPath, [script, ...args], {
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: 'utf8',
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

beforeAll(() => {
  const db = openDatabase(temp.dir);
  const insert = db.prepare('INSERT INTO submissions (kind, created_at, payload) VALUES (?, ?, ?)');
  insert.run(
    'inquiry',
    '2025-03-01T09:00:00.000Z',
    JSON.stringify({
      name: 'Mai Tran',
      company: 'Lumen, Ledger',
      email: 'mai@lumen.example',
      message: 'Line one\nsaid "hi"',
    }),
  );
  insert.run(
    'chat-contact',
    '2025-03-04T23:59:59.999Z',
    JSON.stringify({ name: '=HYPERLINK("x")', company: 'Seoul Mint', email: 'hana@mint.example', goal: 'chat-widget' }),
  );
  insert.run(
    'checker-lead',
    '2025-03-05T00:00:00.000Z',
    JSON.stringify({ name: 'Arjun', company: 'Tessellate', email: 'a@t.example', overallScore: 72, clarityScore: 20 }),
  );
  db.close();
});

afterAll(() => temp.remove());

describe('npm run leads', () => {
  it('prints every submission as JSON {kind, createdAt, ...fields}, oldest first', () => {
    const { status, stdout } = leads([]);
    expect(status).toBe(0);
    expect(JSON.parse(stdout)).toEqual([
      {
        kind: 'inquiry',
        createdAt: '2025-03-01T09:00:00.000Z',
        name: 'Mai Tran',
        company: 'Lumen, Ledger',
        email: 'mai@lumen.example',
        message: 'Line one\nsaid "hi"',
      },
      {
        kind: 'chat-contact',
        createdAt: '2025-03-04T23:59:59.999Z',
        name: '=HYPERLINK("x")',
        company: 'Seoul Mint',
        email: 'hana@mint.example',
        goal: 'chat-widget',
      },
      {
        kind: 'checker-lead',
        createdAt: '2025-03-05T00:00:00.000Z',
        name: 'Arjun',
        company: 'Tessellate',
        email: 'a@t.example',
        overallScore: 72,
        clarityScore: 20,
      },
    ]);
  });

  it('filters by kind and by an inclusive UTC start date', () => {
    expect(JSON.parse(leads(['--kind', 'chat-contact']).stdout).map((r: { kind: string }) => r.kind)).toEqual([
      'chat-contact',
    ]);
    expect(JSON.parse(leads(['--since', '2025-03-05']).stdout).map((r: { kind: string }) => r.kind)).toEqual([
      'checker-lead',
    ]);
    expect(JSON.parse(leads(['--since', '2025-03-02', '--kind', 'inquiry']).stdout)).toEqual([]);
  });

  it('writes CSV with a header row, RFC 4180 quoting and formula-safe cells', () => {
    const { status, stdout } = leads(['--format', 'csv']);
    expect(status).toBe(0);
    expect(stdout).toBe(
      [
        'kind,createdAt,name,company,email,message,goal,overallScore,clarityScore',
        'inquiry,2025-03-01T09:00:00.000Z,Mai Tran,"Lumen, Ledger",mai@lumen.example,"Line one\nsaid ""hi""",,,',
        `chat-contact,2025-03-04T23:59:59.999Z,"'=HYPERLINK(""x"")",Seoul Mint,hana@mint.example,,chat-widget,,`,
        'checker-lead,2025-03-05T00:00:00.000Z,Arjun,Tessellate,a@t.example,,,72,20',
        '',
      ].join('\r\n'),
    );
  });

  it('refuses bad arguments with exit code 2 and the usage line', () => {
    for (const args of [
      ['--kind', 'newsletter'],
      ['--format', 'xml'],
      ['--since', '2025-02-30'],
      ['--since', 'March'],
      ['--everything'],
    ]) {
      const { status, stderr, stdout } = leads(args);
      expect(status).toBe(2);
      expect(stderr).toContain('Usage: npm run leads');
      expect(stdout).toBe('');
    }
  });

  it('prints an empty result, and creates nothing, when no database exists yet', () => {
    const empty = makeTempDir('kairo-leads-empty-');
    try {
      const json = leads([], empty.dir);
      expect(json.status).toBe(0);
      expect(JSON.parse(json.stdout)).toEqual([]);
      expect(json.stderr).toContain('nothing has been submitted');
      expect(leads(['--format', 'csv'], empty.dir).stdout).toBe('kind,createdAt\r\n');
      expect(existsSync(path.join(empty.dir, 'site.db'))).toBe(false);
    } finally {
      empty.remove();
    }
  });
});
