import 'server-only';
import type { ConversationPurpose } from '@/lib/agents/types';
import { openOnFirstUse } from '@/lib/db/open';
import type { ConversationStore, Message } from './conversation-store';
import { deleteIdleSqlite } from './idle-conversations.mjs';

type MessageRow = { id: string; role: Message['role']; content: string; created_at: string };

const toMessage = (row: MessageRow): Message => ({
  id: row.id,
  role: row.role,
  content: row.content,
  createdAt: row.created_at,
});

const COLUMNS = 'id, role, content, created_at';

/**
 * The embedded conversation store: `$dataDir/site.db`, opened on first use (building pages never
 * touches it). rowid keeps insertion order when two messages share a millisecond.
 */
export function createSqliteConversationStore(options: { dataDir: string }): ConversationStore {
  const database = openOnFirstUse(options.dataDir, 'The conversation store is closed.');
  const db = database.get;

  return {
    async createConversation(id, purpose) {
      db()
        .prepare('INSERT INTO conversations (id, purpose, created_at) VALUES (?, ?, ?)')
        .run(id, purpose, new Date().toISOString());
    },

    async findConversation(id) {
      const row = db().prepare('SELECT id, purpose, created_at FROM conversations WHERE id = ?').get(id) as
        { id: string; purpose: ConversationPurpose; created_at: string } | undefined;
      return row && { id: row.id, purpose: row.purpose, createdAt: row.created_at };
    },

    async addMessage({ id, conversationId, role, content }) {
      const createdAt = new Date().toISOString();
      db()
        .prepare('INSERT INTO messages (id, conversation_id, role, content, created_at) VALUES (?, ?, ?, ?, ?)')
        .run(id, conversationId, role, content, createdAt);
      return { id, role, content, createdAt };
    },

    async listMessages(conversationId, page) {
      if (!page) {
        const rows = db()
          .prepare(`SELECT ${COLUMNS} FROM messages WHERE conversation_id = ? ORDER BY rowid`)
          .all(conversationId) as MessageRow[];
        return rows.map(toMessage);
      }
      // newer_bytes: the content bytes of the page's messages newer than this one.
      const rows = db()
        .prepare(
          `SELECT ${COLUMNS} FROM (
             SELECT rowid AS position, ${COLUMNS},
               sum(length(CAST(content AS BLOB))) OVER (ORDER BY rowid DESC ROWS UNBOUNDED PRECEDING)
                 - length(CAST(content AS BLOB)) AS newer_bytes
             FROM messages
             WHERE conversation_id = @id
               AND (@before IS NULL OR rowid < (SELECT rowid FROM messages WHERE id = @before AND conversation_id = @id))
             ORDER BY rowid DESC LIMIT @limit
           ) WHERE newer_bytes < @maxBytes ORDER BY position DESC`,
        )
        .all({
          id: conversationId,
          before: page.before ?? null,
          limit: page.limit,
          maxBytes: page.maxBytes ?? Number.MAX_SAFE_INTEGER,
        }) as MessageRow[];
      return rows.reverse().map(toMessage);
    },

    async usage(conversationId) {
      return db()
        .prepare(
          'SELECT count(*) AS messages, coalesce(sum(length(CAST(content AS BLOB))), 0) AS bytes FROM messages WHERE conversation_id = ?',
        )
        .get(conversationId) as { messages: number; bytes: number };
    },

    async deleteIdle(cutoff) {
      return deleteIdleSqlite(db(), cutoff);
    },

    async ping() {
      db().prepare('SELECT 1').get();
    },

    async close() {
      database.close();
    },
  };
}
