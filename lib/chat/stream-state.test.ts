import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canSend, chatReducer, initialChatState, type ChatAction, type ChatState } from './stream-state';

const run = (actions: ChatAction[], from: ChatState = initialChatState) => actions.reduce(chatReducer, from);
const delta = (id: string, text: string): ChatAction => ({
  type: 'chunk',
  chunk: { type: 'text-delta', id, delta: text },
});

describe('chatReducer (docs/behaviour.md#chat-assistant)', () => {
  it('adds the user message at once and sets the waiting flag', () => {
    const state = run([{ type: 'sent', id: '1700000000000', text: 'How much is it?' }]);
    expect(state.messages).toEqual([{ id: '1700000000000', role: 'user', content: 'How much is it?' }]);
    expect(state.waiting).toBe(true);
  });

  it('appends a text-delta with the id of the last assistant message', () => {
    const state = run([{ type: 'sent', id: 'u1', text: 'Hi' }, delta('a1', 'Hel'), delta('a1', 'lo')]);
    expect(state.messages).toEqual([
      { id: 'u1', role: 'user', content: 'Hi' },
      { id: 'a1', role: 'assistant', content: 'Hello' },
    ]);
  });

  it('starts a new assistant message for a different id', () => {
    const state = run([delta('a1', 'First'), delta('a2', 'Second')]);
    expect(state.messages.map((m) => [m.id, m.content])).toEqual([
      ['a1', 'First'],
      ['a2', 'Second'],
    ]);
  });

  it('compares with the last assistant message, not an earlier one', () => {
    const state = run([delta('a1', 'One'), delta('a2', 'Two'), delta('a1', ' again')]);
    expect(state.messages.map((m) => m.content)).toEqual(['One', 'Two', ' again']);
  });

  it('appends to the last assistant message even after a user message', () => {
    const state = run([delta('a1', 'One'), { type: 'sent', id: 'u1', text: 'Next' }, delta('a1', 'More')]);
    expect(state.messages.map((m) => m.content)).toEqual(['OneMore', 'Next']);
  });

  it('keeps waiting while deltas arrive and clears on finish', () => {
    const streaming = run([{ type: 'sent', id: 'u1', text: 'Hi' }, delta('a1', 'Hello')]);
    expect(streaming.waiting).toBe(true);
    expect(chatReducer(streaming, { type: 'chunk', chunk: { type: 'finish', id: 'a1' } }).waiting).toBe(false);
  });

  it('clears waiting when the send fails and keeps the typed message', () => {
    const state = run([{ type: 'sent', id: 'u1', text: 'Hello?' }, { type: 'send-failed' }]);
    expect(state.waiting).toBe(false);
    expect(state.messages).toEqual([{ id: 'u1', role: 'user', content: 'Hello?' }]);
  });

  it('ends the reply on an error event without adding a message', () => {
    const state = run([
      { type: 'sent', id: 'u1', text: 'Hi' },
      { type: 'chunk', chunk: { type: 'error', errorText: 'failed' } },
    ]);
    expect(state.waiting).toBe(false);
    expect(state.messages).toHaveLength(1);
  });

  it('restores history only into an empty list', () => {
    const history = [
      { id: 'u1', role: 'user' as const, content: 'Hi' },
      { id: 'a1', role: 'assistant' as const, content: 'Hello' },
    ];
    expect(run([{ type: 'restored', messages: history }]).messages).toEqual(history);
    expect(run([delta('a9', 'live'), { type: 'restored', messages: history }]).messages.map((m) => m.id)).toEqual([
      'a9',
    ]);
  });

  it('rebuilds each reply exactly from its deltas (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.string({ minLength: 1, maxLength: 8 }), { minLength: 1, maxLength: 6 }), {
          minLength: 1,
          maxLength: 5,
        }),
        (replies) => {
          const actions: ChatAction[] = replies.flatMap((parts, i) => [
            { type: 'sent', id: `u${i}`, text: `q${i}` } as ChatAction,
            ...parts.map((part) => delta(`a${i}`, part)),
            { type: 'chunk', chunk: { type: 'finish', id: `a${i}` } } as ChatAction,
          ]);
          const state = run(actions);
          expect(state.waiting).toBe(false);
          expect(state.messages.filter((m) => m.role === 'assistant').map((m) => m.content)).toEqual(
            replies.map((parts) => parts.join('')),
          );
          expect(state.messages.map((m) => m.role)).toEqual(replies.flatMap(() => ['user', 'assistant']));
        },
      ),
    );
  });
});

describe('canSend (docs/behaviour.md#chat-assistant)', () => {
  it('needs non-blank text, a conversation and no pending reply', () => {
    expect(canSend('Hello', 'c1', false)).toBe(true);
    expect(canSend('', 'c1', false)).toBe(false);
    expect(canSend('   \n\t', 'c1', false)).toBe(false);
    expect(canSend('Hello', null, false)).toBe(false);
    expect(canSend('Hello', 'c1', true)).toBe(false);
  });
});
