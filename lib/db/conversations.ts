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

/** Oldest first; rowid keeps insertion order when two messages share a millisecond. */
export function listMessages(db: Database.Database, conversationId: string): MessageRow[] {
  const rows = db
    .prepare('SELECT id, role, content, created_at FROM messages WHERE conversation_id = ? ORDER BY rowid')
    .all(conversationId) as { id: string; role: 'user' | 'assistant'; content: string; created_at: string }[];
  return rows.map((row) => ({ id: row.id, role: row.role, content: row.content, createdAt: row.created_at }));
}

export function countConversations(db: Database.Database): number {
  return (db.prepare('SELECT count(*) AS n FROM conversations').get() as { n: number }).n;
}

export function countMessages(db: Database.Database): number {
  return (db.prepare('SELECT count(*) AS n FROM messages').get() as { n: number }).n;
}
