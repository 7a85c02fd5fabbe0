import Link from 'next/link';
import type { Metadata } from 'next';
import { AdminSection } from '@/components/admin/admin-section';
import { requireStaffPage } from '@/lib/admin/guard';
import { DocumentTable } from '@/components/admin/content/document-table';
import { contentOverview } from '@/lib/admin/content-editor';

export const metadata: Metadata = { title: 'Content' };

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
      <AdminSection id="files" title="Pages and lists">
        <DocumentTable caption="Content files" rows={files} />
      </AdminSection>
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
