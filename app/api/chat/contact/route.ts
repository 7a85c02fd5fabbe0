import { FORM_BODY_LIMIT } from '@/lib/http/json-body';
import { handleSubmission } from '@/lib/http/submission';
import { getProvider } from '@/lib/provider';
import { chatContactSchema } from '@/lib/validation/chat-contact';

export const runtime = 'nodejs';

export function POST(request: Request): Promise<Response> {
  return handleSubmission(request, {
    schema: chatContactSchema,
    maxBytes: FORM_BODY_LIMIT,
    submit: (contact) => getProvider().submitChatContact(contact),
  });
}
