// A page's Lighthouse runs as one row of medians, and the flags for a row against the bare page.
import { kB, median, round } from './stats.mjs';

// The bounds against the bare page from the same run (every route must stay inside all four).
export const BOUNDS = { performance: -5, tbtMs: 150, lcpMs: 100, transferredBytes: 40_000 };

/** The medians of a page's runs, with how often each audit failed and why. */
export function rowOf(target, runs, errors, appliedLcp = []) {
  const med = (pick) => median(runs.map(pick));
  const failedCounts = {};
  const failedDetails = Object.assign({}, ...runs.map((r) => r.details));
  for (const r of runs) {
    for (const [category, ids] of Object.entries(r.failed)) {
      for (const id of ids) failedCounts[`${category}/${id}`] = (failedCounts[`${category}/${id}`] ?? 0) + 1;
    }
  }
  return {
    route: target.label,
    url: target.url,
    runs: runs.length,
    errors,
    performance: med((r) => r.scores.performance),
    performanceRange: runs.length
      ? [Math.min(...runs.map((r) => r.scores.performance)), Math.max(...runs.map((r) => r.scores.performance))]
      : null,
    accessibility: med((r) => r.scores.accessibility),
    bestPractices: med((r) => r.scores['best-practices']),
    seo: med((r) => r.scores.seo),
    fcpMs: round(med((r) => r.metrics.fcp)),
    lcpMs: round(med((r) => r.metrics.lcp)),
    lcpAppliedMs: round(median(appliedLcp)),
    tbtMs: round(med((r) => r.metrics.tbt)),
    cls: round(
      med((r) => r.metrics.cls),
      3,
    ),
    siMs: round(med((r) => r.metrics.si)),
    mainThreadMs: round(med((r) => r.metrics.mainThread)),
    jsExecutionMs: round(med((r) => r.metrics.jsExecution)),
    domElements: med((r) => r.metrics.domSize),
    transferredBytes: round(med((r) => r.metrics.transferred)),
    mainThreadByGroupMs: Object.fromEntries(
      [...new Set(runs.flatMap((r) => Object.keys(r.mainThreadGroups)))].map((g) => [
        g,
        round(med((r) => r.mainThreadGroups[g] ?? 0)),
      ]),
    ),
    lcpElements: [...new Set(runs.map((r) => r.lcpElement).filter(Boolean))],
    benchmarkIndex: round(med((r) => r.benchmarkIndex)),
    failedAudits: failedCounts,
    failedDetails,
    warnings: [...new Set(runs.flatMap((r) => r.warnings))],
  };
}

/** Adds the differences to the bare page to `row`; flags a row outside the bounds. */
function compareWithBare(row, bare, flags) {
  row.performanceVsBare = bare.performance == null ? null : row.performance - bare.performance;
  row.tbtVsBare = bare.tbtMs == null ? null : row.tbtMs - bare.tbtMs;
  row.lcpAppliedVsBare = bare.lcpAppliedMs == null || row.lcpAppliedMs == null ? null : row.lcpAppliedMs - bare.lcpAppliedMs;
  row.transferredVsBare = bare.transferredBytes == null ? null : row.transferredBytes - bare.transferredBytes;
  const misses = [
    row.performanceVsBare != null &&
      row.performanceVsBare < BOUNDS.performance &&
      `performance ${row.performance} vs ${bare.performance}`,
    row.tbtVsBare != null && row.tbtVsBare > BOUNDS.tbtMs && `TBT ${row.tbtMs} ms vs ${bare.tbtMs}`,
    row.lcpAppliedVsBare != null &&
      row.lcpAppliedVsBare > BOUNDS.lcpMs &&
      `LCP under applied throttling ${row.lcpAppliedMs} ms vs ${bare.lcpAppliedMs}${row.lcpElements.length ? ` on ${row.lcpElements.join(' / ')}` : ''}`,
    row.transferredVsBare != null &&
      row.transferredVsBare > BOUNDS.transferredBytes &&
      `${kB(row.transferredBytes)} kB transferred vs ${kB(bare.transferredBytes)}`,
  ].filter(Boolean);
  row.withinBounds = misses.length === 0;
  if (misses.length) {
    flags.push(
      `${row.route}: outside the bounds (${misses.join('; ')}; main thread ${row.mainThreadMs} ms vs ${bare.mainThreadMs}, JS execution ${row.jsExecutionMs} ms vs ${bare.jsExecutionMs}, style and layout ${row.mainThreadByGroupMs.styleLayout ?? '–'} ms vs ${bare.mainThreadByGroupMs?.styleLayout ?? '–'}, ${row.domElements} DOM elements vs ${bare.domElements})`,
    );
  }
}

/** Flags each category below a full score, with the audits that cost it points. */
function categoryFlags(row, flags) {
  for (const [key, label] of [
    ['accessibility', 'accessibility'],
    ['bestPractices', 'best practices'],
    ['seo', 'SEO'],
  ]) {
    if (row[key] != null && row[key] < 100) {
      const category = { accessibility: 'accessibility', bestPractices: 'best-practices', seo: 'seo' }[key];
      const causes = Object.keys(row.failedAudits)
        .filter((k) => k.startsWith(`${category}/`))
        .map((k) => k.split('/')[1]);
      const explained = causes.map((id) =>
        row.failedDetails[id]?.length ? `${id}: ${row.failedDetails[id].join(' / ')}` : id,
      );
      flags.push(`${row.route}: ${label} ${row[key]} (${explained.join('; ') || 'see report'})`);
    }
  }
}

/** The flags of every row: runs that all failed, misses against the bare page, imperfect categories, any CLS. */
export function rowFlags(rows, bare, unreachable) {
  const flags = unreachable.length ? [`not measured, not answering 200: ${unreachable.join(', ')}`] : [];
  for (const row of rows) {
    if (row.runs === 0) {
      flags.push(`${row.route}: no successful Lighthouse run (${row.errors.join('; ')})`);
      continue;
    }
    if (row === bare) continue;
    compareWithBare(row, bare, flags);
    categoryFlags(row, flags);
    if (row.cls != null && row.cls > 0) flags.push(`${row.route}: CLS ${row.cls}`);
  }
  return flags;
}
