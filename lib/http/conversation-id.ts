import { isConversationId } from '@/lib/validation/conversation-id';
import { NotFoundError } from '@/lib/conversations/provider';

type Context = { params: Promise<{ id: string }> };

/** The `[id]` of a conversation route; a malformed one is answered like an unknown one, with 404. */
export async function conversationIdFrom(context: Context): Promise<string> {
  const { id } = await context.params;
  if (!isConversationId(id)) throw new NotFoundError(`Malformed conversation id ${id}`);
  return id;
}
