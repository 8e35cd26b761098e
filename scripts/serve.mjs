#!/usr/bin/env node
// Serves build/client the way a static host does: files as they are, gzip
// when the browser accepts it, and index.html for any path that is not a file
// (the SPA fallback). Usage: node scripts/serve.mjs [--port 4173] [--dir build/client]
import { createReadStream, promises as fs } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const port = Number(opt('port', process.env.PORT ?? 4173));
const root = path.resolve(opt('dir', 'build/client'));

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json)|image\/svg)/;

async function resolveFile(urlPath) {
  let rel;
  try {
    rel = decodeURIComponent(urlPath.split('?')[0] ?? '/');
  } catch {
    return null;
  }
  const file = path.join(root, path.normalize(rel));
  if (!file.startsWith(root)) return null;
  try {
    const stat = await fs.stat(file);
    if (stat.isFile()) return file;
  } catch {
    // not a file
  }
  return null;
}

// Each file is compressed once per version and kept, as a static host or CDN does: the
// e2e suite asks for the same few files hundreds of times.
const gzipFile = promisify(zlib.gzip);
const gzipped = new Map();
async function gzipOf(file) {
  const stat = await fs.stat(file);
  const version = `${stat.mtimeMs}:${stat.size}`;
  let entry = gzipped.get(file);
  if (entry?.version !== version) {
    entry = { version, body: await gzipFile(await fs.readFile(file), { level: 6 }) };
    gzipped.set(file, entry);
  }
  return entry.body;
}

const server = http.createServer(async (req, res) => {
  const url = req.url ?? '/';
  let file = await resolveFile(url);
  let status = 200;
  if (!file) {
    // A missing asset is a real 404; any other path is a screen of the app.
    if (/\.[a-z0-9]+$/i.test(url.split('?')[0] ?? '') || url.startsWith('/assets/')) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Not found');
      return;
    }
    file = path.join(root, 'index.html');
  }
  const ext = path.extname(file);
  const type = TYPES[ext] ?? 'application/octet-stream';
  const headers = { 'content-type': type, vary: 'accept-encoding' };
  const base = path.basename(file);
  headers['cache-control'] = url.startsWith('/assets/')
    ? 'public, max-age=31536000, immutable'
    : base === 'sw.js' || ext === '.html'
      ? 'no-cache'
      : 'public, max-age=3600';
  const gzip = COMPRESSIBLE.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  if (gzip) {
    headers['content-encoding'] = 'gzip';
    let body;
    try {
      body = await gzipOf(file);
    } catch (err) {
      res.destroy(err);
      return;
    }
    headers['content-length'] = body.length;
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
    return;
  }
  res.writeHead(status, headers);
  if (req.method === 'HEAD') return res.end();
  pipeline(createReadStream(file), res, (err) => {
    if (err) res.destroy(err);
  });
});

server.listen(port, '127.0.0.1', () => {
  console.log(`M15 servido em http://localhost:${port} (pasta ${path.relative(process.cwd(), root) || '.'})`);
});

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
