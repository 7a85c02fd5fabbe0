import type { Metadata } from 'next';
import { requireStaffPage } from '@/lib/admin/guard';

export const metadata: Metadata = { title: 'Dashboard' };

export default async function DashboardPage() {
  const staff = await requireStaffPage('dashboard');
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold">Good morning, {staff.name}</h1>
    </div>
  );
}
