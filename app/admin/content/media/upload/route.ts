import { unstable_rethrow } from 'next/navigation';
import { formInput } from '@/lib/admin/action';
import { recordAudit } from '@/lib/admin/audit';
import { outcomeHref } from '@/lib/admin/outcomes';
import { requireStaffAction } from '@/lib/admin/guard';
import { MEDIA_CACHE_TAG } from '@/lib/content/cache-tags';
import { expireContentTags } from '@/lib/cache/revalidate';
import { HttpError } from '@/lib/http/errors';
import { readLimited } from '@/lib/http/json-body';
import { MAX_UPLOAD_BYTES, storeImage, uploadFieldsSchema, UploadError, type UploadErrorCode } from '@/lib/media/library';

const LIBRARY_PATH = '/admin/content/media';
// The file plus the form's few text fields and the multipart framing.
const BODY_LIMIT = MAX_UPLOAD_BYTES + 64 * 1024;

function backTo(request: Request, query: Record<string, string>): Response {
  // 303: the browser follows with a GET, so a reload never posts the file again.
  const url = new URL(outcomeHref({ to: LIBRARY_PATH, query }), request.url);
  return new Response(null, { status: 303, headers: { location: url.pathname + url.search, 'cache-control': 'no-store' } });
}

async function readForm(request: Request): Promise<FormData> {
  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > BODY_LIMIT) throw new UploadError('size');
  let bytes: Uint8Array;
  try {
    bytes = await readLimited(request, BODY_LIMIT);
  } catch (error) {
    if (error instanceof HttpError && error.status === 413) throw new UploadError('size');
    throw error;
  }
  const type = request.headers.get('content-type') ?? '';
  if (!type.startsWith('multipart/form-data')) throw new UploadError('empty');
  try {
    return await new Response(new Uint8Array(bytes), { headers: { 'content-type': type } }).formData();
  } catch {
    throw new UploadError('empty');
  }
}

/**
 * The media library's upload form posts here (a plain multipart form, so it works without
 * JavaScript): the image is checked and re-encoded, stored under CONTENT_DIR, logged, and the media
 * kit refreshed; the editor lands back on the library with the outcome.
 */
export async function POST(request: Request): Promise<Response> {
  const staff = await requireStaffAction('/admin/content/media/upload');
  let code: UploadErrorCode;
  try {
    const form = await readForm(request);
    const file = form.get('file');
    if (!(file instanceof File) || file.size === 0) throw new UploadError('empty');
    const fields = uploadFieldsSchema.safeParse(formInput(form));
    if (!fields.success) throw new UploadError('fields');
    const entry = await storeImage(Buffer.from(await file.arrayBuffer()), file.name, fields.data, staff.email);
    await recordAudit({ actor: staff, action: 'media-upload', target: `media:${entry.file}`, detail: { ...fields.data, bytes: entry.bytes } });
    try {
      await expireContentTags([MEDIA_CACHE_TAG]);
    } catch (error) {
      unstable_rethrow(error);
      return backTo(request, { uploaded: entry.file, published: 'later' });
    }
    return backTo(request, { uploaded: entry.file });
  } catch (error) {
    unstable_rethrow(error);
    if (!(error instanceof UploadError)) throw error;
    code = error.code;
  }
  return backTo(request, { error: code });
}
