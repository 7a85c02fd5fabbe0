import { AdminSection } from '@/components/admin/admin-section';
import { AdminTable, type Column } from '@/components/admin/table/admin-table';
import { fieldText, formatTime, STATUS_LABELS } from '@/lib/admin/lead-labels';
import { languageText } from '@/lib/delivery/lead-text';
import { languageTag } from '@/lib/i18n/locales';
import type { LeadDetail } from '@/lib/store/lead-store';

const SCORES = [
  ['overallScore', 'Overall', 100],
  ['clarityScore', 'Clarity', 25],
  ['proofScore', 'Proof', 25],
  ['mediaToneScore', 'Media tone', 25],
  ['investorAppealScore', 'Investor appeal', 25],
] as const;
const SCORE_FIELDS: readonly string[] = SCORES.map(([field]) => field);

type Score = (typeof SCORES)[number];

/** What the visitor sent, as plain text, with the chat it came from. */
export function LeadFacts({ lead }: { lead: LeadDetail }) {
  const fields = Object.entries(lead.fields).filter(
    ([name]) => !SCORE_FIELDS.includes(name) && name !== 'conversationId',
  );
  // Only the schema's conversation-id rule lets an id into a lead, so it is safe in the path.
  const conversationId = typeof lead.fields.conversationId === 'string' ? lead.fields.conversationId : undefined;
  return (
    <AdminSection id="fields" title="What they sent">
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[12rem_1fr]">
        <dt className="font-semibold">Received</dt>
        <dd>{formatTime(lead.createdAt)}</dd>
        <dt className="font-semibold">Status</dt>
        <dd>{STATUS_LABELS[lead.status]}</dd>
        <dt className="font-semibold">Language</dt>
        <dd lang={languageTag[lead.locale]}>{languageText(lead.locale)}</dd>
        {fields.map(([name, value]) => (
          <div key={name} className="contents">
            <dt className="font-semibold">{name}</dt>
            <dd className="whitespace-pre-wrap break-words">{fieldText(value)}</dd>
          </div>
        ))}
        {conversationId && (
          <>
            <dt className="font-semibold">Sent from</dt>
            <dd>
              <a href={`/admin/conversations/${conversationId}`} className="underline underline-offset-4">
                The chat conversation
              </a>
            </dd>
          </>
        )}
      </dl>
    </AdminSection>
  );
}

/** The press release checker's scores of a checker lead. */
export function LeadScores({ lead }: { lead: LeadDetail }) {
  if (lead.kind !== 'checker-lead') return null;
  const columns: readonly Column<Score>[] = [
    { header: 'Score', cell: ([, label]) => label, rowHeader: true },
    { header: 'Points', cell: ([field, , max]) => `${fieldText(lead.fields[field])} of ${max}` },
  ];
  return (
    <AdminTable caption="Press release checker scores" columns={columns} rows={SCORES} rowKey={([field]) => field} />
  );
}
