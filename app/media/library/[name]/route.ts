import { readLibraryFile } from '@/lib/media/library';

type Params = { params: Promise<{ name: string }> };

export const dynamic = 'force-dynamic';

/**
 * A media library image, read from CONTENT_DIR on every instance (docs/operations.md#media-library).
 * Names carry a hash of the bytes, so a file never changes under its name and may be cached for good.
 */
export async function GET(_request: Request, { params }: Params): Promise<Response> {
  const image = readLibraryFile((await params).name);
  if (!image) return new Response('Not found\n', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  return new Response(new Uint8Array(image.data), {
    headers: {
      'content-type': image.type,
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'",
    },
  });
}
