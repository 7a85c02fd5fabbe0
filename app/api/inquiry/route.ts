import { inquirySubmission } from '@/lib/forms/submissions';
import { handleSubmission } from '@/lib/forms/accept-submission';

export const runtime = 'nodejs';

export function POST(request: Request): Promise<Response> {
  return handleSubmission(request, inquirySubmission);
}
