import { TOOL_BODY_LIMIT } from '@/lib/http/json-body';
import { handleSubmission } from '@/lib/forms/accept-submission';
import { rejectSuspicious } from '@/lib/http/validate';
import { getProvider } from '@/lib/provider';
import { checkerLeadSchema } from '@/lib/validation/checker-lead';
import { PRESS_RELEASE_MESSAGES } from '@/lib/validation/rules';

export const runtime = 'nodejs';

export function POST(request: Request): Promise<Response> {
  return handleSubmission(request, {
    schema: checkerLeadSchema,
    maxBytes: TOOL_BODY_LIMIT,
    guard: (lead) => rejectSuspicious(lead.pressReleaseText, 'pressReleaseText', PRESS_RELEASE_MESSAGES.incomplete),
    submit: (lead, locale) => getProvider().submitCheckerLead(lead, locale),
  });
}
