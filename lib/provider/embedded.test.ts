import { afterEach, describe, expect, it } from 'vitest';
import type { Agent, AgentInput } from '@/lib/conversations/agent';
import type { StreamChunk } from '@/lib/conversations/chunks';
import { makeTempDir } from '@/test/helpers/env';
import { AGENT_ERROR_TEXT, createEmbeddedProvider, type ConversationLimits, type EmbeddedProvider } from './embedded';
import { ConversationBusyError, ConversationFullError, NotFoundError, ProviderError, UnsupportedPurposeError } from '@/lib/conversations/provider';

const cleanups: (() => void)[] = [];
afterEach(() => {
  while (cleanups.length) cleanups.pop()!();
});

function provider(
  agents: Partial<Record<'chat' | 'checker', Agent>>,
  extra: { agentTimeoutMs?: number; seeds?: object; limits?: Partial<ConversationLimits> } = {},
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
  for await (const { chunk } of stream) {
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

  it('writes one reply at a time: a message while a reply runs is refused and stores nothing', async () => {
    let release: () => void = () => undefined;
    const instance = provider({
      chat: async function* ({ text }) {
        await new Promise<void>((resolve) => (release = resolve));
        yield text.toUpperCase();
      },
    });
    const { conversationId } = await instance.createConversation('chat');
    await instance.sendMessage(conversationId, 'one');
    await expect(instance.sendMessage(conversationId, 'two')).rejects.toBeInstanceOf(ConversationBusyError);
    release();
    await instance.idle();
    await instance.sendMessage(conversationId, 'three');
    await new Promise((resolve) => setImmediate(resolve));
    release();
    await instance.idle();
    const history = await instance.listMessages(conversationId);
    expect(history.map((m) => m.content)).toEqual(['one', 'ONE', 'three', 'THREE']);
  });

  it('refuses a message past the message cap or the byte cap, with the limit in the message', async () => {
    const echo: Agent = async function* ({ text }) {
      yield `re: ${text}`;
    };
    const counted = provider({ chat: echo }, { limits: { maxMessages: 4 } });
    const a = (await counted.createConversation('chat')).conversationId;
    for (const text of ['1', '2']) {
      await counted.sendMessage(a, text);
      await counted.idle();
    }
    await expect(counted.sendMessage(a, '3')).rejects.toThrow(/limit of 4 messages/);
    expect(await counted.listMessages(a)).toHaveLength(4);

    const sized = provider({ chat: echo }, { limits: { maxBytes: 100 } });
    const b = (await sized.createConversation('chat')).conversationId;
    await sized.sendMessage(b, 'é'.repeat(30));
    await sized.idle();
    // 60 + 64 bytes stored; multi-byte text counts by its UTF-8 size.
    await expect(sized.sendMessage(b, 'x')).rejects.toBeInstanceOf(ConversationFullError);
    await expect(sized.sendMessage(b, 'x')).rejects.toThrow(/size limit/);
  });

  it('pages the history: the last N, then the N before a message', async () => {
    const instance = provider({
      chat: async function* ({ text, history }) {
        yield `${text}:${history.length}`;
      },
    });
    const { conversationId } = await instance.createConversation('chat');
    for (let i = 0; i < 5; i++) {
      await instance.sendMessage(conversationId, `m${i}`);
      await instance.idle();
    }
    const last = await instance.listMessages(conversationId, { limit: 4 });
    expect(last.map((m) => m.content)).toEqual(['m3', 'm3:6', 'm4', 'm4:8']);
    const before = await instance.listMessages(conversationId, { limit: 4, before: last[0].id });
    expect(before.map((m) => m.content)).toEqual(['m1', 'm1:2', 'm2', 'm2:4']);
    expect(await instance.listMessages(conversationId, { limit: 4, before: 'unknown' })).toEqual([]);
  });

  it('deletes conversations idle past the retention period, with their messages', async () => {
    const instance = provider(
      {
        chat: async function* () {
          yield 'ok';
        },
      },
      { limits: { retentionDays: 2 } },
    );
    const old = (await instance.createConversation('chat')).conversationId;
    const active = (await instance.createConversation('chat')).conversationId;
    await instance.sendMessage(active, 'hi');
    await instance.idle();
    const day = 24 * 60 * 60 * 1000;
    expect(await instance.cleanup(Date.now() + day)).toBe(0);
    expect(await instance.cleanup(Date.now() + 3 * day)).toBe(2);
    await expect(instance.listMessages(old)).rejects.toBeInstanceOf(NotFoundError);
    await expect(instance.listMessages(active)).rejects.toBeInstanceOf(NotFoundError);
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
    const instance = createEmbeddedProvider({ dataDir: `${blocked}/data`, agentFor: () => undefined });
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
