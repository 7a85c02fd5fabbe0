import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fill, parseGlossary, phrasesSchema } from './vocabulary';

const GLOSSARY = `# Korean glossary

| English | 한국어 |
|---|---|
| Kairo PR, PR Studio | unchanged (brand and product names) |
| press release | 보도자료 |
| PR / public relations | PR / 홍보 |
| founder | 창업자: the person, not the company |
| publication, outlet | 매체 |

## The assistant's vocabulary

### Same meaning

A line of prose the parser skips.

* 가격 · 비용 · Price · cost
* 환불 · refund

### Words that carry no meaning

* 저 · 좀
* 혹시

### Word endings

* 는 · 은 · 에서는
`;

describe('parseGlossary', () => {
  const glossary = parseGlossary(GLOSSARY);

  it('reads each bullet of "Same meaning" as a group, lower case, and each naming table row as one', () => {
    expect(glossary.synonyms).toEqual([
      ['가격', '비용', 'price', 'cost'],
      ['환불', 'refund'],
      ['press release', '보도자료'],
      ['pr', 'public relations', 'pr', '홍보'],
      ['publication', 'outlet', '매체'],
    ]);
  });

  it('skips the header, the "unchanged" rows and rows with a note', () => {
    const words = glossary.synonyms.flat();
    expect(words).not.toContain('english');
    expect(words).not.toContain('kairo pr');
    expect(words.some((word) => word.includes('창업자'))).toBe(false);
    expect(words).not.toContain('founder');
  });

  it('reads the stop words of every bullet line', () => {
    expect(glossary.stopwords).toEqual(['저', '좀', '혹시']);
  });

  it('orders the endings longest first, so the longest ending is cut', () => {
    expect(glossary.endings[0]).toBe('에서는');
    expect([...glossary.endings].sort()).toEqual(['는', '에서는', '은'].sort());
  });

  it('gives empty lists for a file without the vocabulary section, and "(none)" is no word', () => {
    expect(parseGlossary('# Nothing here\n').synonyms).toEqual([]);
    const none = parseGlossary("## The assistant's vocabulary\n\n### Word endings\n\n* (none)\n");
    expect(none.endings).toEqual([]);
    expect(none.stopwords).toEqual([]);
  });
});

describe('phrasesSchema', () => {
  const english = JSON.parse(
    readFileSync(path.join(process.cwd(), 'messages', 'en', 'Assistant.json'), 'utf8'),
  ) as Record<string, unknown>;

  it('accepts the phrases file of every language', () => {
    for (const locale of ['en', 'vi', 'zh', 'ko', 'ja']) {
      const file = JSON.parse(readFileSync(path.join(process.cwd(), 'messages', locale, 'Assistant.json'), 'utf8'));
      expect(phrasesSchema.safeParse(file).success, locale).toBe(true);
    }
  });

  it('rejects a file missing a key', () => {
    const rest = { ...english };
    delete rest.refusal;
    const result = phrasesSchema.safeParse(rest);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain('refusal');
  });

  it('rejects a phrase without its placeholder', () => {
    const result = phrasesSchema.safeParse({ ...english, handoffEmail: 'we reply within a day' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain('handoffEmail');
  });

  it('rejects an action without example questions and a page without its name', () => {
    const actions = { ...(english.actions as object), pricing: [] };
    expect(phrasesSchema.safeParse({ ...english, actions }).success).toBe(false);
    const pages = { ...(english.pages as Record<string, string>) };
    delete pages.faq;
    expect(phrasesSchema.safeParse({ ...english, pages }).success).toBe(false);
  });
});

describe('fill', () => {
  it('fills the named placeholders and leaves unknown ones as written', () => {
    expect(fill('within {hours} hours, {unknown}', { hours: 24 })).toBe('within 24 hours, {unknown}');
  });
});
