/**
 * nginx for tests, from the deployment's own deploy/nginx.conf: the upstream instances, the listen
 * port and every file path are swapped for the test's, and it runs in the foreground (`daemon off`)
 * so the test owns its process.
 */
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, isExecutable, spawnTracked, stopTracked, tcpOpen, waitUntil } from './process';

const NGINX = process.env.NGINX_BIN || '/usr/sbin/nginx';
const TEMPLATE = path.join(__dirname, '..', '..', 'deploy', 'nginx.conf');

export type NginxServer = { url: string; port: number; stop: () => Promise<void> };

export type NginxOptions = {
  /** host:port of each instance behind nginx. */
  upstreams: string[];
  /** The one-second page micro-cache (default on, as deployed). */
  microCache?: boolean;
};

/** Why nginx tests cannot run here, or null when they can. */
export function nginxUnavailable(): string | null {
  return isExecutable(NGINX) ? null : `nginx not found at ${NGINX} (apt-get install nginx)`;
}

function replaceOnce(text: string, pattern: RegExp, replacement: string, what: string): string {
  if (!pattern.test(text)) throw new Error(`deploy/nginx.conf changed: cannot find ${what}`);
  return text.replace(pattern, replacement);
}

/** The deployment config with the test's upstreams, port and folders. Exported for its unit test. */
function nginxConfigFor(template: string, dir: string, port: number, options: NginxOptions): string {
  let config = template;
  config = replaceOnce(config, /^worker_processes .*;$/m, `worker_processes 1;\ndaemon off;\npid ${dir}/nginx.pid;\nerror_log ${dir}/error.log warn;`, 'worker_processes');
  // Each test upstream keeps the parameters (max_fails, fail_timeout) of the deployment's servers.
  const parameters = /upstream site \{\n(?:\s*#.*\n)*\s*server \S+([^;\n]*);/.exec(config)?.[1] ?? '';
  config = replaceOnce(
    config,
    /(upstream site \{\n)(?:\s*#.*\n)*(?:\s*server .*;\n)+/,
    `$1${options.upstreams.map((upstream) => `    server ${upstream}${parameters};\n`).join('')}`,
    'the upstream servers',
  );
  config = replaceOnce(config, /listen 80;/, `listen 127.0.0.1:${port};`, 'listen 80');
  config = replaceOnce(config, /proxy_cache_path \/var\/cache\/nginx\/micro /, `proxy_cache_path ${dir}/micro `, 'proxy_cache_path');
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `  ${kind}_temp_path ${dir}/${kind}_temp;`)
    .join('\n');
  config = replaceOnce(config, /^http \{$/m, `http {\n${temp}`, 'http block');
  if (options.microCache === false) config = replaceOnce(config, /proxy_cache micro;/, 'proxy_cache off;', 'proxy_cache micro');
  return config;
}

export function startNginx(options: NginxOptions): Promise<NginxServer> {
  return startNginxWith((dir, port) => nginxConfigFor(readFileSync(TEMPLATE, 'utf8'), dir, port, options));
}

/**
 * nginx with the configuration `render` writes for its folder and port (which it must listen on,
 * in the foreground, logging into the folder). bench/cluster.mjs loads it (with jiti) for a static
 * file server.
 * @public
 */
export async function startNginxWith(render: (dir: string, port: number) => string): Promise<NginxServer> {
  const dir = mkdtempSync(path.join(tmpdir(), 'kairo-nginx-'));
  // Workers drop root privileges; they must still write their temporary and cache files here.
  chmodSync(dir, 0o755);
  for (const sub of ['micro', 'client_body_temp', 'proxy_temp', 'fastcgi_temp', 'uwsgi_temp', 'scgi_temp']) {
    mkdirSync(path.join(dir, sub));
    chmodSync(path.join(dir, sub), 0o777);
  }
  const port = await freePort();
  const configFile = path.join(dir, 'nginx.conf');
  writeFileSync(configFile, render(dir, port));
  const child = spawnTracked(NGINX, ['-p', dir, '-c', configFile, '-e', path.join(dir, 'error.log')]);
  const stop = async () => {
    await stopTracked(child);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitUntil('nginx', () => tcpOpen(port), { child });
  } catch (error) {
    let log = '';
    try {
      log = readFileSync(path.join(dir, 'error.log'), 'utf8');
    } catch {
      // No log written.
    }
    await stop();
    throw new Error(`${(error as Error).message}\n${log}`);
  }
  return { url: `http://127.0.0.1:${port}`, port, stop };
}
