// Minimal static server for the throughput comparison, run as its own process so it does not share an
// event loop with the load generator. Usage: node static-server.mjs <port> <route>=<html file> ...
// Each file is read once and served from memory with the headers a static host would send.
import { readFileSync } from 'node:fs';
import http from 'node:http';

const [port, ...mappings] = process.argv.slice(2);
const pages = new Map(
  mappings.map((mapping) => {
    const at = mapping.indexOf('=');
    return [mapping.slice(0, at), readFileSync(mapping.slice(at + 1))];
  }),
);

const server = http.createServer((req, res) => {
  const body = pages.get(req.url.split('?')[0]);
  if (!body) {
    res.writeHead(404, { 'content-type': 'text/plain' });
    res.end('not found');
    return;
  }
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length });
  res.end(body);
});

server.listen(Number(port), '127.0.0.1', () => console.log(`ready ${port}`));
