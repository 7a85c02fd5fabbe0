import { describe, expect, it } from 'vitest';
import {
  browserStorage,
  CONTACT_STORAGE_KEY,
  CONVERSATION_STORAGE_KEY,
  readContact,
  readConversationId,
  writeContact,
  writeConversationId,
} from './storage';

function memoryStore() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

const blocked = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
  removeItem: () => {
    throw new Error('SecurityError');
  },
};

describe('chat storage', () => {
  it('round-trips the contact under the product key', () => {
    const store = memoryStore();
    writeContact(store, { name: 'Mai', company: 'Quillon Pay', email: 'mai@quillon.example' });
    expect(JSON.parse(store.data.get(CONTACT_STORAGE_KEY)!)).toEqual({
      name: 'Mai',
      company: 'Quillon Pay',
      email: 'mai@quillon.example',
    });
    expect(readContact(store)).toEqual({ name: 'Mai', company: 'Quillon Pay', email: 'mai@quillon.example' });
  });

  it('ignores missing, malformed or incomplete contacts', () => {
    const store = memoryStore();
    expect(readContact(store)).toBeNull();
    store.setItem(CONTACT_STORAGE_KEY, '{not json');
    expect(readContact(store)).toBeNull();
    store.setItem(CONTACT_STORAGE_KEY, JSON.stringify({ name: 'Mai', company: ' ', email: 'mai@x.co' }));
    expect(readContact(store)).toBeNull();
    expect(readContact(undefined)).toBeNull();
  });

  it('keeps the conversation id and rejects ids that are not path-safe', () => {
    const store = memoryStore();
    writeConversationId(store, '3f1c2d4e-aaaa-bbbb-cccc-0123456789ab');
    expect(readConversationId(store)).toBe('3f1c2d4e-aaaa-bbbb-cccc-0123456789ab');
    store.setItem(CONVERSATION_STORAGE_KEY, '../../admin');
    expect(readConversationId(store)).toBeNull();
    writeConversationId(store, null);
    expect(store.data.has(CONVERSATION_STORAGE_KEY)).toBe(false);
  });

  it('has no browser storage outside a browser', () => {
    expect(browserStorage('local')).toBeUndefined();
    expect(browserStorage('session')).toBeUndefined();
  });

  it('survives blocked storage', () => {
    expect(readContact(blocked)).toBeNull();
    expect(readConversationId(blocked)).toBeNull();
    expect(() => writeContact(blocked, { name: 'a', company: 'b', email: 'c' })).not.toThrow();
    expect(() => writeConversationId(blocked, 'abc12345')).not.toThrow();
  });
});
