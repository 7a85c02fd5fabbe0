/**
 * The agent for purpose `chat`: a model on an OpenAI-compatible server when LLM_BASE_URL is set,
 * otherwise the embedded expert. The AI SDK is loaded only when a model is configured.
 */
import 'server-only';
import type { Agent } from '@/lib/agents/types';
import { serverEnv } from '@/lib/config/env';
import { site } from '@/lib/config/site';
import { embeddedChatAgent, getChatExpert, warmChatExpert } from './embedded-agent';

// Only in a Next server process: the content readers behind the index use Next's data cache.
if (process.env.NEXT_RUNTIME) warmChatExpert();

let llm: { key: string; agent: Agent } | undefined;

async function llmAgent(baseURL: string, model: string, apiKey?: string): Promise<Agent> {
  const key = `${baseURL}\n${model}\n${apiKey ?? ''}`;
  if (llm?.key !== key) {
    const { createLlmAgent } = await import('./llm-agent');
    llm = { key, agent: createLlmAgent({ baseURL, model, apiKey }, getChatExpert, site) };
  }
  return llm.agent;
}

export const chatAgent: Agent = async function* chatAgent(input) {
  const { LLM_BASE_URL, LLM_MODEL, LLM_API_KEY } = serverEnv();
  if (!LLM_BASE_URL) {
    yield* embeddedChatAgent(input);
    return;
  }
  yield* (await llmAgent(LLM_BASE_URL, LLM_MODEL, LLM_API_KEY))(input);
};
