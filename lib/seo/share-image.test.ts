import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { GET } from '@/app/[locale]/prstudio/[slug]/share-image/route';
import { getArticles } from '@/lib/provider/content';
import type { Locale } from '@/lib/i18n/locales';
import { shareImageFonts } from './share-image-fonts';

vi.mock('next/cache', () => ({ unstable_cache: <T>(read: T) => read }));

const image = (locale: string, slug: string) => GET(new Request('http://localhost/'), { params: Promise.resolve({ locale, slug }) });

/** The share of pixels in the title's band (between the brand and the dateline) lighter than the background. */
async function titleInk(png: Buffer): Promise<number> {
  const { data, info } = await sharp(png).extract({ left: 72, top: 170, width: 1056, height: 300 }).greyscale().raw().toBuffer({ resolveWithObject: true });
  let lit = 0;
  for (const value of data) if (value > 96) lit++;
  return lit / (info.width * info.height);
}

describe('a release share image', () => {
  it.each(['ko', 'ja', 'zh', 'vi'] as const)('draws a %s headline in its own script', async (locale) => {
    const article = (await getArticles()).find((one) => one.locale === locale)!;
    const fonts = shareImageFonts(article.title, locale).map((font) => font.name);
    const script = { ko: 'Noto Sans KR', ja: 'Noto Sans JP', zh: 'Noto Sans SC', vi: 'Noto Sans' }[locale];
    expect(fonts.some((name) => name.startsWith(`${script} `))).toBe(true);

    const response = await image(locale, article.slug);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await response.arrayBuffer());
    expect(await sharp(png).metadata()).toMatchObject({ width: 1200, height: 630 });
    // A headline whose glyphs are missing leaves its band dark.
    expect(await titleInk(png)).toBeGreaterThan(0.04);
  });

  it('reads only the subsets a title needs, Latin first, then the language’s own Han forms', () => {
    const families = (locale: Locale) => [...new Set(shareImageFonts('Kairo PR、編集者', locale).map((font) => font.name.replace(/ \d+$/, '')))];
    expect(families('ja')).toEqual(['Noto Sans', 'Noto Sans JP']);
    expect(families('zh')).toEqual(['Noto Sans', 'Noto Sans SC']);
    expect(families('ko')).toEqual(['Noto Sans', 'Noto Sans KR']);
    expect(shareImageFonts('Kairo PR、編集者', 'ja').reduce((bytes, font) => bytes + font.data.length, 0)).toBeLessThan(1_000_000);
    expect(shareImageFonts('Kairo PR', 'en').map((font) => font.name)).toEqual(['Noto Sans 0']);
  });

  it('is a 404 for a slug that is not a released article', async () => {
    expect((await image('ko', 'no-such-release')).status).toBe(404);
    expect((await image('xx', 'no-such-release')).status).toBe(404);
  });
});
