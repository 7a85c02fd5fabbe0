import 'server-only';
import type { ConversationPurpose } from '@/lib/agents/types';
import type { ConversationStore, Message } from '../conversation-store';
import { deleteIdlePostgres } from '../idle-conversations.mjs';
import { acquirePool } from './pool';

export type PostgresConversationStoreOptions = {
  connectionString: string;
  /** Connections this store's pool may open; concurrent queries queue for them. */
  poolMax: number;
};

type MessageRow = { id: string; role: Message['role']; content: string; created_at: Date };

const toMessage = (row: MessageRow): Message => ({
  id: row.id,
  role: row.role,
  content: row.content,
  createdAt: row.created_at.toISOString(),
});

const COLUMNS = 'id, role, content, created_at';

// Postgres text cannot hold U+0000 (SQLite can); a visitor's message with one is stored with the
// replacement character instead of failing the request.
const storable = (text: string) => text.replaceAll('\u0000', '\uFFFD');

/**
 * The shared conversation store: conversations and messages in Postgres, for several instances at
 * once, so a conversation started on one is continued on any other. `seq` keeps the order in which
 * messages were added, as rowid does in SQLite; times are the instance's clock, as there.
 */
export function createPostgresConversationStore(options: PostgresConversationStoreOptions): ConversationStore {
  const { pool, release } = acquirePool({ connectionString: options.connectionString, max: options.poolMax });
  let closed = false;

  async function query<T extends object>(text: string, values: unknown[] = []): Promise<T[]> {
    if (closed) throw new Error('The conversation store is closed.');
    return (await pool.query(text, values)).rows as T[];
  }

  return {
    async createConversation(id, purpose) {
      await query('INSERT INTO conversations (id, purpose, created_at) VALUES ($1, $2, $3)', [id, purpose, new Date()]);
    },

    async findConversation(id) {
      const [row] = await query<{ id: string; purpose: ConversationPurpose; created_at: Date }>(
        'SELECT id, purpose, created_at FROM conversations WHERE id = $1',
        [id],
      );
      return row && { id: row.id, purpose: row.purpose, createdAt: row.created_at.toISOString() };
    },

    async addMessage({ id, conversationId, role, content: text }) {
      const createdAt = new Date();
      const content = storable(text);
      await query('INSERT INTO messages (id, conversation_id, role, content, created_at) VALUES ($1, $2, $3, $4, $5)', [
        id,
        conversationId,
        role,
        content,
        createdAt,
      ]);
      return { id, role, content, createdAt: createdAt.toISOString() };
    },

    async listMessages(conversationId, page) {
      if (!page) {
        const rows = await query<MessageRow>(
          `SELECT ${COLUMNS} FROM messages WHERE conversation_id = $1 ORDER BY seq`,
          [conversationId],
        );
        return rows.map(toMessage);
      }
      // An unknown `before` makes the comparison NULL, which selects nothing. newer_bytes: the
      // content bytes of the page's messages newer than this one.
      const rows = await query<MessageRow>(
        `SELECT ${COLUMNS} FROM (
           SELECT seq, ${COLUMNS},
             sum(octet_length(content)) OVER (ORDER BY seq DESC ROWS UNBOUNDED PRECEDING)
               - octet_length(content) AS newer_bytes
           FROM messages
           WHERE conversation_id = $1
             AND ($3::text IS NULL OR seq < (SELECT seq FROM messages WHERE id = $3 AND conversation_id = $1))
           ORDER BY seq DESC LIMIT $2
         ) page WHERE newer_bytes < $4 ORDER BY seq DESC`,
        [conversationId, page.limit, page.before ?? null, page.maxBytes ?? Number.MAX_SAFE_INTEGER],
      );
      return rows.reverse().map(toMessage);
    },

    async usage(conversationId) {
      const [row] = await query<{ messages: number; bytes: string }>(
        `SELECT count(*)::int AS messages, coalesce(sum(octet_length(content)), 0) AS bytes
         FROM messages WHERE conversation_id = $1`,
        [conversationId],
      );
      // sum() of integers is a bigint, which pg returns as a string.
      return { messages: row.messages, bytes: Number(row.bytes) };
    },

    async deleteIdle(cutoff) {
      if (closed) throw new Error('The conversation store is closed.');
      return deleteIdlePostgres(pool, cutoff);
    },

    async ping() {
      await query('SELECT 1');
    },

    async close() {
      if (closed) return;
      closed = true;
      await release();
    },
  };
}
