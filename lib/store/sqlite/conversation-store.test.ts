import { openDatabase } from '@/lib/store/sqlite/open';
import { makeTempDir } from '@/test/helpers/env';
import { conversationStoreContract } from '../conversation-store-contract';
import { createSqliteConversationStore } from './conversation-store';

conversationStoreContract('SQLite', async (cleanup) => {
  const temp = makeTempDir();
  const store = createSqliteConversationStore({ dataDir: temp.dir });
  const writer = openDatabase(temp.dir);
  cleanup(() => temp.remove());
  cleanup(() => writer.close());
  cleanup(() => store.close());
  return {
    store,
    another: () => createSqliteConversationStore({ dataDir: temp.dir }),
    backdate: async (id, at) => {
      writer.prepare('UPDATE conversations SET created_at = ? WHERE id = ?').run(at.toISOString(), id);
      writer.prepare('UPDATE messages SET created_at = ? WHERE conversation_id = ?').run(at.toISOString(), id);
    },
  };
});
