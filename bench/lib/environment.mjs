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

export function environmentOf(root, { chromePath, loadAverageAtStart }) {
  return {
    ...gitInfo(root),
    node: process.version,
    next: packageVersion(root, 'next'),
    react: packageVersion(root, 'react'),
    lighthouse: packageVersion(root, 'lighthouse'),
    autocannon: packageVersion(root, 'autocannon'),
    chromePath,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model?.trim() ?? 'unknown',
    loadAverageAtStart,
    platform: `${os.platform()} ${os.release()}`,
  };
}
