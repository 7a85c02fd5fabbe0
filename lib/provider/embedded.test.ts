import { afterEach, describe, expect, it } from 'vitest';
import type { Agent, AgentInput } from '@/lib/agents/types';
import type { StreamChunk } from '@/lib/stream/chunks';
import { makeTempDir } from '@/lib/testing/env';
import { AGENT_ERROR_TEXT, createEmbeddedProvider, type EmbeddedProvider } from './embedded';
import { NotFoundError, ProviderError, UnsupportedPurposeError } from './types';

const cleanups: (() => void)[] = [];
afterEach(() => {
  while (cleanups.length) cleanups.pop()!();
});

function provider(
  agents: Partial<Record<'chat' | 'checker', Agent>>,
  extra: { agentTimeoutMs?: number; seeds?: object } = {},
) {
  const temp = makeTempDir();
  const instance = createEmbeddedProvider({ dataDir: temp.dir, agentFor: (purpose) => agents[purpose], ...extra });
  cleanups.push(() => {
    instance.close();
    temp.remove();
  });
  return instance;
}

/** Collects the chunks of the next answer, up to its finish or error. */
async function answerOf(instance: EmbeddedProvider, conversationId: string, text: string): Promise<StreamChunk[]> {
  const abort = new AbortController();
  const stream = await instance.openStream(conversationId, abort.signal);
  await instance.sendMessage(conversationId, text);
  const chunks: StreamChunk[] = [];
  for await (const chunk of stream) {
    chunks.push(chunk);
    if (chunk.type !== 'text-delta') break;
  }
  abort.abort();
  return chunks;
}

