import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as messagesRoute from '@/app/api/conversations/[id]/messages/route';
import * as conversationsRoute from '@/app/api/conversations/route';
import { isWrittenIn } from '@/lib/chat/answerer/language';
import { getProvider } from '@/lib/provider';
import { createSqliteConversationStore } from '@/lib/store/sqlite/conversation-store';
import { apiRequest, routeContext } from '@/test/helpers/api';
import { HIGH_RATE_LIMITS, makeTempDir, restoreTestEnv, setTestEnv } from '@/test/helpers/env';

// Outside Next there is no data cache: the cached readers read the content folder directly.
vi.mock('next/cache', () => ({ unstable_cache: <T>(read: T) => read }));

const temp = makeTempDir();

beforeEach(() => {
  setTestEnv({ PROVIDER: 'embedded', DATA_DIR: temp.dir, ...HIGH_RATE_LIMITS });
});

afterAll(() => {
  restoreTestEnv();
  temp.remove();
});

async function create(body: unknown): Promise<Response> {
  return conversationsRoute.POST(apiRequest('/api/conversations', body));
}

async function storedLocale(id: string): Promise<string | undefined> {
  const store = createSqliteConversationStore({ dataDir: temp.dir });
  try {
    return (await store.findConversation(id))?.locale;
  } finally {
    await store.close();
  }
}

async function reply(id: string): Promise<string> {
  for (let tries = 0; tries < 200; tries++) {
    const messages = await getProvider().listMessages(id);
    const answer = messages.find((m) => m.role === 'assistant');
    if (answer) return answer.content;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('no reply');
}

describe('POST /api/conversations with a locale', () => {
  it('stores the page language with the conversation, English when none is sent', async () => {
    const korean = await create({ purpose: 'chat', locale: 'ko' });
    expect(korean.status).toBe(201);
    const { conversationId } = (await korean.json()) as { conversationId: string };
    expect(await storedLocale(conversationId)).toBe('ko');

    const plain = (await (await create({ purpose: 'chat' })).json()) as { conversationId: string };
    expect(await storedLocale(plain.conversationId)).toBe('en');
  });

  it('refuses a locale the site does not have, creating nothing', async () => {
    for (const locale of ['fr', 'KO', '', 7, null]) {
      const response = await create({ purpose: 'chat', locale });
      expect(response.status, String(locale)).toBe(422);
      expect(JSON.stringify(await response.json())).toContain('locale must be one of: en, vi, zh, ko, ja.');
    }
  });

  it('answers a Korean conversation in Korean with the package price', async () => {
    const { conversationId } = (await (await create({ purpose: 'chat', locale: 'ko' })).json()) as {
      conversationId: string;
    };
    const sent = await messagesRoute.POST(
      apiRequest(`/api/conversations/${conversationId}/messages`, { text: 'PR Package는 얼마인가요?' }),
      routeContext(conversationId),
    );
    expect(sent.status).toBe(202);
    const text = await reply(conversationId);
    expect(text).toContain('US$1,499');
    expect(isWrittenIn(text, 'ko')).toBe(true);
    expect(text).toContain('](/ko/pricing)');
  }, 30_000);
});
