/** The embedded chat expert of this process, its knowledge index built once, on first use. */
import { createChatExpert, type ChatExpert } from './expert';
import { defaultKnowledgeSources } from './sources';

let expert: ChatExpert | undefined;

export function getChatExpert(): ChatExpert {
  expert ??= createChatExpert(defaultKnowledgeSources());
  return expert;
}

export function chatExpertReady(): boolean {
  return expert !== undefined;
}
