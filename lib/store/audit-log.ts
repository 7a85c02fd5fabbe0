/**
 * The audit log: who did what in the back office, and when. The embedded implementation is SQLite
 * (`sqlite-audit-log.ts`), the shared one Postgres (`postgres/audit-log.ts`); `audit.ts` picks one
 * by configuration. Both pass the same behavioural suite (`audit-log-contract.ts`).
 */

export const AUDIT_ACTIONS = [
  'sign-in',
  'sign-out',
  'sign-out-everywhere',
  'staff-invite',
  'staff-role-change',
  'staff-remove',
  'lead-status',
  'lead-note',
  'leads-export',
  'erasure',
  'redelivery',
  'content-save',
  'content-restore',
  'media-upload',
  'preview-link-create',
  'preview-link-revoke',
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export type AuditEntryInput = {
  actor: { id: string; email: string };
  action: AuditAction;
  /** What was acted on, e.g. `lead:42`, `staff:ana@example.com`, `content:services.yaml`. */
  target?: string;
  /** Anything else worth keeping, as JSON (content: `{ before, after }`). Never a visitor's personal data. */
  detail?: unknown;
};

export type AuditEntry = {
  id: number;
  at: string;
  actorId: string | null;
  actorEmail: string;
  action: AuditAction;
  target: string | null;
  detail: unknown;
};

/** Newest first: `limit` entries older than the entry `before` (an id), optionally of one action. */
export type AuditQuery = { limit: number; before?: number; action?: AuditAction };

export interface AuditLog {
  /** Resolves once the entry is committed. */
  record(entry: AuditEntryInput, at?: Date): Promise<AuditEntry>;
  list(query: AuditQuery): Promise<AuditEntry[]>;
  close(): Promise<void>;
}
