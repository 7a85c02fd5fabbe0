// Lighthouse (default mobile settings: simulated slow 4G and 4x CPU slowdown) on every public route,
// one article page and the bare Next.js page, in the same run. Rounds are interleaved (bare, route 1,
// route 2, … then again, each round rotated by one) so background noise spreads over all pages alike;
// each figure is the median of its runs.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { kB, median, round } from './lib/stats.mjs';

export const title = 'Lighthouse (mobile, median of runs)';
export const needs = ['site', 'bare'];
// About 15 s a run on an idle two-core machine, three times that under load.
export const timeoutSeconds = 3 * 3600;

const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
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
// The bounds against the bare page from the same run (every route must stay inside all four).
const BOUNDS = { performance: -5, tbtMs: 150, lcpMs: 100, transferredBytes: 40_000 };
// Screenshots change no score and cost seconds per run on two cores.
const skipAudits = ['screenshot-thumbnails', 'final-screenshot', 'full-page-screenshot'];

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

function summarise(lhr) {
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

async function launchChrome(ctx) {
  return chromeLauncher.launch({ chromePath: ctx.chromePath, chromeFlags: ctx.chromeFlags, logLevel: 'silent' });
}

export async function run(ctx) {
  const targets = [
    { label: 'bare page', url: ctx.bare.baseUrl + '/', bare: true },
    ...ctx.routes.measured.map((route) => ({ label: route, url: ctx.baseUrl + route })),
  ];
  // Lighthouse spends a minute retrying a page that answers an error: such pages are reported, not run.
  const unreachable = [];
  for (const target of [...targets]) {
    const status = await fetch(target.url, { signal: AbortSignal.timeout(30_000) })
      .then(async (res) => (await res.arrayBuffer(), res.status))
      .catch((error) => error.message);
    if (status !== 200) {
      unreachable.push(`${target.label} (${status})`);
      targets.splice(targets.indexOf(target), 1);
    }
  }
  const samples = new Map(targets.map((t) => [t.label, []]));
  const errors = new Map(targets.map((t) => [t.label, []]));

  let chrome = await launchChrome(ctx);
  ctx.track?.(chrome.process);
  try {
    for (let pass = 1; pass <= ctx.runs; pass++) {
      await ctx.waitForIdle?.();
      // Each round starts one page later, so no page is always measured first (or right after the bare page).
      const offset = (pass - 1) % targets.length;
      for (const target of [...targets.slice(offset), ...targets.slice(0, offset)]) {
        if (ctx.signal?.aborted) break;
        const started = Date.now();
        try {
          const result = await lighthouse(target.url, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: categories,
            skipAudits,
          });
          const lhr = result?.lhr;
          if (!lhr) throw new Error('no report');
          if (lhr.runtimeError) {
            errors.get(target.label).push(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
            ctx.log(`lighthouse ${pass}/${ctx.runs} ${target.label}: ${lhr.runtimeError.code}`);
            continue;
          }
          const summary = summarise(lhr);
          samples.get(target.label).push(summary);
          const s = summary.scores;
          ctx.log(
            `lighthouse ${pass}/${ctx.runs} ${target.label}: perf ${s.performance} a11y ${s.accessibility} bp ${s['best-practices']} seo ${s.seo} (${round((Date.now() - started) / 1000, 1)} s)`,
          );
        } catch (error) {
          errors.get(target.label).push(error.message);
          ctx.log(`lighthouse ${pass}/${ctx.runs} ${target.label}: failed: ${error.message}`);
          // Lighthouse itself threw: a wedged browser would fail every later run, so start a fresh one.
          try {
            chrome.kill();
          } catch {
            // Already gone.
          }
          chrome = await launchChrome(ctx);
          ctx.track?.(chrome.process);
        }
      }
    }
  } finally {
    try {
      chrome.kill();
    } catch {
      // Already gone.
    }
  }

  const rows = targets.map((target) => {
    const runs = samples.get(target.label);
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
      errors: errors.get(target.label),
      performance: med((r) => r.scores.performance),
      performanceRange: runs.length
        ? [Math.min(...runs.map((r) => r.scores.performance)), Math.max(...runs.map((r) => r.scores.performance))]
        : null,
      accessibility: med((r) => r.scores.accessibility),
      bestPractices: med((r) => r.scores['best-practices']),
      seo: med((r) => r.scores.seo),
      fcpMs: round(med((r) => r.metrics.fcp)),
      lcpMs: round(med((r) => r.metrics.lcp)),
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
  });

  const bare = rows.find((r) => r.route === 'bare page') ?? { performance: null, benchmarkIndex: null };
  const flags = unreachable.length ? [`not measured, not answering 200: ${unreachable.join(', ')}`] : [];
  for (const row of rows) {
    if (row.runs === 0) {
      flags.push(`${row.route}: no successful Lighthouse run (${row.errors.join('; ')})`);
      continue;
    }
    if (row === bare) continue;
    row.performanceVsBare = bare.performance == null ? null : row.performance - bare.performance;
    row.tbtVsBare = bare.tbtMs == null ? null : row.tbtMs - bare.tbtMs;
    row.lcpVsBare = bare.lcpMs == null ? null : row.lcpMs - bare.lcpMs;
    row.transferredVsBare = bare.transferredBytes == null ? null : row.transferredBytes - bare.transferredBytes;
    const misses = [
      row.performanceVsBare != null &&
        row.performanceVsBare < BOUNDS.performance &&
        `performance ${row.performance} vs ${bare.performance}`,
      row.tbtVsBare != null && row.tbtVsBare > BOUNDS.tbtMs && `TBT ${row.tbtMs} ms vs ${bare.tbtMs}`,
      row.lcpVsBare != null &&
        row.lcpVsBare > BOUNDS.lcpMs &&
        `LCP ${row.lcpMs} ms vs ${bare.lcpMs}${row.lcpElements.length ? ` on ${row.lcpElements.join(' / ')}` : ''}`,
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
    if (row.cls != null && row.cls > 0) flags.push(`${row.route}: CLS ${row.cls}`);
  }

  // Lighthouse 12.2 predates this Chromium: some trace-based gatherers fail; the scores do not use them.
  const erroredRuns = targets.flatMap((t) => samples.get(t.label).flatMap((r) => r.erroredAudits));
  const errored = [...new Set(erroredRuns.map((a) => a.id))];
  const signed = (v) => (v == null ? '–' : `${v > 0 ? '+' : ''}${v}`);
  return {
    runsPerRoute: ctx.runs,
    routes: rows,
    flags,
    notes: [
      `Lighthouse ${ctx.lighthouseVersion}, ${ctx.runs} run(s) per page, default mobile settings (simulated throttling), Chromium at ${ctx.chromePath}.`,
      `Bounds against the bare page of the same run: performance at most ${-BOUNDS.performance} points lower, TBT at most ${BOUNDS.tbtMs} ms and LCP at most ${BOUNDS.lcpMs} ms more, at most ${kB(BOUNDS.transferredBytes, 0)} kB more transferred (Lighthouse's total byte weight).`,
      `Median benchmarkIndex ${bare.benchmarkIndex ?? '–'} (Lighthouse's CPU score of this machine; lower means slower and noisier figures).`,
      ...(errored.length
        ? [
            `Audits that errored in this Chromium (none is scored): ${errored.join(', ')}; e.g. "${erroredRuns[0].message}".`,
          ]
        : []),
    ],
    tables: [
      {
        columns: [
          'route',
          'perf',
          'Δ bare',
          'perf range',
          'a11y',
          'best pr.',
          'SEO',
          'FCP ms',
          'LCP ms',
          'Δ bare',
          'TBT ms',
          'Δ bare',
          'kB',
          'Δ bare',
          'CLS',
          'bounds',
          'runs',
        ],
        rows: rows.map((r) => [
          r.route,
          r.performance,
          r === bare ? '–' : signed(r.performanceVsBare),
          r.performanceRange ? r.performanceRange.join('–') : '–',
          r.accessibility,
          r.bestPractices,
          r.seo,
          r.fcpMs,
          r.lcpMs,
          r === bare ? '–' : signed(r.lcpVsBare),
          r.tbtMs,
          r === bare ? '–' : signed(r.tbtVsBare),
          kB(r.transferredBytes),
          r === bare ? '–' : signed(kB(r.transferredVsBare)),
          r.cls,
          r === bare ? '–' : r.withinBounds ? 'inside' : 'outside',
          r.errors.length ? `${r.runs} (${r.errors.length} failed)` : r.runs,
        ]),
      },
    ],
  };
}
