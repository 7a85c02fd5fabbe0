import Link from 'next/link';
import type { Metadata } from 'next';
import { requireStaffPage } from '@/lib/admin/guard';
import { when } from '@/components/admin/content/version-history';
import { contentOverview, type DocumentSummary } from '@/lib/content/editor';
import { localeName } from '@/lib/i18n/locales';

export const metadata: Metadata = { title: 'Content' };

function DocumentTable({ caption, rows }: { caption: string; rows: DocumentSummary[] }) {
  const withTranslations = rows.some((row) => row.translations);
  return (
    <table className="mt-4 w-full text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-border">
          <th scope="col" className="py-2">
            Name
          </th>
          <th scope="col">File</th>
          <th scope="col">Cache tag</th>
          <th scope="col">Last saved here</th>
          {withTranslations && <th scope="col">Translations</th>}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.file} className="border-b border-border align-top">
            <td className="py-2">
              <a href={row.path} className="font-medium underline underline-offset-4">
                {row.title}
              </a>
              {row.problem && <p className="text-danger">Invalid: {row.problem}</p>}
            </td>
            <td>
              <code>{row.file}</code>
            </td>
            <td>
              <code>{row.tag}</code>
            </td>
            <td>
              {row.lastSaved
                ? `${when(row.lastSaved.savedAt)}${row.lastSaved.by ? ` by ${row.lastSaved.by.name || row.lastSaved.by.email}` : ''}`
                : '—'}
            </td>
            {withTranslations && (
              <td>
                <ul className="flex flex-wrap gap-x-3">
                  {row.translations?.map((translation) => (
                    <li key={translation.locale}>
                      <a
                        href={translation.path}
                        lang={translation.locale}
                        className={`underline underline-offset-4${translation.exists ? '' : ' text-muted'}`}
                      >
                        {localeName[translation.locale]}
                      </a>
                      {!translation.exists && <span className="text-muted"> (not written: English is shown)</span>}
                      {translation.problem && <span className="text-danger"> (invalid: its last valid text, or English, is shown)</span>}
                    </li>
                  ))}
                </ul>
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Every file an editor can change, and every article. */
export default async function ContentPage() {
  await requireStaffPage('/admin/content');
  const { files, articles } = contentOverview();
  return (
    <div className="space-y-10">
      <div>
        <h1 className="text-2xl font-semibold">Content</h1>
        <p className="mt-1 text-muted">
          A save is checked with the rules of <code>npm run content:check</code> and published at once.
        </p>
      </div>
      <section aria-labelledby="files-heading">
        <h2 id="files-heading" className="text-xl font-semibold">
          Pages and lists
        </h2>
        <DocumentTable caption="Content files" rows={files} />
      </section>
      <section aria-labelledby="articles-heading">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="articles-heading" className="text-xl font-semibold">
            Articles
          </h2>
          <Link href="/admin/content/new-article" className="btn btn-primary btn-md">
            New article
          </Link>
        </div>
        <DocumentTable caption="Newsroom articles" rows={articles} />
      </section>
    </div>
  );
}
