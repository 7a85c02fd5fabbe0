import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { addLeadNote, deliverAgain, setLeadStatus } from '@/app/admin/leads/lead-actions';
import { LeadConversations, LeadDeliveries } from '@/components/admin/leads/lead-deliveries';
import { LeadFacts, LeadScores } from '@/components/admin/leads/lead-facts';
import { LeadNotesSection, LeadStatusSection } from '@/components/admin/leads/lead-forms';
import { Outcome } from '@/components/admin/outcome';
import { requireStaffPage } from '@/lib/admin/guard';
import { fieldText, SOURCE_LABELS } from '@/lib/admin/lead-labels';
import { outcomeText } from '@/lib/admin/outcomes';
import { getConversationStore, getLeadStore } from '@/lib/store';

export const metadata: Metadata = { title: 'Lead' };

type Props = {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** One lead: its fields as the visitor sent them (plain text), scores, history, notes and deliveries. */
export default async function LeadPage({ params, searchParams }: Props) {
  await requireStaffPage('/admin/leads');
  const { id: rawId } = await params;
  const id = /^[1-9]\d{0,15}$/.test(rawId) ? Number(rawId) : undefined;
  const lead = id === undefined ? undefined : await getLeadStore().getLead(id);
  if (!lead) notFound();
  const query = await searchParams;
  const email = typeof lead.fields.email === 'string' ? lead.fields.email : '';
  const conversations = email ? await getConversationStore().conversationsMentioning(email) : [];

  return (
    <div className="space-y-8">
      <p className="text-sm">
        <Link href="/admin/leads" className="underline underline-offset-4">
          All leads
        </Link>
      </p>
      <h1 className="text-2xl font-semibold">
        {SOURCE_LABELS[lead.kind]} {lead.id}: {fieldText(lead.fields.name) || 'no name'}
      </h1>
      <Outcome error={outcomeText('leads', 'error', query.error)} done={outcomeText('leads', 'done', query.done)} />
      <LeadFacts lead={lead} />
      <LeadScores lead={lead} />
      <LeadStatusSection lead={lead} action={setLeadStatus} />
      <LeadNotesSection lead={lead} action={addLeadNote} />
      <LeadDeliveries lead={lead} action={deliverAgain} />
      <LeadConversations conversations={conversations} />
    </div>
  );
}
