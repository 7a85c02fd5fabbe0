import 'server-only';
import type { ConversationPurpose } from '@/lib/conversations/agent';
import { defaultLocale, isLocale, type Locale } from '@/lib/i18n/locales';
import type { ConversationStore, ConversationSummary, Message } from '../conversation-store';
import { mentionsAddress } from '../email-mentions';
import { deleteIdlePostgres } from '../idle-conversations.mjs';
import { anywhere, newestFirst, pageLimit } from '../lead-query';
import type pg from 'pg';
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

type SummaryRow = {
  id: string;
  purpose: ConversationPurpose;
  locale: string;
  created_at: Date;
  messages: number;
  last_message_at: Date | null;
  preview: string | null;
};

const SUMMARY = `SELECT c.id, c.purpose, c.locale, c.created_at,
  (SELECT count(*)::int FROM messages m WHERE m.conversation_id = c.id) AS messages,
  (SELECT max(m.created_at) FROM messages m WHERE m.conversation_id = c.id) AS last_message_at,
  (SELECT left(m.content, 160) FROM messages m WHERE m.conversation_id = c.id AND m.role = 'user'
   ORDER BY m.seq LIMIT 1) AS preview
  FROM conversations c`;

const toSummary = (row: SummaryRow): ConversationSummary => ({
  id: row.id,
  purpose: row.purpose,
  locale: localeOf(row.locale),
  createdAt: row.created_at.toISOString(),
  messages: row.messages,
  lastMessageAt: row.last_message_at ? row.last_message_at.toISOString() : null,
  preview: row.preview ?? '',
});

/** A stored locale this code no longer knows reads as the default, never as a crash. */
const localeOf = (value: string): Locale => (isLocale(value) ? value : defaultLocale);

// Row values compare (created_at, id) as one key, so conversations created in the same millisecond
// page in a fixed order; an unknown cursor makes the comparison NULL, which selects nothing.
const KEY = (cursor: string) => `(SELECT created_at, id FROM conversations WHERE id = ${cursor})`;

// Postgres text cannot hold U+0000 (SQLite can); a visitor's message with one is stored with the
// replacement character instead of failing the request.
const storable = (text: string) => text.replaceAll('\u0000', '\uFFFD');

/** The store's pool and whether it was closed, shared by its method groups. */
type StoreHandle = {
  pool: pg.Pool;
  closed: boolean;
  query<T extends object>(text: string, values?: unknown[]): Promise<T[]>;
};

