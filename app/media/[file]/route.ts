import { isLocale } from '@/lib/i18n/locales';
import { brandColoursText } from '@/lib/media/kit-files';
import { BRAND_COLOURS_FILE, factSheetText, kitZipEntries } from '@/lib/media/kit';
import { zipStream } from '@/lib/media/zip';

type Params = { params: Promise<{ file: string }> };

// The ZIP reads the library as it is now; a release's images join it the moment its embargo ends.
export const dynamic = 'force-dynamic';

const text = (body: string, name: string) =>
  new Response(body, {
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'content-disposition': `attachment; filename="${name}"`,
      'cache-control': 'public, max-age=300',
      'x-content-type-options': 'nosniff',
    },
  });

/**
 * The media kit's generated downloads (docs/behaviour.md#media-kit): `kit.zip` (everything the page
 * lists, streamed), `fact-sheet-<locale>.txt` and `brand-colours.txt`. No form, no sign-up.
 */
export async function GET(_request: Request, { params }: Params): Promise<Response> {
  const { file } = await params;
  if (file === 'kit.zip') {
    return new Response(zipStream(await kitZipEntries()), {
      headers: {
        'content-type': 'application/zip',
        'content-disposition': 'attachment; filename="kairo-pr-media-kit.zip"',
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
      },
    });
  }
  if (file === BRAND_COLOURS_FILE) return text(brandColoursText(), file);
  const locale = /^fact-sheet-([a-z]{2})\.txt$/.exec(file)?.[1];
  if (locale && isLocale(locale)) return text(await factSheetText(locale), file);
  return new Response('Not found\n', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
}
