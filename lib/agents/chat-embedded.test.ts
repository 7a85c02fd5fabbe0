import { describe, expect, it, vi } from 'vitest';
import { getProvider, localAgents } from '@/lib/provider';
import { chatExpertFrom, chatExpertReady, createEmbeddedAgent, expertFor } from './chat-embedded';
import { createChatExpert } from '@/lib/chat/expert/expert';
import { toFragments } from '@/lib/chat/expert/fragments';
import { loadKnowledgeSources } from '@/lib/readers/chat-knowledge';
import { readKnowledgeSources } from '@/lib/chat/expert/sources';

// Outside Next there is no data cache; this one keeps each reader's answer as Next's data cache does
// between revalidations, so a reply reads stored content as it does in the server. The index is
// warmed only in a Next server process, which this file pretends to be.
vi.mock('next/cache', () => ({
  unstable_cache: <A extends unknown[], R>(read: (...args: A) => Promise<R>, keyParts: string[] = []) => {
    const stored = new Map<string, Promise<R>>();
    return (...args: A) => {
      const key = JSON.stringify([keyParts, args]);
      if (!stored.has(key)) stored.set(key, read(...args));
      return stored.get(key)!;
    };
  },
}));
vi.hoisted(() => {
  process.env.NEXT_RUNTIME = 'nodejs';
});

const knowledge = () => loadKnowledgeSources(getProvider());
const agentFor = (purpose: 'chat' | 'checker') => localAgents()[purpose];

describe('toFragments', () => {
  it('splits into small pieces that join back to the text', () => {
    const text = 'Our **PR Package** costs $1,499.\n\n- Google News\n- 300+ sites';
    const fragments = toFragments(text);
    expect(fragments.length).toBeGreaterThan(3);
    expect(fragments.join('')).toBe(text);
    for (const fragment of fragments) expect(fragment.trim().split(/\s+/).length).toBeLessThanOrEqual(3);
  });

  it('gives nothing for empty text', () => {
    expect(toFragments('')).toEqual([]);
  });
});

describe('embedded chat agent', () => {
  it('is registered for purpose chat', () => {
    expect(agentFor('chat')).toBeTypeOf('function');
  });

  it('builds its index in the background once loaded', async () => {
    const started = performance.now();
    const expert = createChatExpert(readKnowledgeSources());
    expect(expert.index.passages.length).toBeGreaterThan(30);
    // Generous: the point is that building is a one-off of milliseconds, not seconds.
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('rebuilds its index only when the content behind it changes', () => {
    const sources = readKnowledgeSources();
    const expert = expertFor(sources);
    expect(expertFor(readKnowledgeSources())).toBe(expert);
    const figures = [{ value: '777,000+', label: 'journalists and publishers' }];
    const changed = expertFor({ ...sources, figures });
    expect(changed).not.toBe(expert);
    expect(changed.reply('How many journalists and publishers do you reach?').markdown).toContain('777,000+');
  });

  it('has its index built in the background once the chat agent is created', async () => {
    expect(agentFor('chat')).toBeDefined();
    await vi.waitFor(() => expect(chatExpertReady()).toBe(true));
  });

  it('streams each reply as several fragments through the registered agent, the first within 100 ms', async () => {
    const agent = agentFor('chat')!;
    const questions = [
      'How much is the Compact Kit?',
      'Where are your offices?',
      'Hello!',
      'Do press releases help with SEO?',
      'Is there a discount?',
    ];
    const firstFragmentMs: number[] = [];
    for (const text of questions) {
      const started = performance.now();
      let firstAt: number | undefined;
      const fragments: string[] = [];
      for await (const fragment of agent({ conversationId: 'c1', text, history: [] })) {
        firstAt ??= performance.now() - started;
        fragments.push(fragment);
      }
      firstFragmentMs.push(firstAt!);
      expect(fragments.length, text).toBeGreaterThan(5);
      expect(fragments.join(''), text).toBe((await chatExpertFrom(knowledge)()).reply(text).markdown);
    }
    // The median keeps one scheduling hiccup on a busy test machine from failing the run.
    expect(firstFragmentMs.sort((a, b) => a - b)[2]).toBeLessThan(100);
  });

  it('streams the whole reply without artificial delays', async () => {
    const agent = createEmbeddedAgent(knowledge);
    const started = performance.now();
    for await (const fragment of agent({ conversationId: 'c1', text: 'What services do you offer?', history: [] }))
      expect(fragment).not.toBe('');
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('stops when the signal aborts', async () => {
    const controller = new AbortController();
    const agent = createEmbeddedAgent(knowledge);
    const fragments: string[] = [];
    for await (const fragment of agent({
      conversationId: 'c1',
      text: 'What services do you offer?',
      history: [],
      signal: controller.signal,
    })) {
      fragments.push(fragment);
      if (fragments.length === 2) controller.abort();
    }
    expect(fragments).toHaveLength(2);
  });
});
