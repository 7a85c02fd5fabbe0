import type { Metadata } from 'next';
import { PrivacyErasure } from '@/components/admin/privacy-erasure';
import { requireStaffPage } from '@/lib/admin/guard';
import { handlePrivacyRequest } from './privacy-actions';

export const metadata: Metadata = { title: 'Privacy requests' };

/** Find and erase a person's data by e-mail address (docs/operations.md, "Erasure by e-mail"). */
export default async function PrivacyPage() {
  await requireStaffPage('/admin/leads/privacy');
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold">Privacy requests</h1>
      <p className="max-w-prose text-sm text-muted">
        When someone asks what the site holds about them, or to be forgotten, find their e-mail address here. The
        privacy policy promises an answer within a month.
      </p>
      <PrivacyErasure action={handlePrivacyRequest} />
    </div>
  );
}
