/**
 * The evaluation against the language-model path, with a local OpenAI-compatible server standing in
 * for the model (no weights can run here). The stand-in answers with the first grounding passage of
 * its system prompt, or with the refusal the prompt prescribes when it was given none: so the test
 * shows that the right passages reach the model and that the runner grades what the model says.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { site } from '@/lib/config/site';
import { createChatExpert } from '@/lib/chat/expert/expert';
import { createLlmAgent } from '@/lib/chat/expert/llm-agent';
import { readKnowledgeSources } from '@/lib/chat/expert/sources';
import { evalSet } from './cases';
import { agentAnswerer, gateProblems, runEvalSet } from './run';
import { totals } from './score';

type Message = { role: string; content: string };
let behaviour: 'grounded' | 'off-script' = 'grounded';
const systemPrompts: string[] = [];

function modelReply(system: string): string {
  if (behaviour === 'off-script') return 'No. One approved article is syndicated across the sites in your package.';
  const knowledge = system.split('Relevant knowledge:\n')[1] ?? '';
  const first = /^\[1\] [^\n]*\n([^\n]+)/.exec(knowledge);
  if (first) return first[1];
  return `I don't know that for certain. Please email [${site.email}](mailto:${site.email}).`;
}

let server: http.Server;
let baseURL: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const messages = (JSON.parse(raw) as { messages: Message[] }).messages;
      const system = messages.find((m) => m.role === 'system')?.content ?? '';
      systemPrompts.push(system);
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      const chunk = (delta: Record<string, unknown>, finish: string | null = null) =>
        `data: ${JSON.stringify({ id: 'c', object: 'chat.completion.chunk', created: 1, model: 'm', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
      res.write(chunk({ role: 'assistant', content: modelReply(system) }));
      res.write(chunk({}, 'stop'));
      res.end('data: [DONE]\n\n');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const expert = createChatExpert(readKnowledgeSources());
const answerer = () => agentAnswerer(createLlmAgent({ baseURL, model: 'm' }, async () => expert, site));
const ids = [
  'outlets-vietnam',
  'contact-form-reply',
  'crisis-bridge-exploit',
  'launch-campaign-duration',
  'unknown-ngo-discount',
  'off-topic-poem',
];
const items = evalSet.filter((item) => ids.includes(item.id));

describe('chat evaluation on the language-model path', () => {
  it('grades a grounded model right on the issue questions and refusals', async () => {
    behaviour = 'grounded';
    const result = totals(await runEvalSet(items, answerer()));
    expect(result).toEqual({ items: ids.length, right: ids.length, refused: 0, wrong: 0 });
    for (const prompt of systemPrompts) expect(prompt).toContain("I don't know that for certain");
  });

  it('fails a model that answers from outside its grounding', async () => {
    behaviour = 'off-script';
    const result = totals(await runEvalSet(items, answerer()));
    expect(result.wrong).toBe(ids.length);
    expect(gateProblems(result, 0)).toEqual([`${ids.length} wrong answer(s)`]);
  });
});
