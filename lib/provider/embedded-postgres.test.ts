import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AgentInput } from '@/lib/conversations/agent';
import { DATABASE_FILE } from '@/lib/store/sqlite/open';
import { createPostgresConversationStore } from '@/lib/store/postgres/conversation-store';
import { makeTempDir } from '@/test/helpers/env';
import { freePort } from '@/test/servers/process';
import { postgresUnavailable, startPostgres, type PostgresServer } from '@/test/servers/postgres';
import { skipMessage } from '@/test/servers/skip';
import { createEmbeddedProvider, type EmbeddedProvider } from './embedded';
import { ConversationFullError, NotFoundError, ProviderError } from '@/lib/conversations/provider';

const DAY_MS = 24 * 60 * 60 * 1000;

describe.skipIf(skipMessage(postgresUnavailable()))('two embedded providers on one Postgres (real server)', () => {
  let server: PostgresServer;
  let url: string;
  const inputs: AgentInput[] = [];
  const cleanups: (() => unknown)[] = [];

  /** One instance: its own data folder and conversation store, the shared database. */
  function instance(connectionString = url): { provider: EmbeddedProvider; dataDir: string } {
    const temp = makeTempDir();
    const conversations = createPostgresConversationStore({ connectionString, poolMax: 2 });
    const provider = createEmbeddedProvider({
      dataDir: temp.dir,
      conversations,
      limits: { maxMessages: 4, retentionDays: 2 },
      agentFor: () =>
        async function* (input) {
          inputs.push(input);
          yield `reply to ${input.text}`;
        },
    });
    cleanups.push(temp.remove, () => conversations.close(), () => provider.close());
    return { provider, dataDir: temp.dir };
  }

  beforeAll(async () => {
    server = await startPostgres();
    url = await server.createMigratedDatabase('provider_conversations');
  }, 60_000);
  afterAll(async () => {
    while (cleanups.length) await cleanups.pop()!();
    await server?.stop();
  });

  it('continues on B a conversation begun on A, with its history, caps, pages and retention shared', async () => {
    const a = instance();
    const b = instance();
    const { conversationId } = await a.provider.createConversation('chat');
    expect(await b.provider.conversationPurpose(conversationId)).toBe('chat');

    await a.provider.sendMessage(conversationId, 'first');
    await a.provider.idle();
    await b.provider.sendMessage(conversationId, 'second');
    await b.provider.idle();
    expect(inputs.at(-1)!.history).toEqual([
      { role: 'user', content: 'first' },
      { role: 'assistant', content: 'reply to first' },
    ]);
    expect((await a.provider.listMessages(conversationId)).map((m) => m.content)).toEqual([
      'first',
      'reply to first',
      'second',
      'reply to second',
    ]);
    expect((await a.provider.listMessages(conversationId, { limit: 2 })).map((m) => m.content)).toEqual([
      'second',
      'reply to second',
    ]);
    // The four messages counted on A fill the conversation for B too.
    await expect(b.provider.sendMessage(conversationId, 'third')).rejects.toBeInstanceOf(ConversationFullError);

    expect(await b.provider.cleanup(Date.now() + DAY_MS)).toBe(0);
    expect(await b.provider.cleanup(Date.now() + 3 * DAY_MS)).toBe(1);
    await expect(a.provider.listMessages(conversationId)).rejects.toBeInstanceOf(NotFoundError);
    // Nothing of the conversation went to either instance's own SQLite file.
    expect(existsSync(path.join(a.dataDir, DATABASE_FILE))).toBe(false);
    expect(existsSync(path.join(b.dataDir, DATABASE_FILE))).toBe(false);
  });

  it('reports an unreachable Postgres as a provider error, unready and unavailable', async () => {
    const { provider } = instance(`postgres://postgres@127.0.0.1:${await freePort()}/nowhere`);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await expect(provider.createConversation('chat')).rejects.toBeInstanceOf(ProviderError);
      await expect(provider.listMessages('any')).rejects.toBeInstanceOf(ProviderError);
      await expect(provider.checkReady(new AbortController().signal)).rejects.toBeInstanceOf(ProviderError);
      expect(await provider.health()).toEqual({ provider: 'embedded', database: 'unavailable' });
    } finally {
      vi.restoreAllMocks();
    }
  });
});
