import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import * as messagesRoute from '@/app/api/conversations/[id]/messages/route';
import * as conversationsRoute from '@/app/api/conversations/route';
import { HISTORY_PAGE_MAX_BYTES } from '@/lib/http/history-query';
import { getProvider, localAgents } from '@/lib/provider';
import { createSqliteConversationStore } from '@/lib/store/sqlite/conversation-store';
import { apiRequest, routeContext } from '@/test/helpers/api';
import { HIGH_RATE_LIMITS, makeTempDir, restoreTestEnv, setTestEnv } from '@/test/helpers/env';

const temp = makeTempDir();
const agents = localAgents();

beforeEach(() => {
  setTestEnv({
    PROVIDER: 'embedded',
    DATA_DIR: temp.dir,
    ...HIGH_RATE_LIMITS,
    RATE_LIMIT_HISTORY_READS_PER_MINUTE: '3',
  });
});

afterAll(() => {
  delete agents.chat;
  restoreTestEnv();
  temp.remove();
});

/** A conversation of 17 messages of 20,000 `。` (60,000 bytes each): about 1 MiB, as a visitor can fill one. */
async function megabyteConversation(): Promise<{ id: string; messageIds: string[] }> {
  const created = await conversationsRoute.POST(apiRequest('/api/conversations', { purpose: 'chat' }));
  const { conversationId } = (await created.json()) as { conversationId: string };
  const store = createSqliteConversationStore({ dataDir: temp.dir });
  const messageIds: string[] = [];
  try {
    for (let n = 0; n < 17; n++) {
      const id = crypto.randomUUID();
      await store.addMessage({ id, conversationId, role: n % 2 ? 'assistant' : 'user', content: '。'.repeat(20_000) });
      messageIds.push(id);
    }
  } finally {
    await store.close();
  }
  return { id: conversationId, messageIds };
}

const read = (id: string, query = '', client = '192.0.2.1') =>
  messagesRoute.GET(
    apiRequest(`/api/conversations/${id}/messages${query}`, undefined, {
      method: 'GET',
      headers: { 'x-forwarded-for': client },
    }),
    routeContext(id),
  );

describe('GET /api/conversations/{id}/messages on a large conversation', () => {
  it('answers pages of at most 256 kB whose cursor reads the whole history once', async () => {
    const { id, messageIds } = await megabyteConversation();
    const seen: string[] = [];
    let query = '';
    for (let page = 0; page < 10; page++) {
      // A client per page: this test is about size, the next one about the read limit.
      const response = await read(id, query, `192.0.2.${10 + page}`);
      expect(response.status).toBe(200);
      const body = await response.arrayBuffer();
      expect(body.byteLength).toBeLessThanOrEqual(HISTORY_PAGE_MAX_BYTES);
      const { messages, hasMore } = JSON.parse(new TextDecoder().decode(body)) as {
        messages: { id: string }[];
        hasMore: boolean;
      };
      expect(messages.length).toBeGreaterThan(0);
      seen.unshift(...messages.map((m) => m.id));
      if (!hasMore) break;
      query = `?before=${messages[0].id}`;
    }
    expect(seen).toEqual(messageIds);
  });

  it('limits reads per client and answers 429 with Retry-After past the limit', async () => {
    const { id } = await megabyteConversation();
    for (let n = 0; n < 3; n++) expect((await read(id, '?limit=1', '192.0.2.50')).status).toBe(200);
    const limited = await read(id, '?limit=1', '192.0.2.50');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    // Another client still reads.
    expect((await read(id, '?limit=1', '192.0.2.51')).status).toBe(200);
  });

  it('stores a lone surrogate as one U+FFFD and reads it back so', async () => {
    agents.chat = async function* () {
      yield 'ok';
    };
    const created = await conversationsRoute.POST(apiRequest('/api/conversations', { purpose: 'chat' }));
    const { conversationId } = (await created.json()) as { conversationId: string };
    const posted = await messagesRoute.POST(
      apiRequest(`/api/conversations/${conversationId}/messages`, undefined, {
        raw: '{"text":"half \\ud83d of a rocket"}',
        headers: { 'content-type': 'application/json' },
      }),
      routeContext(conversationId),
    );
    expect(posted.status).toBe(202);
    await (getProvider() as { idle?: () => Promise<void> }).idle?.();
    const { messages } = (await (await read(conversationId, '', '192.0.2.70')).json()) as {
      messages: { content: string }[];
    };
    expect(messages[0].content).toBe('half \uFFFD of a rocket');
  });
});
