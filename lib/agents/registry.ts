/**
 * Local agents by conversation purpose. The embedded provider answers a purpose with no agent here
 * with a clear 400 rather than a fake reply.
 */
import { checkerAgent } from '@/lib/pr-checker/agent';
import { chatAgent } from '@/lib/chat/expert';
import type { Agent, ConversationPurpose } from './types';

export const agents: Partial<Record<ConversationPurpose, Agent>> = {
  chat: chatAgent,
  checker: checkerAgent,
};

export function agentFor(purpose: ConversationPurpose): Agent | undefined {
  return agents[purpose];
}
