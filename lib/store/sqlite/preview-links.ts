import 'server-only';
import { openOnFirstUse } from '@/lib/store/sqlite/open';
import type { PreviewLink, PreviewLinkStore } from '../preview-links';

type Row = {
  id: string;
  slug: string;
  created_at: string;
  expires_at: string;
  created_by: string;
  revoked_at: string | null;
};

const toLink = (row: Row): PreviewLink => ({
  id: row.id,
  slug: row.slug,
  createdAt: row.created_at,
  expiresAt: row.expires_at,
  createdBy: row.created_by,
  revokedAt: row.revoked_at,
});

/** The embedded preview links: a table of `$dataDir/site.db`, opened on first use. */
export function createSqlitePreviewLinks(options: { dataDir: string }): PreviewLinkStore {
  const database = openOnFirstUse(options.dataDir, 'The preview links are closed.');
  return {
    async create({ id, slug, expiresAt, createdBy }, at = new Date()) {
      const row = database
        .get()
        .prepare(
          'INSERT INTO preview_links (id, slug, created_at, expires_at, created_by) VALUES (?, ?, ?, ?, ?) RETURNING *',
        )
        .get(id, slug, at.toISOString(), new Date(expiresAt).toISOString(), createdBy) as Row;
      return toLink(row);
    },
    async get(id) {
      const row = database.get().prepare('SELECT * FROM preview_links WHERE id = ?').get(id) as Row | undefined;
      return row && toLink(row);
    },
    async listFor(slug, limit) {
      const rows = database
        .get()
        .prepare('SELECT * FROM preview_links WHERE slug = ? ORDER BY created_at DESC, id DESC LIMIT ?')
        .all(slug, limit) as Row[];
      return rows.map(toLink);
    },
    async revoke(id, at = new Date()) {
      const result = database
        .get()
        .prepare('UPDATE preview_links SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL')
        .run(at.toISOString(), id);
      return result.changes === 1;
    },
    async close() {
      database.close();
    },
  };
}
