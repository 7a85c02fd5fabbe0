/**
 * Private preview links to a release under embargo (docs/behaviour.md#embargoes): staff create
 * and revoke them in the back office, each step in the audit log; a journalist opens one at
 * `/prstudio/preview/<token>`. The release is read from its file, never through the public
 * reader or a cache, so a held release stays out of every cache entry.
 */
import 'server-only';
import { randomBytes } from 'node:crypto';
import { recordAudit } from '@/lib/admin/audit';
import { authSecret } from '@/lib/config/secret';
import { serverEnv } from '@/lib/config/env';
import { defaultLocale, localizedPath } from '@/lib/i18n/locales';
import { configuredStore } from '@/lib/store/configured';
import type { PreviewLink } from '@/lib/store/preview-links';
import { createPostgresPreviewLinks } from '@/lib/store/postgres/preview-links';
import { createSqlitePreviewLinks } from '@/lib/store/sqlite/preview-links';
import { readArticleFolder, type Article } from '@/lib/newsroom/articles';
import { previewTokenId, signPreviewToken, verifyPreviewToken } from '@/lib/newsroom/preview-token';

/** How long a link may live; staff choose up to this. */
const PREVIEW_MAX_HOURS = 24 * 14;

const store = configuredStore('preview-links', {
  postgres: createPostgresPreviewLinks,
  sqlite: createSqlitePreviewLinks,
}).get;

const secret = () => authSecret(serverEnv());

/** In the release's own language, so the page around it speaks the journalist's. */
function previewPath(token: string, slug: string): string {
  const locale = readArticleFolder().articles.find((article) => article.slug === slug)?.locale ?? defaultLocale;
  return localizedPath(`/prstudio/preview/${token}`, locale);
}

type Staff = { id: string; email: string };

export async function createPreviewLink(staff: Staff, slug: string, hours: number, now = Date.now()): Promise<string> {
  const expiresAt = new Date(now + Math.min(hours, PREVIEW_MAX_HOURS) * 3_600_000).toISOString();
  const link = await store().create({ id: randomBytes(12).toString('hex'), slug, expiresAt, createdBy: staff.email });
  await recordAudit({ actor: staff, action: 'preview-link-create', target: `article:${slug}`, detail: { id: link.id, expiresAt } });
  return previewPath(signPreviewToken(secret(), link), slug);
}

export async function revokePreviewLink(staff: Staff, id: string): Promise<boolean> {
  const link = await store().get(id);
  if (!link || !(await store().revoke(id))) return false;
  await recordAudit({ actor: staff, action: 'preview-link-revoke', target: `article:${link.slug}`, detail: { id } });
  return true;
}

export type ListedPreviewLink = PreviewLink & { path: string; live: boolean };

export async function previewLinksFor(slug: string, now = Date.now()): Promise<ListedPreviewLink[]> {
  const links = await store().listFor(slug, 20);
  return links.map((link) => ({
    ...link,
    path: previewPath(signPreviewToken(secret(), link), slug),
    live: link.revokedAt === null && Date.parse(link.expiresAt) > now,
  }));
}

/** The release a token opens, or undefined when it is forged, expired, revoked or its file is gone. */
export async function openPreview(token: string, now = Date.now()): Promise<{ article: Article; expiresAt: string } | undefined> {
  const parsed = previewTokenId(token, now);
  if (!parsed) return undefined;
  const link = await store().get(parsed.id);
  if (!link || link.revokedAt !== null || Date.parse(link.expiresAt) <= now) return undefined;
  if (!verifyPreviewToken(secret(), token, link.slug)) return undefined;
  const article = readArticleFolder().articles.find((candidate) => candidate.slug === link.slug);
  return article && { article, expiresAt: link.expiresAt };
}
