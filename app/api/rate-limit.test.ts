import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import * as chatContactRoute from '@/app/api/chat/contact/route';
import * as messagesRoute from '@/app/api/conversations/[id]/messages/route';
import * as conversationsRoute from '@/app/api/conversations/route';
import * as inquiryRoute from '@/app/api/inquiry/route';
import { localAgents } from '@/lib/provider';
import { openDatabase } from '@/lib/store/sqlite/open';
import { countSubmissions } from '@/lib/store/submissions';
import { apiRequest, routeContext } from '@/test/helpers/api';
import { makeTempDir, restoreTestEnv, setTestEnv } from '@/test/helpers/env';

const agents = localAgents();

const temp = makeTempDir();
const contact = { name: 'Hana Park', company: 'Seoul Mint', email: 'hana@seoulmint.example' };
const inquiry = (ip?: string) =>
  inquiryRoute.POST(
    apiRequest(
      '/api/inquiry',
      { ...contact, message: 'Listing PR for May.' },
      { headers: ip ? { 'x-forwarded-for': ip } : {} },
    ),
  );

function storedSubmissions(): number {
  const db = openDatabase(temp.dir);
  try {
    return countSubmissions(db);
  } finally {
    db.close();
  }
}

beforeEach(() => {
  setTestEnv({
    PROVIDER: 'embedded',
    DATA_DIR: temp.dir,
    RATE_LIMIT_FORMS_PER_MINUTE: '2',
    RATE_LIMIT_CONVERSATIONS_PER_MINUTE: '1',
    RATE_LIMIT_MESSAGES_PER_MINUTE: '2',
  });
});

afterAll(() => {
  delete agents.chat;
  restoreTestEnv();
  temp.remove();
});

describe('server rate limit (limits from RATE_LIMIT_*)', () => {
  it('answers 429 with Retry-After once a client used its forms budget, and stores nothing more', async () => {
    const before = storedSubmissions();
    expect((await inquiry()).status).toBe(200);
    expect((await inquiry()).status).toBe(200);
    const limited = await inquiry();
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await limited.json()).toEqual({ error: `Too many requests. Please try again in ${retryAfter} seconds.` });
    expect(storedSubmissions()).toBe(before + 2);
  });

  it('shares the forms budget between the inquiry, chat contact and checker lead forms', async () => {
    await inquiry();
    await inquiry();
    const contactResponse = await chatContactRoute.POST(
      apiRequest('/api/chat/contact', { ...contact, goal: 'chat-widget' }),
    );
    expect(contactResponse.status).toBe(429);
  });

  it('counts per client: the address the server appended last, never an entry the client wrote', async () => {
    await inquiry('10.0.0.1, 203.0.113.7');
    await inquiry('10.0.0.2, 203.0.113.7');
    expect((await inquiry('203.0.113.7')).status).toBe(429);
    expect((await inquiry('203.0.113.7, 198.51.100.4')).status).toBe(200);
    expect((await inquiry()).status).toBe(200);
    expect((await inquiry()).status).toBe(200);
    expect((await inquiry()).status).toBe(429);
  });

  it('limits conversations and messages with their own budgets', async () => {
    agents.chat = async function* () {
      yield 'ok';
    };
    const first = await conversationsRoute.POST(apiRequest('/api/conversations', { purpose: 'chat' }));
    expect(first.status).toBe(201);
    expect((await conversationsRoute.POST(apiRequest('/api/conversations', { purpose: 'chat' }))).status).toBe(429);

    const { conversationId } = (await first.json()) as { conversationId: string };
    const send = () =>
      messagesRoute.POST(
        apiRequest(`/api/conversations/${conversationId}/messages`, { text: 'hello' }),
        routeContext(conversationId),
      );
    expect((await send()).status).toBe(202);
    expect((await send()).status).toBe(202);
    expect((await send()).status).toBe(429);
    // The forms budget is untouched by conversation traffic.
    expect((await inquiry()).status).toBe(200);
  });
});
