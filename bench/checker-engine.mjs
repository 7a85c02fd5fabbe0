#!/usr/bin/env node
/**
 * Benchmark of the checker's scoring engine: the median time to analyse a 10,000-character press
 * release (target under 10 ms), measured in-process on the TypeScript source (loaded through Vite's
 * module runner, so no build step is needed). The same is measured for a 10,000-character release
 * in each market language, scored by that language's rules and reported in the page's language
 * (docs/behaviour.md#scoring-by-language); for those the slowest run must also stay under 200 ms.
 *
 *   node bench/checker-engine.mjs         # BENCH_ITERATIONS (default 300) tunes the sample count
 *
 * `run()` returns a JSON-able result for bench/run.mjs.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { loadSource } from './lib/sources.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TARGET_CHARS = 10_000;
const TARGET_MEDIAN_MS = 10;
const WARM_UP_ITERATIONS = 50;

const load = (modulePath) => loadSource(root, modulePath);

const LANGUAGE_MAX_MS = 200;

/** Calibration releases, best first, joined and cut to exactly 10,000 characters. */
function tenThousandCharacterRelease(calibrationSet, folder = '') {
  const texts = calibrationSet.map(({ slug }) =>
    readFileSync(path.join(root, 'test/fixtures/checker-calibration', folder, `${slug}.txt`), 'utf8').trim(),
  );
  let text = '';
  for (let i = 0; text.length < TARGET_CHARS; i++) text += `${texts[i % texts.length]}\n\n`;
  return text.slice(0, TARGET_CHARS);
}

function percentile(sorted, p) {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index];
}

const round = (ms) => Number(ms.toFixed(3));

/** Median and slowest time of one language's 10,000-character release, reported in that language. */
function measureLanguage(analyzePressRelease, set, locale, iterations) {
  const release = tenThousandCharacterRelease(set, locale);
  for (let i = 0; i < WARM_UP_ITERATIONS; i++) analyzePressRelease(release, locale);
  const samples = [];
  for (let i = 0; i < iterations; i++) {
    const started = performance.now();
    analyzePressRelease(release, locale);
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  const median = percentile(samples, 50);
  const max = samples[samples.length - 1];
  return {
    locale,
    releaseChars: release.length,
    medianMs: round(median),
    maxMs: round(max),
    meetsTarget: median < TARGET_MEDIAN_MS && max < LANGUAGE_MAX_MS,
  };
}

export async function run({ iterations = Number(process.env.BENCH_ITERATIONS ?? 300) } = {}) {
  const [{ analyzePressRelease }, { calibrationSet }, { localizedCalibration }] = await Promise.all([
    load('lib/pr-checker/engine.ts'),
    load('test/fixtures/checker-calibration/index.ts'),
    load('test/fixtures/checker-calibration/localized.ts'),
  ]);
  const languages = Object.entries(localizedCalibration).map(([locale, set]) =>
    measureLanguage(analyzePressRelease, set, locale, Math.ceil(iterations / 3)),
  );
  const release = tenThousandCharacterRelease(calibrationSet);

  const first = analyzePressRelease(release);
  for (let i = 0; i < WARM_UP_ITERATIONS; i++) analyzePressRelease(release);

  const samples = [];
  let deterministic = true;
  for (let i = 0; i < iterations; i++) {
    const started = performance.now();
    const analysis = analyzePressRelease(release);
    samples.push(performance.now() - started);
    if (analysis.overall !== first.overall) deterministic = false;
  }
  samples.sort((a, b) => a - b);
  const median = percentile(samples, 50);

  return {
    name: 'checker-engine',
    subject: 'analyzePressRelease (lib/pr-checker/engine.ts)',
    releaseChars: release.length,
    iterations,
    medianMs: round(median),
    p95Ms: round(percentile(samples, 95)),
    minMs: round(samples[0]),
    maxMs: round(samples[samples.length - 1]),
    meanMs: round(samples.reduce((a, b) => a + b, 0) / samples.length),
    targetMedianMs: TARGET_MEDIAN_MS,
    meetsTarget: median < TARGET_MEDIAN_MS && languages.every((l) => l.meetsTarget),
    languages,
    languageMaxMs: LANGUAGE_MAX_MS,
    overallScore: first.overall,
    deterministic,
    node: process.version,
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const result = await run();
  console.log(JSON.stringify(result, null, 2));
  console.log(
    `\nChecker engine on ${result.releaseChars.toLocaleString('en-US')} characters: median ${result.medianMs} ms, ` +
      `p95 ${result.p95Ms} ms over ${result.iterations} runs (target < ${result.targetMedianMs} ms)` +
      (result.meetsTarget ? '' : ' — MISSED'),
  );
  for (const l of result.languages) {
    console.log(`  ${l.locale}: median ${l.medianMs} ms, slowest ${l.maxMs} ms (target < ${result.targetMedianMs} ms, slowest < ${result.languageMaxMs} ms)`);
  }
  if (!result.meetsTarget || !result.deterministic) process.exitCode = 1;
}