/** What the conversation engine reads and writes: conversations, their messages and their size. */
function conversationCalls(
  store: StoreHandle,
): Pick<ConversationStore, 'createConversation' | 'findConversation' | 'addMessage' | 'listMessages' | 'usage'> {
  return {
    async createConversation(id, purpose, locale = defaultLocale) {
      await store.query('INSERT INTO conversations (id, purpose, locale, created_at) VALUES ($1, $2, $3, $4)', [
        id,
        purpose,
        locale,
        new Date(),
      ]);
    },

    async findConversation(id) {
      const [row] = await store.query<{ id: string; purpose: ConversationPurpose; locale: string; created_at: Date }>(
        'SELECT id, purpose, locale, created_at FROM conversations WHERE id = $1',
        [id],
      );
      return (
        row && { id: row.id, purpose: row.purpose, locale: localeOf(row.locale), createdAt: row.created_at.toISOString() }
      );
    },

    async addMessage({ id, conversationId, role, content: text }) {
      const createdAt = new Date();
      const content = storable(text);
      await store.query('INSERT INTO messages (id, conversation_id, role, content, created_at) VALUES ($1, $2, $3, $4, $5)', [
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
        const rows = await store.query<MessageRow>(`SELECT ${COLUMNS} FROM messages WHERE conversation_id = $1 ORDER BY seq`, [
          conversationId,
        ]);
        return rows.map(toMessage);
      }
      // An unknown `before` makes the comparison NULL, which selects nothing. newer_bytes: the
      // content bytes of the page's messages newer than this one.
      const rows = await store.query<MessageRow>(
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
      const [row] = await store.query<{ messages: number; bytes: string }>(
        `SELECT count(*)::int AS messages, coalesce(sum(octet_length(content)), 0) AS bytes
         FROM messages WHERE conversation_id = $1`,
        [conversationId],
      );
      // sum() of integers is a bigint, which pg returns as a string.
      return { messages: row.messages, bytes: Number(row.bytes) };
    },
  };
}

/** The retention clean-up and the back office: listing, finding by address, deleting. */
function archiveCalls(
  store: StoreHandle,
): Pick<ConversationStore, 'deleteIdle' | 'listConversations' | 'conversationsMentioning' | 'deleteConversations'> {
  return {
    async deleteIdle(cutoff) {
      if (store.closed) throw new Error('The conversation store is closed.');
      return deleteIdlePostgres(store.pool, cutoff);
    },

    async listConversations(page) {
      const purpose = page.purpose ?? null;
      const ascending = page.after !== undefined && page.before === undefined;
      const cursor = page.before ?? page.after ?? null;
      const direction = ascending ? 'ASC' : 'DESC';
      const rows = await store.query<SummaryRow>(
        `${SUMMARY} WHERE ($1::text IS NULL OR c.purpose = $1)
         AND ($2::text IS NULL OR (c.created_at, c.id) ${ascending ? '>' : '<'} ${KEY('$2')})
         ORDER BY c.created_at ${direction}, c.id ${direction} LIMIT $3`,
        [purpose, cursor === null ? null : storable(cursor), pageLimit(page.limit)],
      );
      const conversations = newestFirst(rows, ascending).map(toSummary);
      if (conversations.length === 0) return { conversations };
      const oldest = conversations[conversations.length - 1].id;
      const newest = conversations[0].id;
      const scope = `FROM conversations c WHERE ($1::text IS NULL OR c.purpose = $1) AND (c.created_at, c.id)`;
      const [edges] = await store.query<{ older: boolean; newer: boolean }>(
        `SELECT EXISTS (SELECT 1 ${scope} < ${KEY('$2')}) AS older, EXISTS (SELECT 1 ${scope} > ${KEY('$3')}) AS newer`,
        [purpose, oldest, newest],
      );
      return {
        conversations,
        ...(edges.older ? { older: oldest } : {}),
        ...(edges.newer ? { newer: newest } : {}),
      };
    },

    async conversationsMentioning(email) {
      const address = storable(email.trim());
      if (!address) return [];
      // ILIKE finds the candidates; the address check drops longer addresses that merely contain this one.
      const candidates = await store.query<{ conversation_id: string; content: string }>(
        `SELECT conversation_id, content FROM messages WHERE content ILIKE $1 ESCAPE '\\'`,
        [anywhere(address)],
      );
      const ids = [
        ...new Set(candidates.filter((row) => mentionsAddress(row.content, address)).map((row) => row.conversation_id)),
      ];
      if (ids.length === 0) return [];
      const rows = await store.query<SummaryRow>(
        `${SUMMARY} WHERE c.id = ANY ($1::text[]) ORDER BY c.created_at DESC, c.id DESC`,
        [ids],
      );
      return rows.map(toSummary);
    },

    async deleteConversations(ids) {
      if (ids.length === 0) return 0;
      // One statement; the messages go with their conversation (ON DELETE CASCADE).
      const rows = await store.query<{ id: string }>('DELETE FROM conversations WHERE id = ANY ($1::text[]) RETURNING id', [
        ids.map(storable),
      ]);
      return rows.length;
    },
  };
}

/**
 * The shared conversation store: conversations and messages in Postgres, for several instances at
 * once, so a conversation started on one is continued on any other. `seq` keeps the order in which
 * messages were added, as rowid does in SQLite; times are the instance's clock, as there.
 */
export function createPostgresConversationStore(options: PostgresConversationStoreOptions): ConversationStore {
  const { pool, release } = acquirePool({ connectionString: options.connectionString, max: options.poolMax });
  const store: StoreHandle = {
    pool,
    closed: false,
    async query<T extends object>(text: string, values: unknown[] = []): Promise<T[]> {
      if (store.closed) throw new Error('The conversation store is closed.');
      return (await pool.query(text, values)).rows as T[];
    },
  };

  return {
    ...conversationCalls(store),
    ...archiveCalls(store),

    async ping() {
      await store.query('SELECT 1');
    },

    async close() {
      if (store.closed) return;
      store.closed = true;
      await release();
    },
  };
}
