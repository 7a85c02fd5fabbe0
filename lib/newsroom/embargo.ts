/**
 * Whether an article may be shown on a public surface yet: an embargoed release is held until its
 * embargo instant (docs/behaviour.md#embargoes). Every public reader filters through this one rule.
 */
type Embargoable = { embargo?: string };

export function isReleased(article: Embargoable, now: number = Date.now()): boolean {
  return article.embargo === undefined || Date.parse(article.embargo) <= now;
}

/** The articles visible at `now`, order kept. */
export function releasedOnly<T extends Embargoable>(articles: readonly T[], now: number = Date.now()): T[] {
  return articles.filter((article) => isReleased(article, now));
}

/** The next instant at which a held article becomes visible, or undefined when none is held. */
export function nextEmbargoEnd(articles: readonly Embargoable[], now: number = Date.now()): number | undefined {
  let next: number | undefined;
  for (const { embargo } of articles) {
    const at = embargo === undefined ? NaN : Date.parse(embargo);
    if (at > now && (next === undefined || at < next)) next = at;
  }
  return next;
}
