/**
 * Local agents by conversation purpose. The embedded provider answers a purpose with no agent here
 * with a clear 400 rather than a fake reply. The provider module (lib/provider) creates them and
 * hands them what they read, so no agent reaches back into the provider or the content readers.
 */
import { createChatAgent } from './chat';
import type { LoadKnowledge } from './chat-embedded';
import { checkerAgent } from '@/lib/agents/checker';
import type { Agent, ConversationPurpose } from '@/lib/conversations/agent';

export type LocalAgents = Partial<Record<ConversationPurpose, Agent>>;

export function createLocalAgents({ knowledge }: { knowledge: LoadKnowledge }): LocalAgents {
  return { chat: createChatAgent(knowledge), checker: checkerAgent };
}
