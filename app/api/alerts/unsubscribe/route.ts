import { unsubscribeByToken } from '@/lib/alerts/links';
import { handle, HttpError, jsonResponse } from '@/lib/http/errors';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * RFC 8058 one-click unsubscribe: the mail client POSTs `List-Unsubscribe=One-Click` to the URL in
 * the alert's `List-Unsubscribe` header. The signed token in the URL is the only authority, so no
 * session, cookie or same-site check applies (the mail provider's server sends it). A GET never
 * unsubscribes: link scanners open every URL in a mail.
 */
export function POST(request: Request): Promise<Response> {
  return handle(async () => {
    const token = new URL(request.url).searchParams.get('token');
    if (!(await unsubscribeByToken(token))) throw new HttpError(400, 'This unsubscribe link is not valid.');
    return jsonResponse({ ok: true, unsubscribed: true });
  });
}
