import 'server-only';
import type Database from 'better-sqlite3';
import type { ConversationPurpose } from '@/lib/conversations/agent';
import { defaultLocale, isLocale, type Locale } from '@/lib/i18n/locales';
import { openOnFirstUse } from '@/lib/store/sqlite/open';
import type { ConversationStore, ConversationSummary, Message } from '../conversation-store';
import { mentionsAddress } from '../email-mentions';
import { deleteIdleSqlite } from '../idle-conversations.mjs';
import { anywhere, newestFirst, pageLimit } from '../lead-query';

type MessageRow = { id: string; role: Message['role']; content: string; created_at: string };

const toMessage = (row: MessageRow): Message => ({
  id: row.id,
  role: row.role,
  content: row.content,
  createdAt: row.created_at,
});

const COLUMNS = 'id, role, content, created_at';

type SummaryRow = {
  id: string;
  purpose: ConversationPurpose;
  locale: string;
  created_at: string;
  messages: number;
  last_message_at: string | null;
  preview: string | null;
};

const SUMMARY = `SELECT c.id, c.purpose, c.locale, c.created_at,
  (SELECT count(*) FROM messages m WHERE m.conversation_id = c.id) AS messages,
  (SELECT max(m.created_at) FROM messages m WHERE m.conversation_id = c.id) AS last_message_at,
  (SELECT substr(m.content, 1, 160) FROM messages m WHERE m.conversation_id = c.id AND m.role = 'user'
   ORDER BY m.rowid LIMIT 1) AS preview
  FROM conversations c`;

const toSummary = (row: SummaryRow): ConversationSummary => ({
  id: row.id,
  purpose: row.purpose,
  locale: localeOf(row.locale),
  createdAt: row.created_at,
  messages: row.messages,
  lastMessageAt: row.last_message_at,
  preview: row.preview ?? '',
});

/** A stored locale this code no longer knows reads as the default, never as a crash. */
const localeOf = (value: string): Locale => (isLocale(value) ? value : defaultLocale);

// Row values compare (created_at, id) as one key, so conversations created in the same millisecond
// page in a fixed order.
const KEY = (cursor: string) => `(SELECT created_at, id FROM conversations WHERE id = ${cursor})`;

/** The store's database, opened on first use. */
type OpenDatabase = () => Database.Database;

/** What the conversation engine reads and writes: conversations, their messages and their size. */
function conversationCalls(
  db: OpenDatabase,
): Pick<ConversationStore, 'createConversation' | 'findConversation' | 'addMessage' | 'listMessages' | 'usage'> {
  return {
    async createConversation(id, purpose, locale = defaultLocale) {
      db()
        .prepare('INSERT INTO conversations (id, purpose, locale, created_at) VALUES (?, ?, ?, ?)')
        .run(id, purpose, locale, new Date().toISOString());
    },

    async findConversation(id) {
      const row = db().prepare('SELECT id, purpose, locale, created_at FROM conversations WHERE id = ?').get(id) as
        | { id: string; purpose: ConversationPurpose; locale: string; created_at: string }
        | undefined;
      return row && { id: row.id, purpose: row.purpose, locale: localeOf(row.locale), createdAt: row.created_at };
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
  };
}

/** The retention clean-up and the back office: listing, finding by address, deleting. */
function archiveCalls(
  db: OpenDatabase,
): Pick<ConversationStore, 'deleteIdle' | 'listConversations' | 'conversationsMentioning' | 'deleteConversations'> {
  return {
    async deleteIdle(cutoff) {
      return deleteIdleSqlite(db(), cutoff);
    },

    async listConversations(page) {
      const purpose = page.purpose ?? null;
      const ascending = page.after !== undefined && page.before === undefined;
      const cursor = page.before ?? page.after ?? null;
      const rows = db()
        .prepare(
          `${SUMMARY} WHERE (@purpose IS NULL OR c.purpose = @purpose)
           AND (@cursor IS NULL OR (c.created_at, c.id) ${ascending ? '>' : '<'} ${KEY('@cursor')})
           ORDER BY c.created_at ${ascending ? 'ASC' : 'DESC'}, c.id ${ascending ? 'ASC' : 'DESC'} LIMIT @limit`,
        )
        .all({ purpose, cursor, limit: pageLimit(page.limit) }) as SummaryRow[];
      const conversations = newestFirst(rows, ascending).map(toSummary);
      if (conversations.length === 0) return { conversations };
      const exists = (comparison: string, id: string) =>
        db()
          .prepare(
            `SELECT 1 FROM conversations c WHERE (@purpose IS NULL OR c.purpose = @purpose)
             AND (c.created_at, c.id) ${comparison} ${KEY('@id')} LIMIT 1`,
          )
          .get({ purpose, id }) !== undefined;
      const oldest = conversations[conversations.length - 1].id;
      const newest = conversations[0].id;
      return {
        conversations,
        ...(exists('<', oldest) ? { older: oldest } : {}),
        ...(exists('>', newest) ? { newer: newest } : {}),
      };
    },

    async conversationsMentioning(email) {
      if (!email.trim()) return [];
      const pattern = anywhere(email.trim());
      // LIKE finds the candidates (ASCII case-insensitively); the address check drops longer
      // addresses that merely contain this one.
      const candidates = db()
        .prepare(`SELECT conversation_id, content FROM messages WHERE content LIKE ? ESCAPE '\\'`)
        .all(pattern) as { conversation_id: string; content: string }[];
      const ids = [...new Set(candidates.filter((row) => mentionsAddress(row.content, email)).map((row) => row.conversation_id))];
      if (ids.length === 0) return [];
      const rows = db()
        .prepare(`${SUMMARY} WHERE c.id IN (SELECT value FROM json_each(?)) ORDER BY c.created_at DESC, c.id DESC`)
        .all(JSON.stringify(ids)) as SummaryRow[];
      return rows.map(toSummary);
    },

    async deleteConversations(ids) {
      if (ids.length === 0) return 0;
      const remove = db().transaction((list: string) => {
        db().prepare('DELETE FROM messages WHERE conversation_id IN (SELECT value FROM json_each(?))').run(list);
        return db().prepare('DELETE FROM conversations WHERE id IN (SELECT value FROM json_each(?))').run(list).changes;
      });
      return remove.immediate(JSON.stringify(ids));
    },
  };
}

/**
 * The embedded conversation store: `$dataDir/site.db`, opened on first use (building pages never
 * touches it). rowid keeps insertion order when two messages share a millisecond.
 */
export function createSqliteConversationStore(options: { dataDir: string }): ConversationStore {
  const database = openOnFirstUse(options.dataDir, 'The conversation store is closed.');
  const db = database.get;

  return {
    ...conversationCalls(db),
    ...archiveCalls(db),

    async ping() {
      db().prepare('SELECT 1').get();
    },

    async close() {
      database.close();
    },
  };
}
