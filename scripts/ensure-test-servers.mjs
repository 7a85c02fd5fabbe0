// The servers the tests drive for real: Chromium for the e2e suites,
// Postgres and Redis for the cluster suites, nginx for the operations suite. Run before `npm test`
// (its `pretest`) and by .ci/run. Where one is missing on Debian or Ubuntu it is installed with
// apt-get, as root or through sudo, after saying what; elsewhere the script stops at once with the
// command to run. Finds the binaries where the test harness looks (CHROMIUM_PATH, PG_BIN,
// REDIS_SERVER_BIN, NGINX_BIN, else the Debian paths), so a machine it passes is one the suites run on.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const CHROMIUM_PATHS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

function executable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function onPath(name) {
  return (process.env.PATH ?? '').split(path.delimiter).some((dir) => dir && executable(path.join(dir, name)));
}

/** The binary the harness would start: the variable's path when set, else the Debian one or one on PATH. */
function serverBinary(variable, debianPath) {
  if (process.env[variable]) return executable(process.env[variable]);
  return executable(debianPath) || onPath(path.basename(debianPath));
}

function postgresInstalled() {
  if (process.env.PG_BIN) return executable(path.join(process.env.PG_BIN, 'initdb'));
  const root = '/usr/lib/postgresql';
  return existsSync(root) && readdirSync(root).some((version) => executable(path.join(root, version, 'bin', 'initdb')));
}

/** Debian-family distribution id (`debian`, `ubuntu`) or null. */
function debianFamily() {
  try {
    const release = readFileSync('/etc/os-release', 'utf8');
    const field = (name) => release.match(new RegExp(`^${name}="?([^"\\n]*)`, 'm'))?.[1]?.toLowerCase() ?? '';
    const ids = [field('ID'), ...field('ID_LIKE').split(' ')];
    if (ids.includes('ubuntu')) return 'ubuntu';
    if (ids.includes('debian')) return 'debian';
  } catch {
    // No os-release: not a Linux distribution apt-get serves.
  }
  return null;
}

const distribution = process.platform === 'linux' ? debianFamily() : null;

const servers = [
  {
    what: 'Chromium (e2e tests)',
    // Ubuntu ships Chromium under its older package name.
    apt: distribution === 'ubuntu' ? 'chromium-browser' : 'chromium',
    brew: '--cask chromium',
    present: () =>
      process.env.CHROMIUM_PATH ? executable(process.env.CHROMIUM_PATH) : CHROMIUM_PATHS.some(executable),
  },
  { what: 'Postgres (cluster tests)', apt: 'postgresql', brew: 'postgresql', present: postgresInstalled },
  {
    what: 'Redis (cluster tests)',
    apt: 'redis-server',
    brew: 'redis',
    present: () => serverBinary('REDIS_SERVER_BIN', '/usr/bin/redis-server'),
  },
  {
    what: 'nginx (operations tests)',
    apt: 'nginx',
    brew: 'nginx',
    present: () => serverBinary('NGINX_BIN', '/usr/sbin/nginx'),
  },
];

const missing = servers.filter((server) => !server.present());
if (missing.length === 0) process.exit(0);

const names = missing.map((server) => server.what).join(', ');
const aptPackages = missing.map((server) => server.apt);

if (!distribution || !onPath('apt-get')) {
  const command =
    process.platform === 'darwin'
      ? missing.map((server) => `brew install ${server.brew}`).join(' && ')
      : `sudo apt-get install -y ${aptPackages.join(' ')}   (or your system's packages, located with CHROMIUM_PATH, PG_BIN, REDIS_SERVER_BIN, NGINX_BIN)`;
  console.error(`The tests need ${names}, which this machine lacks. Install them with:\n  ${command}`);
  process.exit(1);
}

const root = process.getuid?.() === 0;
if (!root && !onPath('sudo')) {
  console.error(`The tests need ${names}. Install them as root with:\n  apt-get install -y ${aptPackages.join(' ')}`);
  process.exit(1);
}

const sudo = root ? [] : ['sudo'];
function apt(args) {
  // RUNLEVEL=1 keeps the packages' install scripts from starting the services: the tests start
  // their own servers on free ports.
  const command = [...sudo, 'env', 'DEBIAN_FRONTEND=noninteractive', 'RUNLEVEL=1', 'apt-get', ...args];
  return spawnSync(command[0], command.slice(1), { stdio: 'inherit' }).status === 0;
}

console.log(
  `The tests need ${names}. Installing ${aptPackages.join(', ')} with apt-get${root ? '' : ' through sudo'}…`,
);
if (!apt(['update', '-qq']) || !apt(['install', '-y', '-qq', ...aptPackages])) {
  console.error(`Installing failed. Run it yourself:\n  sudo apt-get install -y ${aptPackages.join(' ')}`);
  process.exit(1);
}
const stillMissing = missing.filter((server) => !server.present());
if (stillMissing.length > 0) {
  console.error(`Still missing after the install: ${stillMissing.map((server) => server.what).join(', ')}.`);
  process.exit(1);
}
console.log(`Installed ${aptPackages.join(', ')}.`);
