import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { restoreContentVersion, saveContent } from '@/app/admin/content/content-actions';
import { DocumentPage, type DocumentSearchParams } from '@/components/admin/content/document-page';
import { requireStaffPage } from '@/lib/admin/guard';
import { contentDocument, documentTitle } from '@/lib/authoring/documents';

type Props = { params: Promise<{ file: string }>; searchParams: DocumentSearchParams };

export const metadata: Metadata = { title: 'Edit content' };

export default async function ContentFilePage({ params, searchParams }: Props) {
  await requireStaffPage('/admin/content');
  const doc = contentDocument('file', (await params).file);
  if (!doc) notFound();
  return (
    <DocumentPage
      doc={doc}
      title={documentTitle(doc)}
      searchParams={await searchParams}
      actions={{ save: saveContent, restore: restoreContentVersion }}
    />
  );
}
