#!/usr/bin/env node
// Runs after `remix vite:build` (`npm run build`) and finishes index.html:
// the route preload (route-preload.mjs), then the Content-Security-Policy
// that allows it and Remix's inline scripts by hash (csp.mjs); then updates
// index.html's revision in the service worker's precache list, so installed
// apps pick up the new file.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { builtVideoUrl, injectCsp, inlineScriptHashes } from './csp.mjs';
import { injectPreloads, readRouteManifest, routePreloads } from './route-preload.mjs';

const dir = path.resolve('build/client');
const indexFile = path.join(dir, 'index.html');
const withPreloads = injectPreloads(readFileSync(indexFile, 'utf8'), routePreloads(readRouteManifest(dir)));
const html = injectCsp(withPreloads, await builtVideoUrl());
writeFileSync(indexFile, html);
const swFile = path.join(dir, 'sw.js');
const sw = readFileSync(swFile, 'utf8');
const revision = createHash('md5').update(html).digest('hex');
const updated = sw.replace(/(url:"index\.html",revision:")[a-f0-9]+(")/, `$1${revision}$2`);
if (updated === sw) throw new Error('index.html is missing from the precache list of sw.js');
writeFileSync(swFile, updated);
console.log(
  `Route preloads and CSP written into index.html (${inlineScriptHashes(html).length} inline scripts allowed by hash)`,
);
