// latest.json and latest.md: the run's results and their Markdown summary.
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { renderResult, table } from './markdown.mjs';

export function writeResults(resultsDir, results, markdown) {
  mkdirSync(resultsDir, { recursive: true });
  // Written beside and renamed, so an interrupted run never leaves half a file.
  for (const [name, text] of [
    ['latest.json', JSON.stringify(results, null, 2) + '\n'],
    ['latest.md', markdown],
  ]) {
    const file = path.join(resultsDir, name);
    writeFileSync(`${file}.tmp`, text);
    renameSync(`${file}.tmp`, file);
  }
}

export function renderMarkdown(results, formats) {
  const e = results.environment;
  const lines = [
    '# Benchmark results',
    '',
    `${results.generatedAt} · commit \`${(e.commit ?? 'unknown').slice(0, 7)}\`${e.dirty ? ' (uncommitted changes)' : ''} · ` +
      `Next.js ${e.next} · Node ${e.node} · ${e.cpus} × ${e.cpuModel} · load average at start ${e.loadAverageAtStart.join(' / ')} · ` +
      `${results.durationSeconds} s in total`,
    '',
    `Options: ${results.options.runs} Lighthouse run(s) per page; load benchmarks with ` +
      (results.options.duration || results.options.connections
        ? `${results.options.connections ?? 'default'} connections × ${results.options.duration ?? 'default'} s.`
        : 'their own defaults.'),
    '',
    '## Target misses',
    '',
    results.flags.length ? results.flags.map((f) => `- ${f}`).join('\n') : 'None.',
    '',
    table(
      ['benchmark', 'status', 'seconds', 'load average at its start'],
      Object.entries(results.benchmarks).map(([name, b]) => [
        name,
        b.status === 'error' ? `failed: ${b.error}` : b.status,
        b.durationSeconds ?? '–',
        b.loadAverage ?? '–',
      ]),
    ),
  ];
  for (const [name, b] of Object.entries(results.benchmarks)) {
    lines.push('', `## ${b.title ?? name}`, '');
    if (b.status === 'ok') {
      try {
        lines.push(renderResult(b.result, formats.get(name)));
      } catch (error) {
        lines.push(`Could not render the result (${error.message}); see latest.json.`);
      }
    } else if (b.status === 'error') lines.push(`Failed: ${b.error}`);
    else lines.push(`Skipped: ${b.reason}`);
  }
  return lines.join('\n') + '\n';
}
