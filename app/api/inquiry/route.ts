import { FORM_BODY_LIMIT } from '@/lib/http/json-body';
import { handleSubmission } from '@/lib/http/submission';
import { getProvider } from '@/lib/provider';
import { inquirySchema } from '@/lib/validation/inquiry';

export const runtime = 'nodejs';

export function POST(request: Request): Promise<Response> {
  return handleSubmission(request, {
    schema: inquirySchema,
    maxBytes: FORM_BODY_LIMIT,
    submit: (inquiry) => getProvider().submitInquiry(inquiry),
  });
}
