import { createPreviewAction, revokePreviewAction } from '@/app/admin/content/articles/[slug]/preview-actions';
import { adminCaption, adminCell, adminControl, adminHeadCell, adminTable } from '@/components/admin/admin-styles';
import { absoluteUrl } from '@/lib/config/site';
import type { Article } from '@/lib/newsroom/articles';
import { isReleased } from '@/lib/newsroom/embargo';
import { previewLinksFor } from '@/lib/admin/preview-links';

const OUTCOMES: Record<string, string> = {
  created: 'A preview link was created. Send it only to the journalists it is for.',
  revoked: 'The link was revoked; it no longer opens the release.',
  unchanged: 'That link was already revoked.',
};

type Props = { article: Article; outcome?: string };

/**
 * An embargoed release's private preview links: create one for a chosen time, see who made each and
 * until when, revoke (docs/behaviour.md#embargoes). Plain forms, so they work without JavaScript.
 */
export async function PreviewLinksPanel({ article, outcome }: Props) {
  if (!article.embargo) return null;
  const links = await previewLinksFor(article.slug);
  const notice = outcome && Object.hasOwn(OUTCOMES, outcome) ? OUTCOMES[outcome] : undefined;
  return (
    <section id="preview-links" aria-labelledby="preview-links-heading" className="mt-10">
      <h2 id="preview-links-heading" className="text-xl font-semibold">
        Preview links
      </h2>
      <p className="mt-1 text-sm text-muted">
        Embargoed until <time dateTime={article.embargo}>{article.embargo}</time>
        {isReleased(article) ? ' — already public.' : '. Until then only a preview link opens it.'}
      </p>
      {notice && (
        <p role="status" className="mt-3 rounded-lg border border-border p-3">
          {notice}
        </p>
      )}
      <form action={createPreviewAction} className="mt-4 flex flex-wrap items-end gap-3">
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
        <table className={`${adminTable} mt-6`}>
          <caption className={adminCaption}>Links to this release</caption>
          <thead>
            <tr>
              <th className={adminHeadCell}>Link</th>
              <th className={adminHeadCell}>Created by</th>
              <th className={adminHeadCell}>Expires</th>
              <th className={adminHeadCell}>State</th>
            </tr>
          </thead>
          <tbody>
            {links.map((link) => {
              return (
                <tr key={link.id}>
                  <td className={`${adminCell} break-all`}>
                    <code data-testid="preview-link">{absoluteUrl(link.path)}</code>
                  </td>
                  <td className={adminCell}>{link.createdBy}</td>
                  <td className={adminCell}>
                    <time dateTime={link.expiresAt}>{link.expiresAt}</time>
                  </td>
                  <td className={adminCell}>
                    {link.live ? (
                      <form action={revokePreviewAction}>
                        <input type="hidden" name="slug" value={article.slug} />
                        <input type="hidden" name="id" value={link.id} />
                        <button type="submit" className="underline underline-offset-4">
                          Revoke
                        </button>
                      </form>
                    ) : link.revokedAt ? (
                      `Revoked ${link.revokedAt}`
                    ) : (
                      'Expired'
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
