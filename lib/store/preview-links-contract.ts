/**
 * The behaviour every PreviewLinkStore must show, run by each implementation's test file against its
 * own backend (an embedded file, a real Postgres server).
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { PreviewLinkStore } from './preview-links';

type Fixture = {
  store: PreviewLinkStore;
  /** Another store on the same data, as a second instance of the site would open it. */
  another(): PreviewLinkStore;
};

export type PreviewLinkBackend = (cleanup: (action: () => unknown) => void) => Promise<Fixture>;

export function previewLinkContract(name: string, backend: PreviewLinkBackend): void {
  describe(`${name} preview links`, () => {
    const cleanups: (() => unknown)[] = [];
    afterEach(async () => {
      while (cleanups.length) await cleanups.pop()!();
    });
    const setup = () => backend((action) => cleanups.push(action));

    it('keeps a link for its release until it is revoked, once, seen from another instance', async () => {
      const { store, another } = await setup();
      const at = new Date('2026-11-20T09:30:00.000Z');
      const created = await store.create(
        { id: 'a1', slug: 'held-release', expiresAt: '2026-11-22T09:30:00.000Z', createdBy: 'editor@agency.example' },
        at,
      );
      expect(created).toEqual({
        id: 'a1',
        slug: 'held-release',
        createdAt: at.toISOString(),
        expiresAt: '2026-11-22T09:30:00.000Z',
        createdBy: 'editor@agency.example',
        revokedAt: null,
      });
      await store.create(
        { id: 'b2', slug: 'held-release', expiresAt: '2026-11-23T09:30:00.000Z', createdBy: 'owner@agency.example' },
        new Date('2026-11-21T09:30:00.000Z'),
      );
      await store.create({ id: 'c3', slug: 'other', expiresAt: '2026-11-23T09:30:00.000Z', createdBy: 'x@agency.example' });
      const second = another();
      expect((await second.listFor('held-release', 10)).map((link) => link.id)).toEqual(['b2', 'a1']);
      expect(await second.revoke('a1', new Date('2026-11-21T10:00:00.000Z'))).toBe(true);
      expect(await store.revoke('a1')).toBe(false);
      expect(await store.revoke('missing')).toBe(false);
      expect((await store.get('a1'))?.revokedAt).toBe('2026-11-21T10:00:00.000Z');
      expect(await store.get('missing')).toBeUndefined();
    });
  });
}
