// A provider (docs/behaviour.md#remote-provider-api) that misbehaves on purpose, for the resilience suite. Plain JavaScript
// because Playwright starts it as a webServer command, before any TypeScript loader runs, on Node 20.
//
//   node e2e/resilience/bad-provider.mjs <port>
//
// Every call under PROVIDER_PREFIX answers according to its mode:
//   fail        500 with PROVIDER_ERROR_TEXT (which must never reach a browser)
//   hang        never answers (the socket stays open until the server closes)
//   garbage     200 with a body that is not JSON; the stream sends junk frames, then ends
//   wrong-shape 200 with JSON of the wrong shape; the stream answers JSON instead of an event stream
// The mode is `defaultMode` unless `paths` names the call's path (after the prefix).
// GET /__control shows the state and the error text, PUT /__control {defaultMode?, paths?} replaces
// the state.
import { createServer } from 'node:http';

export const PROVIDER_PREFIX = '/api/provider';
export const PROVIDER_ERROR_TEXT = 'bad-provider internal failure: pg pool exhausted on db-7.internal';
export const MODES = ['fail', 'hang', 'garbage', 'wrong-shape'];

/** The build meets all three kinds of failure at once: services hang, case studies are garbage. */
export const BUILD_STATE = {
  defaultMode: 'fail',
  paths: { '/projects/services/nodes': 'hang', '/projects/case-studies/nodes': 'wrong-shape' },
};

const garbageText = `<html><body>502 upstream ${PROVIDER_ERROR_TEXT}</body></html>{"data":`;

function wrongShape(path) {
  if (path.endsWith('/nodes')) return { data: { payload: { nodes: 'none', detail: PROVIDER_ERROR_TEXT } } };
  // A conversation id that would walk the provider's paths if it were trusted.
  if (path.endsWith('/public-conversations'))
    return { data: { conversationId: '../../admin', note: PROVIDER_ERROR_TEXT } };
  return { unexpected: [PROVIDER_ERROR_TEXT] };
}

function isValidMode(mode) {
  return MODES.includes(mode);
}

export function startBadProvider(port, initial = BUILD_STATE) {
  let state = structuredClone(initial);
  const hanging = new Set();

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://bad-provider');
    if (url.pathname === '/__control') return control(req, res);
    if (!url.pathname.startsWith(PROVIDER_PREFIX)) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      return res.end('not a provider path');
    }
    // Drain the request body so the client is never blocked writing it.
    req.resume();
    const path = url.pathname.slice(PROVIDER_PREFIX.length);
    const mode = state.paths[path] ?? state.defaultMode;
    const isStream = req.method === 'GET' && path.endsWith('/stream');

    if (mode === 'hang') {
      hanging.add(res);
      res.on('close', () => hanging.delete(res));
      return;
    }
    if (mode === 'fail') {
      res.writeHead(500, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ error: PROVIDER_ERROR_TEXT }));
    }
    if (mode === 'garbage') {
      if (isStream) {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.write(`data: {not json ${PROVIDER_ERROR_TEXT}\n\n`);
        res.write(`data: ${JSON.stringify({ type: 'text-delta', delta: 42, id: PROVIDER_ERROR_TEXT })}\n\n`);
        res.write(`event: error\ndata: ${PROVIDER_ERROR_TEXT}\n\n`);
        res.write(Buffer.from([0xff, 0xfe, 0x00, 0x0a, 0x0a]));
        return res.end();
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(garbageText);
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(wrongShape(path)));
  });

  function control(req, res) {
    const reply = (status, body) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method === 'GET') return reply(200, { ...state, errorText: PROVIDER_ERROR_TEXT });
    if (req.method !== 'PUT') return reply(405, { error: 'GET or PUT' });
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      let next;
      try {
        next = JSON.parse(raw);
      } catch {
        return reply(400, { error: 'body is not JSON' });
      }
      const defaultMode = next.defaultMode ?? state.defaultMode;
      const paths = next.paths ?? {};
      if (!isValidMode(defaultMode) || !Object.values(paths).every(isValidMode)) {
        return reply(400, { error: `modes are ${MODES.join(', ')}` });
      }
      // Requests left hanging by the previous mode would otherwise pile up for the whole run.
      for (const res of hanging) res.destroy();
      state = { defaultMode, paths };
      reply(200, state);
    });
  }

  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      resolve({
        port: server.address().port,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.argv[2] ?? 0);
  const provider = await startBadProvider(port);
  console.log(`bad provider listening on http://127.0.0.1:${provider.port}${PROVIDER_PREFIX}`);
  const stop = () => provider.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
