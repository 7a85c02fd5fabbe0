import 'server-only';
import type Database from 'better-sqlite3';
import type { ConversationPurpose } from '@/lib/agents/types';

export type ConversationRow = { id: string; purpose: ConversationPurpose; createdAt: string };
export type MessageRow = { id: string; role: 'user' | 'assistant'; content: string; createdAt: string };

export function insertConversation(db: Database.Database, id: string, purpose: ConversationPurpose): void {
  db.prepare('INSERT INTO conversations (id, purpose, created_at) VALUES (?, ?, ?)').run(
    id,
    purpose,
    new Date().toISOString(),
  );
}

export function findConversation(db: Database.Database, id: string): ConversationRow | undefined {
  const row = db.prepare('SELECT id, purpose, created_at FROM conversations WHERE id = ?').get(id) as
    { id: string; purpose: ConversationPurpose; created_at: string } | undefined;
  return row && { id: row.id, purpose: row.purpose, createdAt: row.created_at };
}

export function insertMessage(
  db: Database.Database,
  message: { id: string; conversationId: string; role: 'user' | 'assistant'; content: string },
): MessageRow {
  const createdAt = new Date().toISOString();
  db.prepare('INSERT INTO messages (id, conversation_id, role, content, created_at) VALUES (?, ?, ?, ?, ?)').run(
    message.id,
    message.conversationId,
    message.role,
    message.content,
    createdAt,
  );
  return { id: message.id, role: message.role, content: message.content, createdAt };
}

type Row = { id: string; role: 'user' | 'assistant'; content: string; created_at: string };
const toMessage = (row: Row): MessageRow => ({
  id: row.id,
  role: row.role,
  content: row.content,
  createdAt: row.created_at,
});

/** Oldest first; rowid keeps insertion order when two messages share a millisecond. */
export function listMessages(db: Database.Database, conversationId: string): MessageRow[] {
  const rows = db
    .prepare('SELECT id, role, content, created_at FROM messages WHERE conversation_id = ? ORDER BY rowid')
    .all(conversationId) as Row[];
  return rows.map(toMessage);
}

export type MessagePage = { limit: number; before?: string };

/**
 * The last `limit` messages, or the last `limit` before the message `before` (oldest first). An
 * unknown `before` gives no messages.
 */
export function listMessagePage(db: Database.Database, conversationId: string, page: MessagePage): MessageRow[] {
  const rows = (
    page.before === undefined
      ? db
          .prepare(
            'SELECT id, role, content, created_at FROM messages WHERE conversation_id = ? ORDER BY rowid DESC LIMIT ?',
          )
          .all(conversationId, page.limit)
      : db
          .prepare(
            `SELECT id, role, content, created_at FROM messages
             WHERE conversation_id = @id
               AND rowid < (SELECT rowid FROM messages WHERE id = @before AND conversation_id = @id)
             ORDER BY rowid DESC LIMIT @limit`,
          )
          .all({ id: conversationId, before: page.before, limit: page.limit })
  ) as Row[];
  return rows.reverse().map(toMessage);
}

/** What a conversation holds: its number of messages and their UTF-8 size. */
export function conversationUsage(db: Database.Database, conversationId: string): { messages: number; bytes: number } {
  return db
    .prepare(
      'SELECT count(*) AS messages, coalesce(sum(length(CAST(content AS BLOB))), 0) AS bytes FROM messages WHERE conversation_id = ?',
    )
    .get(conversationId) as { messages: number; bytes: number };
}

/**
 * Deletes the conversations, with their messages, that were created before `cutoff` and have had no
 * message since: idle past the retention period. Returns how many went. The same statements run
 * in scripts/conversations-cleanup.mjs.
 */
export function deleteIdleConversations(db: Database.Database, cutoff: Date): number {
  const idle = `SELECT c.id FROM conversations c WHERE c.created_at < @before
    AND NOT EXISTS (SELECT 1 FROM messages m WHERE m.conversation_id = c.id AND m.created_at >= @before)`;
  const run = db.transaction((before: string) => {
    db.prepare(`DELETE FROM messages WHERE conversation_id IN (${idle})`).run({ before });
    return db.prepare(`DELETE FROM conversations WHERE id IN (${idle})`).run({ before }).changes;
  });
  return run.immediate(cutoff.toISOString());
}

export function countConversations(db: Database.Database): number {
  return (db.prepare('SELECT count(*) AS n FROM conversations').get() as { n: number }).n;
}

export function countMessages(db: Database.Database): number {
  return (db.prepare('SELECT count(*) AS n FROM messages').get() as { n: number }).n;
}
