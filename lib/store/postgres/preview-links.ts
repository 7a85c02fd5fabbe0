import 'server-only';
import type { PreviewLink, PreviewLinkStore } from '../preview-links';
import { acquirePool } from './pool';

type Row = {
  id: string;
  slug: string;
  created_at: Date;
  expires_at: Date;
  created_by: string;
  revoked_at: Date | null;
};

const toLink = (row: Row): PreviewLink => ({
  id: row.id,
  slug: row.slug,
  createdAt: row.created_at.toISOString(),
  expiresAt: row.expires_at.toISOString(),
  createdBy: row.created_by,
  revokedAt: row.revoked_at?.toISOString() ?? null,
});

/** The shared preview links in Postgres, on the process's pool for this database. */
export function createPostgresPreviewLinks(options: { connectionString: string; poolMax: number }): PreviewLinkStore {
  const { pool, release } = acquirePool({ connectionString: options.connectionString, max: options.poolMax });
  return {
    async create({ id, slug, expiresAt, createdBy }, at = new Date()) {
      const { rows } = await pool.query<Row>(
        'INSERT INTO preview_links (id, slug, created_at, expires_at, created_by) VALUES ($1, $2, $3, $4, $5) RETURNING *',
        [id, slug, at, new Date(expiresAt), createdBy],
      );
      return toLink(rows[0]);
    },
    async get(id) {
      const { rows } = await pool.query<Row>('SELECT * FROM preview_links WHERE id = $1', [id]);
      return rows[0] && toLink(rows[0]);
    },
    async listFor(slug, limit) {
      const { rows } = await pool.query<Row>(
        'SELECT * FROM preview_links WHERE slug = $1 ORDER BY created_at DESC, id DESC LIMIT $2',
        [slug, limit],
      );
      return rows.map(toLink);
    },
    async revoke(id, at = new Date()) {
      const { rowCount } = await pool.query('UPDATE preview_links SET revoked_at = $1 WHERE id = $2 AND revoked_at IS NULL', [
        at,
        id,
      ]);
      return rowCount === 1;
    },
    close: release,
  };
}
