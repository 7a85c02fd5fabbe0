/**
 * The agent for purpose `chat`: a model on an OpenAI-compatible server when LLM_BASE_URL is set,
 * otherwise the embedded answerer. The AI SDK is loaded only when a model is configured. Both answer
 * from the sources they are handed (the provider module passes the cached readers), in the language
 * of the question.
 */
import 'server-only';
import type { Agent } from '@/lib/conversations/agent';
import { serverEnv } from '@/lib/config/env';
import { createEmbeddedAgent, warmChatAnswerer, type LoadKnowledge } from './chat-embedded';

export function createChatAgent(knowledge: LoadKnowledge): Agent {
  // Only in a Next server process: the content readers behind the answerer use Next's data cache.
  if (process.env.NEXT_RUNTIME) warmChatAnswerer(knowledge);
  const embedded = createEmbeddedAgent(knowledge);
  let llm: { key: string; agent: Agent } | undefined;

  async function llmAgent(baseURL: string, model: string, apiKey?: string): Promise<Agent> {
    const key = `${baseURL}\n${model}\n${apiKey ?? ''}`;
    if (llm?.key !== key) {
      const { createLlmAgent } = await import('./chat-llm');
      llm = { key, agent: createLlmAgent({ baseURL, model, apiKey }, knowledge) };
    }
    return llm.agent;
  }

  return async function* chatAgent(input) {
    const { LLM_BASE_URL, LLM_MODEL, LLM_API_KEY } = serverEnv();
    if (!LLM_BASE_URL) {
      yield* embedded(input);
      return;
    }
    yield* (await llmAgent(LLM_BASE_URL, LLM_MODEL, LLM_API_KEY))(input);
  };
}
