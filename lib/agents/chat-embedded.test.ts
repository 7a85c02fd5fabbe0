import { describe, expect, it, vi } from 'vitest';
import { getProvider, localAgents } from '@/lib/provider';
import { answererReady, createEmbeddedAgent, replyLocale } from './chat-embedded';
import { toFragments } from './fragments';
import { readAnswererSources } from '@/lib/chat/answerer/files';
import { createAnswerer } from '@/lib/chat/answerer/answerer';
import { answererFor } from '@/lib/chat/answerer/instances';
import { isWrittenIn } from '@/lib/chat/answerer/language';
import { loadAnswererSources } from '@/lib/readers/chat-knowledge';
import type { Locale } from '@/lib/i18n/locales';

// Outside Next there is no data cache; this one keeps each reader's answer as Next's data cache does
// between revalidations, so a reply reads stored content as it does in the server. The answerer is
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

const knowledge = (locale?: Locale) => loadAnswererSources(getProvider(), locale);
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

  it('builds an answerer in well under a second', () => {
    const sources = readAnswererSources();
    const started = performance.now();
    createAnswerer(sources);
    // Generous: the point is that building is a one-off of milliseconds, not seconds.
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('rebuilds an answerer only when the content behind it changes', () => {
    const sources = readAnswererSources();
    const answerer = answererFor(sources);
    expect(answererFor(readAnswererSources())).toBe(answerer);
    const packages = sources.packages.map((pkg) => ({ ...pkg, price: pkg.price + 1000 }));
    const changed = answererFor({ ...sources, packages });
    expect(changed).not.toBe(answerer);
    expect(changed.reply(`How much is the ${packages[0].name}?`)).toContain(`$${(packages[0].price).toLocaleString('en-US')}`);
  });

  it('has the answerer built in the background once the chat agent is created', async () => {
    expect(agentFor('chat')).toBeDefined();
    await vi.waitFor(() => expect(answererReady()).toBe(true));
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
      expect(fragments.join(''), text).toBe(answererFor(await knowledge('en')).reply(text));
    }
    // The median keeps one scheduling hiccup on a busy test machine from failing the run.
    expect(firstFragmentMs.sort((a, b) => a - b)[2]).toBeLessThan(100);
  });

  it('answers in the language of the question, whatever the page is in', async () => {
    const agent = createEmbeddedAgent(knowledge);
    const asked = async (text: string, locale: Locale) => {
      const fragments: string[] = [];
      for await (const fragment of agent({ conversationId: 'c1', text, history: [], locale })) fragments.push(fragment);
      return fragments.join('');
    };
    const korean = await asked('PR Package는 얼마인가요?', 'en');
    expect(isWrittenIn(korean, 'ko')).toBe(true);
    expect(korean).toContain('US$1,499');
    expect(korean).toContain('](/ko/pricing)');
    const english = await asked('How much is the PR Package?', 'vi');
    expect(isWrittenIn(english, 'en')).toBe(true);
    expect(english).toContain('](/pricing)');
    expect(await asked('?', 'ja')).toBe(answererFor(await knowledge('ja')).reply('?'));
  });

  it('reads the language of a reply from the question, the page only deciding when the text cannot tell', () => {
    expect(replyLocale('PR Package는 얼마인가요?', 'en')).toBe('ko');
    expect(replyLocale('How much is the PR Package?', 'vi')).toBe('en');
    expect(replyLocale('?', 'zh')).toBe('zh');
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
