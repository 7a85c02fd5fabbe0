import { describe, expect, it } from 'vitest';
import { postgresUnavailable } from '@/test/servers/postgres';
import { postgresForSuite } from '@/test/servers/postgres-suite';
import { skipMessage } from '@/test/servers/skip';
import { conversationStoreContract } from '../conversation-store-contract';
import { createPostgresConversationStore } from './conversation-store';
import { migrate } from './migrate.mjs';
import { createPool } from './pool';

describe.skipIf(skipMessage(postgresUnavailable()))('on a real Postgres server', () => {
  const server = postgresForSuite();
  let databases = 0;

  conversationStoreContract('Postgres', async (cleanup) => {
    const url = await server().createDatabase(`conversations_${++databases}`);
    const writer = createPool({ connectionString: url, max: 1 });
    cleanup(() => writer.end());
    await migrate(writer);
    const open = () => createPostgresConversationStore({ connectionString: url, poolMax: 5 });
    const store = open();
    cleanup(() => store.close());
    return {
      store,
      another: open,
      backdate: async (id, at) => {
        await writer.query('UPDATE conversations SET created_at = $1 WHERE id = $2', [at, id]);
        await writer.query('UPDATE messages SET created_at = $1 WHERE conversation_id = $2', [at, id]);
      },
    };
  });

  it('stores a message with a NUL character, which Postgres text cannot hold, with U+FFFD in its place', async () => {
    const url = await server().createMigratedDatabase('conversations_nul');
    const store = createPostgresConversationStore({ connectionString: url, poolMax: 1 });
    try {
      await store.createConversation('c', 'chat');
      const stored = await store.addMessage({ id: 'm', conversationId: 'c', role: 'user', content: 'a\u0000b' });
      expect(stored.content).toBe('a\uFFFDb');
      expect((await store.listMessages('c')).map((m) => m.content)).toEqual(['a\uFFFDb']);
    } finally {
      await store.close();
    }
  });
});
