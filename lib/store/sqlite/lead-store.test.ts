import { openDatabase } from '@/lib/store/sqlite/open';
import { makeTempDir } from '@/test/helpers/env';
import { leadStoreContract } from '../lead-store-contract';
import { createSqliteLeadStore } from './lead-store';

leadStoreContract('SQLite', async (channels, cleanup) => {
  const temp = makeTempDir();
  const store = createSqliteLeadStore({ dataDir: temp.dir, channels });
  const reader = openDatabase(temp.dir);
  cleanup(() => temp.remove());
  cleanup(() => reader.close());
  cleanup(() => store.close());
  return {
    store,
    another: (more) => createSqliteLeadStore({ dataDir: temp.dir, channels: more }),
    inspect: {
      jobs: async () =>
        reader
          .prepare(
            'SELECT submission_id AS submissionId, channel, status FROM delivery_jobs ORDER BY submission_id, channel',
          )
          .all() as { submissionId: number; channel: string; status: string }[],
      submissionIds: async () => reader.prepare('SELECT id FROM submissions ORDER BY id').pluck().all() as number[],
      insertJob: async (submissionId) => {
        reader
          .prepare(
            "INSERT INTO delivery_jobs (submission_id, channel, queued_at, next_attempt_at) VALUES (?, 'email', '', '')",
          )
          .run(submissionId);
      },
      deleteSubmission: async (id) => {
        reader.prepare('DELETE FROM submissions WHERE id = ?').run(id);
      },
      setJobTimes: async (time) => {
        reader
          .prepare('UPDATE delivery_jobs SET queued_at = ?, next_attempt_at = ?')
          .run(time.toISOString(), time.toISOString());
      },
      onlyJob: async () =>
        reader.prepare('SELECT status, attempts, last_error AS lastError FROM delivery_jobs').get() as {
          status: string;
          attempts: number;
          lastError: string | null;
        },
    },
  };
});
