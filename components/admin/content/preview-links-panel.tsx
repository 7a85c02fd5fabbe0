import { adminControl } from '@/components/admin/admin-styles';
import { Outcome } from '@/components/admin/outcome';
import { AdminTable, type Column } from '@/components/admin/table/admin-table';
import { absoluteUrl } from '@/lib/config/site';
import type { Article } from '@/lib/newsroom/articles';
import { isReleased } from '@/lib/newsroom/embargo';
import { previewLinksFor } from '@/lib/admin/preview-links';

type FormAction = (form: FormData) => Promise<void>;

type PreviewLinkActions = { create: FormAction; revoke: FormAction };

type Props = { article: Article; notice?: string; actions: PreviewLinkActions };

type PreviewLink = Awaited<ReturnType<typeof previewLinksFor>>[number];

function linkColumns(slug: string, revoke: FormAction): readonly Column<PreviewLink>[] {
  return [
    {
      header: 'Link',
      cell: (link) => <code data-testid="preview-link">{absoluteUrl(link.path)}</code>,
      className: 'break-all',
    },
    { header: 'Created by', cell: (link) => link.createdBy },
    { header: 'Expires', cell: (link) => <time dateTime={link.expiresAt}>{link.expiresAt}</time> },
    {
      header: 'State',
      cell: (link) =>
        link.live ? (
          <form action={revoke}>
            <input type="hidden" name="slug" value={slug} />
            <input type="hidden" name="id" value={link.id} />
            <button type="submit" className="underline underline-offset-4">
              Revoke
            </button>
          </form>
        ) : link.revokedAt ? (
          `Revoked ${link.revokedAt}`
        ) : (
          'Expired'
        ),
    },
  ];
}

/**
 * An embargoed release's private preview links: create one for a chosen time, see who made each and
 * until when, revoke (docs/behaviour.md#embargoes). Plain forms, so they work without JavaScript.
 */
export async function PreviewLinksPanel({ article, notice, actions }: Props) {
  if (!article.embargo) return null;
  const links = await previewLinksFor(article.slug);
  return (
    <section id="preview-links" aria-labelledby="preview-links-heading" className="mt-10">
      <h2 id="preview-links-heading" className="text-xl font-semibold">
        Preview links
      </h2>
      <p className="mt-1 text-sm text-muted">
        Embargoed until <time dateTime={article.embargo}>{article.embargo}</time>
        {isReleased(article) ? ' — already public.' : '. Until then only a preview link opens it.'}
      </p>
      <div className="mt-3">
        <Outcome done={notice} />
      </div>
      <form action={actions.create} className="mt-4 flex flex-wrap items-end gap-3">
        <input type="hidden" name="slug" value={article.slug} />
        <label className="text-sm">
          Valid for
          <select name="hours" defaultValue="72" className={adminControl}>
            <option value="24">1 day</option>
            <option value="72">3 days</option>
            <option value="168">7 days</option>
            <option value="336">14 days</option>
          </select>
        </label>
        <button type="submit" className="btn btn-primary btn-md">
          Create a preview link
        </button>
      </form>
      {links.length > 0 && (
        <div className="mt-6">
          <AdminTable
            caption="Links to this release"
            columns={linkColumns(article.slug, actions.revoke)}
            rows={links}
          />
        </div>
      )}
    </section>
  );
}
