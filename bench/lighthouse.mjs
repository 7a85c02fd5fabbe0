// Lighthouse (default mobile settings: simulated slow 4G and 4x CPU slowdown) on every public route,
// one article page and the bare Next.js page, in the same run. Rounds are interleaved (bare, route 1,
// route 2, … then again, each round rotated by one) so background noise spreads over all pages alike;
// each figure is the median of its runs. Each run is followed by one under applied (DevTools)
// throttling, the same mobile profile, for LCP: the simulated LCP of one build spreads over a second
// between runs, the applied one over tens of milliseconds (docs/benchmarks.md).
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { cjkFont } from './lib/environment.mjs';
import { BOUNDS, rowFlags, rowOf } from './lib/lighthouse-rows.mjs';
import { categories, summarise } from './lib/lighthouse-summary.mjs';
import { kB, round } from './lib/stats.mjs';

export const title = 'Lighthouse (mobile, median of runs)';
export const needs = ['site', 'bare'];
// About 15 s a run on an idle two-core machine, three times that under load.
export const timeoutSeconds = 3 * 3600;
// Screenshots change no score and cost seconds per run on two cores.
const skipAudits = ['screenshot-thumbnails', 'final-screenshot', 'full-page-screenshot'];

async function launchChrome(ctx) {
  return chromeLauncher.launch({ chromePath: ctx.chromePath, chromeFlags: ctx.chromeFlags, logLevel: 'silent' });
}

function killChrome(chrome) {
  try {
    chrome.kill();
  } catch {
    // Already gone.
  }
}

/**
 * The pages to measure. Lighthouse spends a minute retrying a page that answers an error: such pages
 * are reported, not run.
 */
async function reachableTargets(ctx) {
  const targets = [
    { label: 'bare page', url: ctx.bare.baseUrl + '/', bare: true },
    ...ctx.routes.measured.map((route) => ({ label: route, url: ctx.baseUrl + route })),
  ];
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
  return { targets, unreachable };
}

/** One report; `applied`: performance only, under DevTools throttling instead of the simulated kind. */
async function lighthouseReport(chrome, target, applied = false) {
  const result = await lighthouse(target.url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: applied ? ['performance'] : categories,
    skipAudits,
    ...(applied ? { throttlingMethod: 'devtools' } : {}),
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error('no report');
  return lhr;
}

/** Every round of runs over the targets: each page's summaries and the errors of its failed runs. */
async function runRounds(ctx, targets) {
  const samples = new Map(targets.map((t) => [t.label, []]));
  const appliedLcp = new Map(targets.map((t) => [t.label, []]));
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
          const lhr = await lighthouseReport(chrome, target);
          if (lhr.runtimeError) {
            errors.get(target.label).push(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
            ctx.log(`lighthouse ${pass}/${ctx.runs} ${target.label}: ${lhr.runtimeError.code}`);
            continue;
          }
          const summary = summarise(lhr);
          samples.get(target.label).push(summary);
          const lcp = (await lighthouseReport(chrome, target, true)).audits['largest-contentful-paint']?.numericValue;
          if (lcp != null) appliedLcp.get(target.label).push(lcp);
          const s = summary.scores;
          ctx.log(
            `lighthouse ${pass}/${ctx.runs} ${target.label}: perf ${s.performance} a11y ${s.accessibility} bp ${s['best-practices']} seo ${s.seo}, LCP applied ${lcp == null ? "–" : round(lcp)} ms (${round((Date.now() - started) / 1000, 1)} s)`,
          );
        } catch (error) {
          errors.get(target.label).push(error.message);
          ctx.log(`lighthouse ${pass}/${ctx.runs} ${target.label}: failed: ${error.message}`);
          // Lighthouse itself threw: a wedged browser would fail every later run, so start a fresh one.
          killChrome(chrome);
          chrome = await launchChrome(ctx);
          ctx.track?.(chrome.process);
        }
      }
    }
  } finally {
    killChrome(chrome);
  }
  return { samples, appliedLcp, errors };
}

function report(ctx, { rows, bare, flags, targets, samples }) {
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
      `Bounds against the bare page of the same run: performance at most ${-BOUNDS.performance} points lower, TBT at most ${BOUNDS.tbtMs} ms more and at most ${kB(BOUNDS.transferredBytes, 0)} kB more transferred (Lighthouse's total byte weight), on the simulated run; LCP at most ${BOUNDS.lcpMs} ms more under applied (DevTools) throttling, median of the applied runs. The simulated LCP is shown for reference.`,
      `Median benchmarkIndex ${bare.benchmarkIndex ?? '–'} (Lighthouse's CPU score of this machine; lower means slower and noisier figures).`,
      ...(cjkFont()
        ? []
        : [
            'No CJK font is installed (Debian: fonts-noto-cjk): the Chinese, Japanese and Korean pages were drawn with boxes, and their layout times are not a phone\'s.',
          ]),
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
          'LCP applied ms',
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
          r.lcpAppliedMs ?? '–',
          r === bare ? '–' : signed(r.lcpAppliedVsBare),
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

export async function run(ctx) {
  const { targets, unreachable } = await reachableTargets(ctx);
  const { samples, appliedLcp, errors } = await runRounds(ctx, targets);
  const rows = targets.map((target) =>
    rowOf(target, samples.get(target.label), errors.get(target.label), appliedLcp.get(target.label)),
  );
  const bare = rows.find((r) => r.route === 'bare page') ?? { performance: null, benchmarkIndex: null };
  const flags = rowFlags(rows, bare, unreachable);
  return report(ctx, { rows, bare, flags, targets, samples });
}
