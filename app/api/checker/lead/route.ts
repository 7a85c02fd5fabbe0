import { TOOL_BODY_LIMIT } from '@/lib/http/json-body';
import { handleSubmission } from '@/lib/http/submission';
import { rejectSuspicious } from '@/lib/http/validate';
import { getProvider } from '@/lib/provider';
import { checkerLeadSchema } from '@/lib/validation/checker-lead';

export const runtime = 'nodejs';

export function POST(request: Request): Promise<Response> {
  return handleSubmission(request, {
    schema: checkerLeadSchema,
    maxBytes: TOOL_BODY_LIMIT,
    guard: (lead) =>
      rejectSuspicious(
        lead.pressReleaseText,
        'pressReleaseText',
        'Please provide a complete press release for accurate analysis.',
      ),
    submit: (lead) => getProvider().submitCheckerLead(lead),
  });
}
