import { submitSubscription, subscribeOutcomePath } from '@/lib/alerts/form';
import { FORM_BODY_LIMIT, readLimited } from '@/lib/http/json-body';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const see = (location: string) => new Response(null, { status: 303, headers: { Location: location } });

/**
 * The subscribe form's post (docs/behaviour.md#release-alerts): a plain HTML form, so the newsroom
 * pages carry no client code for it, and it works the same with or without JavaScript. The fields
 * arrive URL-encoded; the submission pipeline (same-site rule, honeypot, limits, validation, store)
 * runs in `submitSubscription`, and the answer is a redirect to the page that says how it went.
 */
export async function POST(request: Request): Promise<Response> {
  let fields: URLSearchParams;
  try {
    fields = new URLSearchParams(new TextDecoder().decode(await readLimited(request, FORM_BODY_LIMIT)));
  } catch {
    return see(subscribeOutcomePath({ status: 'refused', error: '', fields: {}, values: {} }, null));
  }
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  return see(subscribeOutcomePath(await submitSubscription({ headers: request.headers }, form), form.get('locale')));
}
