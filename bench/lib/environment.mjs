// What the results record about the machine and the code they were measured on.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export function packageVersion(root, name) {
  try {
    return JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')).version;
  } catch {
    return null;
  }
}

function gitInfo(root) {
  const git = (...args) => spawnSync('git', args, { cwd: root, encoding: 'utf8' }).stdout?.trim() || null;
  return {
    commit: git('rev-parse', 'HEAD'),
    branch: git('rev-parse', '--abbrev-ref', 'HEAD'),
    dirty: Boolean(git('status', '--porcelain')),
  };
}

/**
 * The font Chromium draws Japanese with here. A phone has Noto Sans CJK; without it (Debian's
 * fonts-noto-cjk) every Chinese, Japanese and Korean character is looked up in each installed font
 * and drawn as a box, which costs those pages hundreds of milliseconds of layout no phone spends.
 */
export function cjkFont() {
  const result = spawnSync('fc-match', [':lang=ja', 'family'], { encoding: 'utf8' });
  const family = result.status === 0 ? result.stdout.trim() : '';
  return /cjk|gothic|hiragino|source han/i.test(family) ? family : null;
}

export function environmentOf(root, { chromePath, loadAverageAtStart }) {
  return {
    ...gitInfo(root),
    node: process.version,
    next: packageVersion(root, 'next'),
    react: packageVersion(root, 'react'),
    lighthouse: packageVersion(root, 'lighthouse'),
    autocannon: packageVersion(root, 'autocannon'),
    chromePath,
    cjkFont: cjkFont(),
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model?.trim() ?? 'unknown',
    loadAverageAtStart,
    platform: `${os.platform()} ${os.release()}`,
  };
}
