import { describe } from 'vitest';
import { postgresUnavailable } from '@/test/servers/postgres';
import { postgresForSuite } from '@/test/servers/postgres-suite';
import { skipMessage } from '@/test/servers/skip';
import { previewLinkContract } from '../preview-links-contract';
import { createPostgresPreviewLinks } from './preview-links';

describe.skipIf(skipMessage(postgresUnavailable()))('on a real Postgres server', () => {
  const server = postgresForSuite();
  let databases = 0;

  previewLinkContract('Postgres', async (cleanup) => {
    const url = await server().createMigratedDatabase(`preview_${++databases}`);
    const open = (poolMax: number) => {
      const store = createPostgresPreviewLinks({ connectionString: url, poolMax });
      cleanup(() => store.close());
      return store;
    };
    return { store: open(3), another: () => open(2) };
  });
});