describe('embedded provider', () => {
  it('refuses a purpose without an agent, with a typed error', async () => {
    const instance = provider({ chat: async function* () {} });
    await expect(instance.createConversation('checker')).rejects.toBeInstanceOf(UnsupportedPurposeError);
  });

  it('passes the earlier messages of the conversation to the agent as history', async () => {
    const inputs: AgentInput[] = [];
    const instance = provider({
      chat: async function* (input) {
        inputs.push(input);
        yield `reply ${inputs.length}`;
      },
    });
    const { conversationId } = await instance.createConversation('chat');
    await answerOf(instance, conversationId, 'first');
    await answerOf(instance, conversationId, 'second');
    expect(inputs.map(({ text, history }) => ({ text, history }))).toEqual([
      { text: 'first', history: [] },
      {
        text: 'second',
        history: [
          { role: 'user', content: 'first' },
          { role: 'assistant', content: 'reply 1' },
        ],
      },
    ]);
    expect(inputs[0].conversationId).toBe(conversationId);
    expect(inputs[0].signal).toBeInstanceOf(AbortSignal);
  });

  it('answers messages of one conversation in order, one after the other', async () => {
    let running = 0;
    let overlapped = false;
    const instance = provider({
      chat: async function* ({ text }) {
        running += 1;
        overlapped ||= running > 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
        yield text.toUpperCase();
        running -= 1;
      },
    });
    const { conversationId } = await instance.createConversation('chat');
    await Promise.all(['one', 'two', 'three'].map((text) => instance.sendMessage(conversationId, text)));
    await instance.idle();
    expect(overlapped).toBe(false);
    const history = await instance.listMessages(conversationId);
    expect(history.filter((m) => m.role === 'assistant').map((m) => m.content)).toEqual(['ONE', 'TWO', 'THREE']);
  });

  it('turns an agent failure into an error chunk and stores no assistant message', async () => {
    const instance = provider({
      chat: async function* () {
        yield 'partial ';
        throw new Error('model server refused: 401 invalid key sk-live-123');
      },
    });
    const { conversationId } = await instance.createConversation('chat');
    const chunks = await answerOf(instance, conversationId, 'hello');
    expect(chunks.at(-1)).toEqual({ type: 'error', id: expect.any(String), errorText: AGENT_ERROR_TEXT });
    expect(JSON.stringify(chunks)).not.toContain('sk-live');
    const history = await instance.listMessages(conversationId);
    expect(history.map((m) => m.role)).toEqual(['user']);
  });

  it('treats an empty answer as a failure', async () => {
    const instance = provider({ chat: async function* () {} });
    const { conversationId } = await instance.createConversation('chat');
    expect((await answerOf(instance, conversationId, 'hello')).at(-1)?.type).toBe('error');
  });

  it('cuts off an agent that runs past its time limit', async () => {
    const instance = provider(
      {
        chat: async function* ({ signal }) {
          yield 'thinking';
          await new Promise((resolve) => setTimeout(resolve, 5_000));
          signal?.throwIfAborted();
          yield 'done';
        },
      },
      { agentTimeoutMs: 50 },
    );
    const { conversationId } = await instance.createConversation('chat');
    const started = Date.now();
    const chunks = await answerOf(instance, conversationId, 'slow');
    expect(chunks.at(-1)?.type).toBe('error');
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('on drain lets a reply in progress finish, and resolves when none is left', async () => {
    const instance = provider({
      chat: async function* () {
        yield 'first ';
        await new Promise((resolve) => setTimeout(resolve, 100));
        yield 'second';
      },
    });
    const { conversationId } = await instance.createConversation('chat');
    const answer = answerOf(instance, conversationId, 'hello');
    await new Promise((resolve) => setTimeout(resolve, 20));
    await instance.drain(new AbortController().signal);
    expect((await answer).map((chunk) => chunk.type)).toEqual(['text-delta', 'text-delta', 'finish']);
  });

  it('on drain cuts a reply still running when the signal aborts, with the usual error event', async () => {
    const instance = provider({
      chat: async function* () {
        yield 'thinking';
        await new Promise((resolve) => setTimeout(resolve, 5_000));
        yield 'done';
      },
    });
    const { conversationId } = await instance.createConversation('chat');
    const answer = answerOf(instance, conversationId, 'slow');
    await new Promise((resolve) => setTimeout(resolve, 20));
    const started = Date.now();
    await instance.drain(AbortSignal.timeout(50));
    expect(Date.now() - started).toBeLessThan(2_000);
    expect((await answer).at(-1)).toEqual({ type: 'error', id: expect.any(String), errorText: AGENT_ERROR_TEXT });
  });

  it('is ready when its database answers a query', async () => {
    const instance = provider({});
    await expect(instance.checkReady(new AbortController().signal)).resolves.toBeUndefined();
  });

  it('rejects unknown conversations with NotFoundError', async () => {
    const instance = provider({ chat: async function* () {} });
    await expect(instance.sendMessage('missing', 'hi')).rejects.toBeInstanceOf(NotFoundError);
    await expect(instance.openStream('missing', new AbortController().signal)).rejects.toBeInstanceOf(NotFoundError);
    await expect(instance.listMessages('missing')).rejects.toBeInstanceOf(NotFoundError);
    await expect(instance.conversationPurpose('missing')).rejects.toBeInstanceOf(NotFoundError);
  });

  it('reports a malformed seed file as a provider error', async () => {
    const instance = provider({}, { seeds: { services: { nodes: [{ id: 1 }] } } });
    await expect(instance.listNodes('services')).rejects.toBeInstanceOf(ProviderError);
    expect((await instance.listNodes('case-studies')).length).toBeGreaterThan(0);
  });

  it('reports the database as unavailable when DATA_DIR cannot be used', async () => {
    const temp = makeTempDir();
    cleanups.push(temp.remove);
    const blocked = `${temp.dir}/file`;
    await import('node:fs').then((fs) => fs.writeFileSync(blocked, 'not a directory'));
    const instance = createEmbeddedProvider({ dataDir: `${blocked}/data` });
    cleanups.push(() => instance.close());
    const original = console.error;
    console.error = () => undefined;
    try {
      expect(await instance.health()).toEqual({ provider: 'embedded', database: 'unavailable' });
      await expect(instance.checkReady(new AbortController().signal)).rejects.toBeInstanceOf(ProviderError);
      await expect(
        instance.submitInquiry({ name: 'a', company: 'b', email: 'c@d.ee', message: 'm' }),
      ).rejects.toBeInstanceOf(ProviderError);
    } finally {
      console.error = original;
    }
  });
});
