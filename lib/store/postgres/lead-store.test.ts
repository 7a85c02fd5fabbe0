import pg from 'pg';
import { describe } from 'vitest';
import { postgresUnavailable } from '@/test/servers/postgres';
import { postgresForSuite } from '@/test/servers/postgres-suite';
import { skipMessage } from '@/test/servers/skip';
import { leadStoreContract } from '../lead-store-contract';
import { createPostgresLeadStore } from './lead-store';
import { migrate } from './migrate.mjs';
import { createPool } from './pool';

describe.skipIf(skipMessage(postgresUnavailable()))('on a real Postgres server', () => {
  const server = postgresForSuite();
  let databases = 0;

  leadStoreContract('Postgres', async (channels, cleanup) => {
    const url = await server().createDatabase(`leads_${++databases}`);
    const reader = createPool({ connectionString: url, max: 2 });
    cleanup(() => reader.end());
    await migrate(reader);
    const open = (withChannels: typeof channels) =>
      createPostgresLeadStore({ connectionString: url, poolMax: 10, channels: withChannels });
    const store = open(channels);
    cleanup(() => store.close());
    const rows = async <T extends pg.QueryResultRow>(sql: string, values: unknown[] = []) =>
      (await reader.query<T>(sql, values)).rows;
    return {
      store,
      another: open,
      inspect: {
        jobs: () =>
          rows(
            `SELECT submission_id::int AS "submissionId", channel, status FROM delivery_jobs ORDER BY submission_id, channel`,
          ),
        submissionIds: async () =>
          (await rows<{ id: number }>('SELECT id::int AS id FROM submissions ORDER BY id')).map((r) => r.id),
        insertJob: async (submissionId) => {
          await reader.query(
            "INSERT INTO delivery_jobs (submission_id, channel, queued_at, next_attempt_at) VALUES ($1, 'email', now(), now())",
            [submissionId],
          );
        },
        deleteSubmission: async (id) => {
          await reader.query('DELETE FROM submissions WHERE id = $1', [id]);
        },
        setJobTimes: async (time) => {
          await reader.query('UPDATE delivery_jobs SET queued_at = $1, next_attempt_at = $1', [time]);
        },
        onlyJob: async () => {
          const [job] = await rows<{ status: string; attempts: number; lastError: string | null }>(
            'SELECT status, attempts, last_error AS "lastError" FROM delivery_jobs',
          );
          return job;
        },
      },
    };
  });
});
