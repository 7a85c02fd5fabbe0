import { afterAll, describe, expect, it } from 'vitest';
import { embeddedAnswer } from './embedded-answer';
import { gateProblems, meetsTarget, recordedBaseline, TARGET, writeReport } from './run';
import { formatReport, grade, totals, type Graded } from './score';
import type { EvalItem } from './schema';
import { allItems, byLanguageAndHalf } from './sets';

/** Grades by item, in the order of `allItems`. */
const graded = new Map<string, Graded & Pick<EvalItem, 'locale' | 'half'>>();
const key = (item: { locale: string; id: string }) => `${item.locale}:${item.id}`;

/** right / refused / wrong per language and half, and whether each meets its target. */
function table(): string {
  const lines = ['  language half      items right refused wrong  target'];
  for (const { locale, halves } of byLanguageAndHalf([...graded.values()])) {
    for (const { half, items } of halves) {
      if (!items.length) continue;
      const t = totals(items);
      const target = `${meetsTarget(t, half) ? 'met' : 'not met'} (0 wrong, ${TARGET[half] * 100}% right)`;
      lines.push(
        `  ${locale.padEnd(8)} ${half.padEnd(9)} ${String(t.items).padStart(5)} ${String(t.right).padStart(5)} ${String(t.refused).padStart(7)} ${String(t.wrong).padStart(5)}  ${target}`,
      );
    }
  }
  return lines.join('\n');
}

describe('chat evaluation: the embedded assistant', () => {
  afterAll(() => {
    const all = [...graded.values()];
    console.log(formatReport('embedded assistant', all));
    console.log(`\nby language and half:\n${table()}`);
    writeReport('embedded', all);
  });

  it.each(allItems)('$locale · $half · $topic · $id', async (item) => {
    const result = await grade(item, embeddedAnswer(item.question, item.history, item.page));
    graded.set(key(item), { ...result, locale: item.locale, half: item.half });
    // Right or not, a reply is in the question's language (the gate below judges the rest).
    expect(result.scores.find((score) => score.name === 'Language')?.score, result.reply).toBe(1);
  });

  it('holds every language and half at its baseline or better', () => {
    expect(graded.size).toBe(allItems.length);
    const baseline = recordedBaseline('embedded');
    const problems = byLanguageAndHalf([...graded.values()]).flatMap(({ locale, halves }) =>
      halves
        .filter(({ items }) => items.length)
        .flatMap(({ half, items }) =>
          gateProblems(totals(items), baseline[locale][half]).map((p) => `${locale} ${half}: ${p}`),
        ),
    );
    expect(problems).toEqual([]);
  });
});
