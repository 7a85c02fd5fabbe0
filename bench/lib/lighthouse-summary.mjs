// What one Lighthouse report says about a page: its scores and metrics, and what cost it points.

export const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
const metrics = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
  mainThread: 'mainthread-work-breakdown',
  jsExecution: 'bootup-time',
  domSize: 'dom-size',
  transferred: 'total-byte-weight',
};

/** Audits that cost points in a category: every scored audit below a full score. */
function failedAudits(lhr, categoryId) {
  const failed = [];
  for (const ref of lhr.categories[categoryId]?.auditRefs ?? []) {
    const audit = lhr.audits[ref.id];
    if (!audit || audit.score === null || audit.score >= 1) continue;
    if (!['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode)) continue;
    if (categoryId === 'performance' && ref.weight === 0) continue;
    failed.push(ref.id);
  }
  return failed;
}

/** A few words per failing item, so a miss can be explained without opening a report. */
function auditDetails(audit) {
  const items = audit.details?.items ?? [];
  return items.slice(0, 3).map((item) => {
    const subUrls = (item.subItems?.items ?? []).map((sub) => sub.url).filter(Boolean);
    const where = item.sourceLocation?.url ?? item.source?.url ?? item.url ?? (subUrls.join(', ') || undefined);
    const what = item.description ?? item.issueType ?? item.node?.snippet ?? item.node?.selector;
    const text = [what, where && `(${where})`].filter(Boolean).join(' ') || JSON.stringify(item);
    return String(text).replace(/\s+/g, ' ').slice(0, 200);
  });
}
export function summarise(lhr) {
  const details = {};
  for (const c of categories.filter((c) => c !== 'performance')) {
    for (const id of failedAudits(lhr, c)) details[id] = auditDetails(lhr.audits[id]);
  }
  const scores = Object.fromEntries(
    categories.map((c) => [c, lhr.categories[c]?.score == null ? null : Math.round(lhr.categories[c].score * 100)]),
  );
  const values = Object.fromEntries(
    Object.entries(metrics).map(([k, id]) => [k, lhr.audits[id]?.numericValue ?? null]),
  );
  const mainThreadGroups = Object.fromEntries(
    (lhr.audits['mainthread-work-breakdown']?.details?.items ?? []).map((i) => [i.group, i.duration]),
  );
  const lcpNode = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  return {
    scores,
    metrics: values,
    mainThreadGroups,
    lcpElement: lcpNode ? String(lcpNode.selector ?? lcpNode.snippet).slice(0, 120) : null,
    erroredAudits: Object.values(lhr.audits)
      .filter((a) => a.scoreDisplayMode === 'error')
      .map((a) => ({ id: a.id, message: String(a.errorMessage).slice(0, 160) })),
    failed: Object.fromEntries(categories.map((c) => [c, failedAudits(lhr, c)])),
    details,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    warnings: lhr.runWarnings ?? [],
  };
}
