import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { openDatabase } from '@/lib/store/sqlite/open';
import { createPool } from '@/lib/store/postgres/pool';
import { migrate } from '@/lib/store/postgres/migrate.mjs';
import { createPostgresLeadStore } from '@/lib/store/postgres/lead-store';
import { makeTempDir } from '@/test/helpers/env';
import { postgresUnavailable, startPostgres, type PostgresServer } from '@/test/servers/postgres';
import { skipMessage } from '@/test/servers/skip';

// Each case starts the scripts as real Node processes, each loading the environment schema (zod):
// seconds on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

type Store = { DATA_DIR?: string; DATABASE_URL?: string };

function script(name: string, args: string[], store: Store) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: undefined, DATABASE_URL: undefined, ...store };
  const result = spawnSync(process.execPath, [path.resolve(__dirname, name), ...args], { env, encoding: 'utf8' });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

// [kind, createdAt, fields] in the order they arrive; field order is the visitor's.
const SEEDS: [string, string, Record<string, unknown>][] = [
  [
    'inquiry',
    '2025-03-01T09:00:00.000Z',
    { name: 'Mai Tran', company: 'Lumen, Ledger', email: 'mai@lumen.example', message: 'Line one\nsaid "hi"' },
  ],
  [
    'chat-contact',
    '2025-03-04T23:59:59.999Z',
    { name: '=HYPERLINK("x")', company: 'Seoul Mint', email: 'hana@mint.example', goal: 'chat-widget' },
  ],
  [
    'checker-lead',
    '2025-03-05T00:00:00.000Z',
    { name: 'Arjun', company: 'Tessellate', email: 'a@t.example', overallScore: 72, clarityScore: 20 },
  ],
];

