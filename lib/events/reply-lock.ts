import { randomUUID } from 'node:crypto';

/** A held lock: only its holder's token can release or extend it, and it lapses by itself at expiry. */
export type ReplyLock = {
  readonly token: string;
  /** False when the lock had already lapsed (and may now be someone else's). */
  release(): Promise<boolean>;
  /** Pushes the expiry out for a reply that is still running; false when the lock had lapsed. */
  extend(ttlMs: number): Promise<boolean>;
};

/**
 * One reply at a time per conversation. The expiry frees a conversation whose replying instance
 * died mid-reply; a holder that outlives it can no longer release a lock someone else now holds.
 */
export interface ReplyLocks {
  /** The lock, or null while another reply to this conversation holds it. */
  acquire(conversationId: string, ttlMs: number): Promise<ReplyLock | null>;
}

/** The embedded mode's locks: one process, one map. */
export class InProcessReplyLocks implements ReplyLocks {
  private readonly held = new Map<string, { token: string; expiresAt: number }>();

  async acquire(conversationId: string, ttlMs: number): Promise<ReplyLock | null> {
    const now = Date.now();
    const current = this.held.get(conversationId);
    if (current && current.expiresAt > now) return null;
    const token = randomUUID();
    this.held.set(conversationId, { token, expiresAt: now + ttlMs });
    const isMine = () => {
      const entry = this.held.get(conversationId);
      return entry !== undefined && entry.token === token && entry.expiresAt > Date.now();
    };
    return {
      token,
      release: async () => {
        if (!isMine()) return false;
        this.held.delete(conversationId);
        return true;
      },
      extend: async (extendMs) => {
        if (!isMine()) return false;
        this.held.set(conversationId, { token, expiresAt: Date.now() + extendMs });
        return true;
      },
    };
  }
}
