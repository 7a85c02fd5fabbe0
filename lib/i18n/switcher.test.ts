import { describe, expect, it } from 'vitest';
import { splitLocale } from './locales';
import { hasLocaleCookie, languageLinks, localeCookie, suggestedLocale } from './switcher';

describe('splitLocale', () => {
  it('drops the page locale prefix, the internal /en form included', () => {
    expect(splitLocale('/ko/pricing').path).toBe('/pricing');
    expect(splitLocale('/ko').path).toBe('/');
    expect(splitLocale('/en/pricing').path).toBe('/pricing');
    expect(splitLocale('/en').path).toBe('/');
    expect(splitLocale('/pricing').path).toBe('/pricing');
    // Only a whole first segment is a prefix.
    expect(splitLocale('/kore').path).toBe('/kore');
  });
});

describe('languageLinks', () => {
  it('links the same page in every language and marks the current one', () => {
    const links = languageLinks('/ko/prstudio/a-slug', 'ko');
    expect(links.map((l) => l.href)).toEqual(['/prstudio/a-slug', '/vi/prstudio/a-slug', '/zh/prstudio/a-slug', '/ko/prstudio/a-slug', '/ja/prstudio/a-slug']);
    expect(links.filter((l) => l.current).map((l) => l.locale)).toEqual(['ko']);
    expect(links.find((l) => l.locale === 'zh')).toMatchObject({ name: '简体中文', tag: 'zh-Hans' });
  });

  it('from the English home page', () => {
    expect(languageLinks('/', 'en').map((l) => l.href)).toEqual(['/', '/vi', '/zh', '/ko', '/ja']);
  });
});

describe('locale cookie', () => {
  it('is site-wide, lasts a year and is Lax', () => {
    expect(localeCookie('ko', false)).toBe('NEXT_LOCALE=ko; path=/; max-age=31536000; SameSite=Lax');
    expect(localeCookie('en', true)).toBe('NEXT_LOCALE=en; path=/; max-age=31536000; SameSite=Lax; Secure');
  });

  it('is recognised among other cookies', () => {
    expect(hasLocaleCookie('a=1; NEXT_LOCALE=ja')).toBe(true);
    expect(hasLocaleCookie('NEXT_LOCALE=en')).toBe(true);
    expect(hasLocaleCookie('a=1; XNEXT_LOCALE=ja')).toBe(false);
    expect(hasLocaleCookie('')).toBe(false);
  });
});

describe('suggestedLocale', () => {
  it('suggests the first site language the browser prefers when it is not the page language', () => {
    expect(suggestedLocale(['ko-KR', 'ko', 'en-US'], 'en')).toBe('ko');
    expect(suggestedLocale(['fr-FR', 'zh-TW', 'en'], 'en')).toBe('zh');
    expect(suggestedLocale(['JA'], 'en')).toBe('ja');
  });

  it('suggests nothing when the page already is that language or the browser names none', () => {
    expect(suggestedLocale(['ko-KR', 'en'], 'ko')).toBeNull();
    // A language-prefixed page was chosen: it suggests nothing, whatever the browser prefers.
    expect(suggestedLocale(['en-GB'], 'ko')).toBeNull();
    expect(suggestedLocale(['ja'], 'vi')).toBeNull();
    expect(suggestedLocale(['en-US', 'ko'], 'en')).toBeNull();
    expect(suggestedLocale(['fr', 'de'], 'en')).toBeNull();
    expect(suggestedLocale([], 'en')).toBeNull();
  });
});
