import { afterAll, beforeAll, describe } from 'vitest';
import { postgresUnavailable, startPostgres, type PostgresServer } from '@/test/servers/postgres';
import { skipMessage } from '@/test/servers/skip';
import { previewLinkContract } from '../preview-links-contract';
import { createPostgresPreviewLinks } from './preview-links';

describe.skipIf(skipMessage(postgresUnavailable()))('on a real Postgres server', () => {
  let server: PostgresServer;
  let databases = 0;
  beforeAll(async () => {
    server = await startPostgres();
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
  });

  previewLinkContract('Postgres', async (cleanup) => {
    const url = await server.createMigratedDatabase(`preview_${++databases}`);
    const open = (poolMax: number) => {
      const store = createPostgresPreviewLinks({ connectionString: url, poolMax });
      cleanup(() => store.close());
      return store;
    };
    return { store: open(3), another: () => open(2) };
  });
});
