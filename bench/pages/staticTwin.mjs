/**
 * The static twin of bench/pages.mjs: a bare Node HTTP server that answers each path with the very bytes the site
 * served for it (read once from the JSON file named by argv[2], { path: html }), from memory. Prints its port.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const pages = new Map(
  Object.entries(JSON.parse(readFileSync(process.argv[2], 'utf8'))).map(([path, html]) => [path, Buffer.from(html)]),
);
const server = createServer((request, response) => {
  const body = pages.get((request.url ?? '/').split('?')[0]);
  if (!body) return void response.writeHead(404).end();
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length });
  response.end(body);
});
server.listen(0, '127.0.0.1', () => console.log(String(server.address().port)));
process.once('SIGTERM', () => server.close(() => process.exit(0)));
