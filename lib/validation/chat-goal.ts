/**
 * The fixed goal of a lead left in the chat widget (docs/behaviour.md#chat-assistant). Zod-free, so
 * the browser client sends the same value the schema checks without loading the schema.
 */
export const CHAT_GOAL = 'chat-widget';
