/**
 * The behaviour every AuditLog implementation must show, as one suite each implementation's test
 * file runs against its own backend (an embedded file, a real Postgres server).
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { AuditLog } from './audit-log';

type LogFixture = {
  log: AuditLog;
  /** Another log on the same data, as a second instance of the site would open it. */
  another(): AuditLog;
};

export type AuditLogBackend = (cleanup: (action: () => unknown) => void) => Promise<LogFixture>;

const owner = { id: 'u1', email: 'owner@agency.example' };
const editor = { id: 'u2', email: 'editor@agency.example' };

export function auditLogContract(name: string, backend: AuditLogBackend): void {
  describe(`${name} audit log`, () => {
    const cleanups: (() => unknown)[] = [];
    afterEach(async () => {
      while (cleanups.length) await cleanups.pop()!();
    });
    const setup = () => backend((action) => cleanups.push(action));

    it('keeps who did what to what and when, with its detail as JSON, readable from another instance', async () => {
      const { log, another } = await setup();
      const at = new Date('2026-11-20T09:30:00.000Z');
      const detail = { before: { title: 'Media relations' }, after: { title: 'Media Relations & Press' } };
      const stored = await log.record({ actor: editor, action: 'content-save', target: 'content:services.yaml', detail }, at);
      expect(stored).toEqual({
        id: expect.any(Number),
        at: at.toISOString(),
        actorId: 'u2',
        actorEmail: 'editor@agency.example',
        action: 'content-save',
        target: 'content:services.yaml',
        detail,
      });
      expect(await another().list({ limit: 10 })).toEqual([stored]);
    });

    it('stores an entry without target or detail as nulls', async () => {
      const { log } = await setup();
      const stored = await log.record({ actor: owner, action: 'sign-in' });
      expect(stored).toMatchObject({ action: 'sign-in', target: null, detail: null });
      expect(Date.now() - Date.parse(stored.at)).toBeLessThan(60_000);
    });

    it('lists newest first, in pages, and by action', async () => {
      const { log } = await setup();
      const actions = ['sign-in', 'lead-status', 'lead-note', 'lead-status', 'sign-out'] as const;
      for (const action of actions) await log.record({ actor: owner, action, target: 'lead:7' });
      const all = await log.list({ limit: 10 });
      expect(all.map((entry) => entry.action)).toEqual([...actions].reverse());
      const first = await log.list({ limit: 2 });
      const second = await log.list({ limit: 2, before: first[1].id });
      expect([...first, ...second].map((entry) => entry.id)).toEqual(all.slice(0, 4).map((entry) => entry.id));
      const statuses = await log.list({ limit: 10, action: 'lead-status' });
      expect(statuses).toHaveLength(2);
      expect(statuses.every((entry) => entry.action === 'lead-status')).toBe(true);
      expect(await log.list({ limit: 10, action: 'erasure' })).toEqual([]);
    });

    it('keeps text exactly, quotes and markup included', async () => {
      const { log } = await setup();
      const text = `<script>alert("x")</script> ' ; DROP TABLE audit_log; -- 漢字 🙂`;
      await log.record({ actor: owner, action: 'lead-note', target: text, detail: { note: text } });
      const [entry] = await log.list({ limit: 1 });
      expect(entry).toMatchObject({ target: text, detail: { note: text } });
    });
  });
}
