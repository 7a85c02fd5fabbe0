/**
 * The behaviour every ConversationStore implementation must show, as one suite each
 * implementation's test file runs against its own backend (an embedded file, a real Postgres server).
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { ConversationStore } from './conversation-store';

type StoreFixture = {
  store: ConversationStore;
  /** Another store on the same data, as a second instance of the site would open it. */
  another(): ConversationStore;
  /** Sets the creation time of a conversation and of all its messages, bypassing the store. */
  backdate(conversationId: string, at: Date): Promise<void>;
};

/** Creates a store on empty data; registers its teardown with `cleanup`. */
export type ConversationStoreBackend = (cleanup: (action: () => unknown) => void) => Promise<StoreFixture>;

const DAY_MS = 24 * 60 * 60 * 1000;

export function conversationStoreContract(name: string, backend: ConversationStoreBackend): void {
  describe(`${name} conversation store`, () => {
    const cleanups: (() => unknown)[] = [];
    afterEach(async () => {
      while (cleanups.length) await cleanups.pop()!();
    });
    const setup = () => backend((action) => cleanups.push(action));

    async function conversationWith(store: ConversationStore, id: string, contents: string[]) {
      await store.createConversation(id, 'chat');
      for (const [n, content] of contents.entries()) {
        await store.addMessage({ id: `${id}-m${n}`, conversationId: id, role: n % 2 ? 'assistant' : 'user', content });
      }
    }

    it('finds a conversation it created, also from another store on the same data, and nothing for an unknown id', async () => {
      const { store, another } = await setup();
      const before = Date.now();
      await store.createConversation('c1', 'checker');
      const other = another();
      cleanups.push(() => other.close());
      const found = await other.findConversation('c1');
      expect(found).toEqual({ id: 'c1', purpose: 'checker', locale: 'en', createdAt: expect.any(String) });
      expect(new Date(found!.createdAt).toISOString()).toBe(found!.createdAt);
      expect(new Date(found!.createdAt).getTime()).toBeGreaterThanOrEqual(before - 1);
      expect(await store.findConversation('missing')).toBeUndefined();
    });

    it('keeps the language a conversation was started in, for the assistant and the back office', async () => {
      const { store } = await setup();
      await store.createConversation('ko-1', 'chat', 'ko');
      await store.createConversation('ja-1', 'chat', 'ja');
      expect((await store.findConversation('ko-1'))?.locale).toBe('ko');
      const { conversations } = await store.listConversations({ limit: 10 });
      expect(Object.fromEntries(conversations.map((c) => [c.id, c.locale]))).toEqual({ 'ko-1': 'ko', 'ja-1': 'ja' });
    });

    it('refuses a second conversation with the same id and a message of an unknown conversation', async () => {
      const { store } = await setup();
      await store.createConversation('c1', 'chat');
      await expect(store.createConversation('c1', 'chat')).rejects.toThrow();
      await expect(
        store.addMessage({ id: 'm', conversationId: 'missing', role: 'user', content: 'hi' }),
      ).rejects.toThrow(/foreign key/i);
      expect(await store.listMessages('missing')).toEqual([]);
    });

    it('returns a message as stored and lists messages oldest first in the order added, per conversation', async () => {
      const { store, another } = await setup();
      await store.createConversation('c1', 'chat');
      await store.createConversation('c2', 'chat');
      const added = [];
      // Added faster than the clock ticks: order must not depend on the timestamps.
      for (let n = 0; n < 30; n++) {
        added.push(
          await store.addMessage({
            id: `m${n}`,
            conversationId: n % 3 ? 'c1' : 'c2',
            role: 'user',
            content: `text ${n}`,
          }),
        );
      }
      expect(added[0]).toEqual({ id: 'm0', role: 'user', content: 'text 0', createdAt: expect.any(String) });
      const other = another();
      cleanups.push(() => other.close());
      expect(await other.listMessages('c1')).toEqual(added.filter((_, n) => n % 3));
      expect((await store.listMessages('c2')).map((m) => m.id)).toEqual(
        added.filter((_, n) => !(n % 3)).map((m) => m.id),
      );
    });

    it('pages the history: the last N, then the N before a message, and nothing before an unknown one', async () => {
      const { store } = await setup();
      await conversationWith(store, 'c', ['a', 'b', 'c', 'd', 'e']);
      await conversationWith(store, 'other', ['x']);
      const last = await store.listMessages('c', { limit: 2 });
      expect(last.map((m) => m.content)).toEqual(['d', 'e']);
      const before = await store.listMessages('c', { limit: 2, before: last[0].id });
      expect(before.map((m) => m.content)).toEqual(['b', 'c']);
      expect((await store.listMessages('c', { limit: 10, before: before[0].id })).map((m) => m.content)).toEqual(['a']);
      expect(await store.listMessages('c', { limit: 2, before: 'unknown' })).toEqual([]);
      // A message of another conversation is unknown here.
      expect(await store.listMessages('c', { limit: 2, before: 'other-m0' })).toEqual([]);
      expect((await store.listMessages('c', { limit: 99 })).map((m) => m.content)).toEqual(['a', 'b', 'c', 'd', 'e']);
    });

    it('ends a page at the byte bound: the newest first, then older ones until one passes the bound', async () => {
      const { store } = await setup();
      // 3 bytes a character: messages of 300, 3, 600, 30 and 3 bytes.
      await conversationWith(store, 'c', ['新'.repeat(100), '新', '新'.repeat(200), '新'.repeat(10), '新']);
      const contents = async (page: { limit: number; before?: string; maxBytes: number }) =>
        (await store.listMessages('c', page)).map((m) => m.content.length);
      // 3 + 30 fit in 40; the 600-byte one passes the bound and closes the page.
      expect(await contents({ limit: 10, maxBytes: 40 })).toEqual([200, 10, 1]);
      // The newest message always comes, however large.
      expect(await contents({ limit: 10, maxBytes: 1 })).toEqual([1]);
      expect(await contents({ limit: 2, maxBytes: 1_000_000 })).toEqual([10, 1]);
      const all = await store.listMessages('c', { limit: 10 });
      expect(await contents({ limit: 10, before: all[2].id, maxBytes: 302 })).toEqual([100, 1]);
      expect(await contents({ limit: 10, before: all[2].id, maxBytes: 303 })).toEqual([100, 1]);
      expect(await contents({ limit: 10, before: all[2].id, maxBytes: 2 })).toEqual([1]);
      expect(await store.listMessages('c', { limit: 10, before: 'unknown', maxBytes: 100 })).toEqual([]);
    });

    it('counts the messages and their UTF-8 bytes of one conversation', async () => {
      const { store } = await setup();
      await store.createConversation('empty', 'chat');
      expect(await store.usage('empty')).toEqual({ messages: 0, bytes: 0 });
      // é is 2 bytes, the emoji 4, the CJK character 3.
      await conversationWith(store, 'c', ['é'.repeat(30), '🚀', '新', 'plain']);
      await conversationWith(store, 'other', ['not counted']);
      expect(await store.usage('c')).toEqual({ messages: 4, bytes: 60 + 4 + 3 + 5 });
      expect(await store.usage('missing')).toEqual({ messages: 0, bytes: 0 });
    });

    it('deletes conversations idle before the cutoff with their messages, and keeps those with a newer message', async () => {
      const { store, backdate } = await setup();
      const now = Date.now();
      await conversationWith(store, 'idle', ['old question', 'old answer']);
      await backdate('idle', new Date(now - 10 * DAY_MS));
      await store.createConversation('empty-idle', 'chat');
      await backdate('empty-idle', new Date(now - 10 * DAY_MS));
      await conversationWith(store, 'revived', ['old']);
      await backdate('revived', new Date(now - 10 * DAY_MS));
      await store.addMessage({ id: 'revived-new', conversationId: 'revived', role: 'user', content: 'new' });
      await conversationWith(store, 'fresh', ['hi']);

      expect(await store.deleteIdle(new Date(now - 11 * DAY_MS))).toBe(0);
      expect(await store.deleteIdle(new Date(now - 5 * DAY_MS))).toBe(2);
      expect(await store.findConversation('idle')).toBeUndefined();
      expect(await store.findConversation('empty-idle')).toBeUndefined();
      expect(await store.usage('idle')).toEqual({ messages: 0, bytes: 0 });
      expect((await store.listMessages('revived')).map((m) => m.content)).toEqual(['old', 'new']);
      expect(await store.listMessages('fresh')).toHaveLength(1);
      expect(await store.deleteIdle(new Date(now - 5 * DAY_MS))).toBe(0);
    });

    it('answers a ping until it is closed, and fails every call after', async () => {
      const { store } = await setup();
      await expect(store.ping()).resolves.toBeUndefined();
      await store.close();
      await expect(store.ping()).rejects.toThrow();
      await expect(store.findConversation('c')).rejects.toThrow();
      await expect(store.deleteIdle(new Date())).rejects.toThrow();
    });

    it('lists conversations newest first with a summary, by purpose, in keyset pages both ways', async () => {
      const { store, backdate } = await setup();
      const base = Date.parse('2026-01-01T00:00:00.000Z');
      for (let n = 0; n < 5; n++) {
        await conversationWith(store, `c${n}`, n === 2 ? [] : [`question ${n}`, `answer ${n}`]);
        // c3 and c4 share a millisecond: the id breaks the tie.
        await backdate(`c${n}`, new Date(base + Math.min(n, 3) * 1000));
      }
      await store.createConversation('k', 'checker');
      await backdate('k', new Date(base + 10_000));

      const first = await store.listConversations({ limit: 2 });
      expect(first.conversations.map((c) => c.id)).toEqual(['k', 'c4']);
      expect(first).toMatchObject({ older: 'c4' });
      expect(first.newer).toBeUndefined();
      const second = await store.listConversations({ limit: 2, before: first.older });
      expect(second.conversations.map((c) => c.id)).toEqual(['c3', 'c2']);
      expect(second).toMatchObject({ older: 'c2', newer: 'c3' });
      expect(second.conversations[0]).toEqual({
        id: 'c3',
        purpose: 'chat',
        locale: 'en',
        createdAt: new Date(base + 3000).toISOString(),
        messages: 2,
        lastMessageAt: new Date(base + 3000).toISOString(),
        preview: 'question 3',
      });
      expect(second.conversations[1]).toMatchObject({ messages: 0, lastMessageAt: null, preview: '' });
      const back = await store.listConversations({ limit: 2, after: second.newer });
      expect(back.conversations.map((c) => c.id)).toEqual(['k', 'c4']);
      const chats = await store.listConversations({ limit: 10, purpose: 'chat' });
      expect(chats.conversations.map((c) => c.id)).toEqual(['c4', 'c3', 'c2', 'c1', 'c0']);
      expect((await store.listConversations({ limit: 10, purpose: 'checker' })).conversations.map((c) => c.id)).toEqual(['k']);
      expect((await store.listConversations({ limit: 10, before: 'unknown' })).conversations).toEqual([]);
    });

    it('finds the conversations that mention an address as a whole address, and deletes conversations with their messages', async () => {
      const { store } = await setup();
      await conversationWith(store, 'mentions', ['Reach me at Ann_Lee@Example.com.', 'Thanks!']);
      await conversationWith(store, 'longer', ['mail joann_lee@example.com or ann_lee@example.com.sg']);
      await conversationWith(store, 'wildcard', ['annxlee@example.com']);
      await conversationWith(store, 'other', ['no address here']);

      const found = await store.conversationsMentioning('ann_lee@example.com');
      expect(found.map((c) => c.id)).toEqual(['mentions']);
      expect(found[0]).toMatchObject({ messages: 2, preview: 'Reach me at Ann_Lee@Example.com.' });
      expect(await store.conversationsMentioning('  ')).toEqual([]);
      expect(await store.conversationsMentioning('%')).toEqual([]);

      expect(await store.deleteConversations(['mentions', 'missing'])).toBe(1);
      expect(await store.deleteConversations([])).toBe(0);
      expect(await store.findConversation('mentions')).toBeUndefined();
      expect(await store.usage('mentions')).toEqual({ messages: 0, bytes: 0 });
      expect(await store.conversationsMentioning('ann_lee@example.com')).toEqual([]);
      expect(await store.findConversation('longer')).toBeDefined();
    });
  });
}
