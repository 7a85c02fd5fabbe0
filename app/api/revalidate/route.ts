import { serverEnv } from '@/lib/config/env';
import { cacheTags } from '@/lib/content/cache-tags';
import { checkContent } from '@/lib/authoring/check';
import { expireContentTags } from '@/lib/cache/revalidate';
import { requireBearer } from '@/lib/http/bearer';
import { handle, jsonResponse } from '@/lib/http/errors';
import { readJsonBody } from '@/lib/http/json-body';
import { rejectCrossSite } from '@/lib/http/same-origin';
import { parseWith } from '@/lib/http/validate';
import { getProvider } from '@/lib/provider';
import { revalidateSchema } from '@/lib/cache/revalidate-request';

export const runtime = 'nodejs';

const REVALIDATE_BODY_LIMIT = 4 * 1024;

/**
 * Editors refresh cached content: `Authorization: Bearer <REVALIDATE_TOKEN>`, body `{tags?}` (default
 * every tag). The files behind the tags are validated first: if one is invalid nothing is refreshed,
 * the site keeps its last good content and the answer is 422 naming each file and field.
 */
export function POST(request: Request): Promise<Response> {
  return handle(async () => {
    rejectCrossSite(request);
    const env = serverEnv();
    requireBearer(request, env.REVALIDATE_TOKEN, 'revalidation');
    const body = await readJsonBody(request, { maxBytes: REVALIDATE_BODY_LIMIT, optional: true });
    const { tags } = parseWith(revalidateSchema, body === undefined ? {} : body);
    const refreshed = [...new Set(tags ?? cacheTags)];
    // Services and case studies are files in CONTENT_DIR only when the provider serves them from there.
    const fileTags = getProvider().capabilities.contentFiles
      ? refreshed
      : refreshed.filter((t) => t !== 'services' && t !== 'case-studies');
    const issues = checkContent({ tags: fileTags });
    if (issues.length) {
      for (const issue of issues) console.error(`[content] ${issue.message}; not revalidated`);
      const count = issues.length === 1 ? 'A content file is invalid' : `${issues.length} content files are invalid`;
      return jsonResponse(
        {
          error: `${count}, so nothing was refreshed and the site still shows the last good content. ${issues.map((i) => i.message).join(' ')} Fix the file and revalidate again.`,
          issues,
        },
        422,
      );
    }
    await expireContentTags(refreshed, env);
    return jsonResponse({ revalidated: refreshed });
  });
}
