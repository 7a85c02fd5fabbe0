import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { DocumentPage, type DocumentSearchParams } from '@/components/admin/content/document-page';
import { requireStaffPage } from '@/lib/admin/guard';
import { contentDocument } from '@/lib/content/documents';
import { readDocument } from '@/lib/content/save';

type Props = { params: Promise<{ slug: string }>; searchParams: DocumentSearchParams };

export const metadata: Metadata = { title: 'Edit article' };

export default async function ArticleEditPage({ params, searchParams }: Props) {
  await requireStaffPage('content');
  const doc = contentDocument('article', (await params).slug);
  if (!doc || readDocument(doc).source === null) notFound();
  return <DocumentPage doc={doc} title={`the article ${doc.slug}`} searchParams={await searchParams} />;
}
