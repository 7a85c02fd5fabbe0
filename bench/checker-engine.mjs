#!/usr/bin/env node
/**
 * Benchmark of the checker's scoring engine: the median time to analyse a 10,000-character press
 * release (target under 10 ms), measured in-process on the TypeScript source (loaded through Vite's
 * module runner, so no build step is needed).
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

/** Calibration releases, best first, joined and cut to exactly 10,000 characters. */
function tenThousandCharacterRelease(calibrationSet) {
  const texts = calibrationSet.map(({ slug }) =>
    readFileSync(path.join(root, 'test/fixtures/checker-calibration', `${slug}.txt`), 'utf8').trim(),
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

export async function run({ iterations = Number(process.env.BENCH_ITERATIONS ?? 300) } = {}) {
  const [{ analyzePressRelease }, { calibrationSet }] = await Promise.all([
    load('lib/pr-checker/engine.ts'),
    load('test/fixtures/checker-calibration/index.ts'),
  ]);
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
    meetsTarget: median < TARGET_MEDIAN_MS,
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
  if (!result.meetsTarget || !result.deterministic) process.exitCode = 1;
}