/** The same listing behaviour whichever store `npm run leads` reads. */
function listingSuite(storeName: string, seeded: () => Store) {
  describe(`npm run leads (${storeName})`, () => {
    const leads = (args: string[]) => script('leads.mjs', args, seeded());

    it('prints every submission as JSON {kind, createdAt, ...fields}, oldest first', () => {
      const { status, stdout } = leads([]);
      expect(status).toBe(0);
      expect(JSON.parse(stdout)).toEqual(SEEDS.map(([kind, createdAt, fields]) => ({ kind, createdAt, ...fields })));
    });

    it('filters by kind and by an inclusive UTC start date', () => {
      const kinds = (args: string[]) => JSON.parse(leads(args).stdout).map((r: { kind: string }) => r.kind);
      expect(kinds(['--kind', 'chat-contact'])).toEqual(['chat-contact']);
      expect(kinds(['--since', '2025-03-05'])).toEqual(['checker-lead']);
      expect(kinds(['--since', '2025-03-02', '--kind', 'inquiry'])).toEqual([]);
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
  });
}

describe('embedded SQLite store', () => {
  const temp = makeTempDir('kairo-leads-');
  beforeAll(() => {
    const db = openDatabase(temp.dir);
    const insert = db.prepare('INSERT INTO submissions (kind, created_at, payload) VALUES (?, ?, ?)');
    for (const [kind, createdAt, fields] of SEEDS) insert.run(kind, createdAt, JSON.stringify(fields));
    db.close();
  });
  afterAll(() => temp.remove());

  listingSuite('SQLite', () => ({ DATA_DIR: temp.dir }));

  it('prints an empty result, and creates nothing, when no database exists yet', () => {
    const empty = makeTempDir('kairo-leads-empty-');
    try {
      const json = script('leads.mjs', [], { DATA_DIR: empty.dir });
      expect(json.status).toBe(0);
      expect(JSON.parse(json.stdout)).toEqual([]);
      expect(json.stderr).toContain('nothing has been submitted');
      expect(script('leads.mjs', ['--format', 'csv'], { DATA_DIR: empty.dir }).stdout).toBe('kind,createdAt\r\n');
      expect(existsSync(path.join(empty.dir, 'site.db'))).toBe(false);
    } finally {
      empty.remove();
    }
  });
});

describe.skipIf(skipMessage(postgresUnavailable()))('Postgres store (DATABASE_URL, real server)', () => {
  let server: PostgresServer;
  let listed: string;
  const dataDir = makeTempDir('kairo-leads-pg-');
  beforeAll(async () => {
    server = await startPostgres();
    listed = await server.createDatabase('leads_listing');
    const pool = createPool({ connectionString: listed, max: 1 });
    try {
      await migrate(pool);
      for (const [kind, createdAt, fields] of SEEDS) {
        await pool.query('INSERT INTO submissions (kind, created_at, payload) VALUES ($1, $2, $3)', [
          kind,
          createdAt,
          JSON.stringify(fields),
        ]);
      }
    } finally {
      await pool.end();
    }
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    dataDir.remove();
  });

  // DATA_DIR points at an empty folder: Postgres wins whenever DATABASE_URL is set.
  listingSuite('Postgres', () => ({ DATABASE_URL: listed, DATA_DIR: dataDir.dir }));

  it('lists undelivered jobs with their last error, queues failed ones and single leads again', async () => {
    const url = await server.createMigratedDatabase('leads_delivery');
    const store = createPostgresLeadStore({ connectionString: url, poolMax: 2, channels: ['email', 'webhook'] });
    const env = { DATABASE_URL: url };
    try {
      const first = await store.addSubmission('chat-contact', { name: 'Hana', company: 'Seoul Mint', email: 'h@m.example' });
      const second = await store.addSubmission('inquiry', { name: 'Mai', kind: 'spoofed', id: 999 });
      const now = new Date(Date.now() + 1000);
      const claimed = await store.claimJobs({ channels: ['email', 'webhook'], limit: 10, leaseMs: 60_000, now });
      expect(claimed).toHaveLength(4);
      for (const job of claimed) {
        const outcome =
          job.lead.id === first && job.channel === 'webhook'
            ? ({ status: 'failed', error: 'The webhook answered 503.' } as const)
            : job.lead.id === first
              ? ({ status: 'delivered' } as const)
              : ({ status: 'retry', error: 'SMTP down', nextAttemptAt: new Date('2030-01-01T00:00:00.000Z') } as const);
        expect(await store.finishJob(job, outcome, now)).toBe(true);
      }

      const undelivered = script('leads.mjs', ['--undelivered'], env);
      expect(undelivered.status).toBe(0);
      const records = JSON.parse(undelivered.stdout);
      expect(records).toEqual([
        {
          id: first,
          kind: 'chat-contact',
          createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
          channel: 'webhook',
          status: 'failed',
          attempts: 1,
          lastError: 'The webhook answered 503.',
          nextAttemptAt: null,
          name: 'Hana',
          company: 'Seoul Mint',
          email: 'h@m.example',
        },
        ...['email', 'webhook'].map((channel) => ({
          id: second,
          kind: 'inquiry',
          createdAt: expect.any(String),
          channel,
          status: 'pending',
          attempts: 1,
          lastError: 'SMTP down',
          nextAttemptAt: '2030-01-01T00:00:00.000Z',
          name: 'Mai',
        })),
      ]);
      expect(script('leads.mjs', ['--undelivered', '--kind', 'inquiry', '--format', 'csv'], env).stdout.split('\r\n')[0]).toBe(
        'kind,createdAt,id,channel,status,attempts,lastError,nextAttemptAt,name',
      );

      expect(script('leads-redeliver.mjs', ['--failed'], env)).toMatchObject({
        status: 0,
        stdout: 'Queued 1 delivery job again.\n',
      });
      expect(await store.countFailedJobs()).toBe(0);
      const requeued = JSON.parse(script('leads.mjs', ['--undelivered', '--kind', 'chat-contact'], env).stdout);
      expect(requeued).toMatchObject([{ id: first, channel: 'webhook', status: 'pending', attempts: 0 }]);
      // Due at once: the worker's next claim takes it.
      const again = await store.claimJobs({ channels: ['webhook'], limit: 10, leaseMs: 60_000, now: new Date(Date.now() + 1000) });
      expect(again.map((job) => [job.lead.id, job.attempt])).toEqual([[first, 1]]);
      // The webhook job a sender holds right now is left alone (no double send); the delivered e-mail is queued.
      expect(script('leads-redeliver.mjs', ['--id', String(first)], env)).toMatchObject({
        status: 0,
        stdout: 'Queued 1 delivery job again.\n',
      });

      expect(script('leads-redeliver.mjs', ['--id', String(second)], env).stdout).toBe('Queued 2 delivery jobs again.\n');
      expect(script('leads-redeliver.mjs', ['--id', '999'], env)).toMatchObject({ status: 1 });
      expect(script('leads-redeliver.mjs', [], env).status).toBe(2);
    } finally {
      await store.close();
    }
  });

  it('says what is wrong with an unmigrated or unreachable database, and never prints the password', async () => {
    const bare = await server.createDatabase('leads_unmigrated');
    const listing = script('leads.mjs', [], { DATABASE_URL: bare });
    expect(listing).toMatchObject({ status: 0, stdout: '[]\n' });
    expect(listing.stderr).toContain('run `npm run db:migrate` first');
    expect(script('leads-redeliver.mjs', ['--failed'], { DATABASE_URL: bare })).toMatchObject({ status: 1 });

    const unreachable = `postgres://postgres:s3cret@127.0.0.1:${server.port}/no_such_database`;
    for (const result of [
      script('leads.mjs', [], { DATABASE_URL: unreachable }),
      script('leads-redeliver.mjs', ['--failed'], { DATABASE_URL: unreachable }),
    ]) {
      expect(result.status).toBe(1);
      expect(result.stderr).toContain('no_such_database');
      expect(result.stderr).not.toContain('s3cret');
    }
    for (const [name, args] of [
      ['leads.mjs', []],
      ['leads-redeliver.mjs', ['--failed']],
    ] as const) {
      // Refused by the site's environment schema before anything connects.
      const result = script(name, [...args], { DATABASE_URL: 'not a url' });
      expect(result).toMatchObject({ status: 2, stdout: '' });
      expect(result.stderr).toContain('DATABASE_URL must be a URL');
    }
  });
});
