#!/usr/bin/env node
// Runs after `remix vite:build`: writes a Content-Security-Policy <meta> into
// build/client/index.html that allows the inline scripts Remix's SPA build
// wrote there by their SHA-256 hashes (no 'unsafe-inline', no 'unsafe-eval'),
// then updates index.html's revision in the service worker's precache list so
// installed apps pick up the new file.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';

/**
 * The frame-src source list: the tutorial video's origin, or 'none' when the
 * build has no video (VITE_TUTORIAL_VIDEO_URL unset), so no page of the app
 * can frame anything.
 */
export function frameSource(videoUrl) {
  const url = videoUrl?.trim();
  if (!url) return "'none'";
  const parsed = new URL(url);
  // A javascript: or data: URL has the origin "null": refuse it instead of writing a broken policy.
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
    throw new Error(`VITE_TUTORIAL_VIDEO_URL must be an http(s) URL, not ${parsed.protocol}`);
  return parsed.origin;
}

/** The hashes of every inline <script> (one with no src) in the document. */
export function inlineScriptHashes(html) {
  const hashes = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/.test(m[1])) continue;
    hashes.push(`'sha256-${createHash('sha256').update(m[2], 'utf8').digest('base64')}'`);
  }
  return [...new Set(hashes)];
}

export function buildPolicy(html, videoUrl) {
  return [
    "default-src 'self'",
    `script-src 'self' ${inlineScriptHashes(html).join(' ')}`,
    // Mantine writes its theme variables and component styles inline.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' blob: data:",
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src ${frameSource(videoUrl)}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "media-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/**
 * The root Layout renders `<meta http-equiv="Content-Security-Policy"
 * content="__M15_CSP__">` first in <head> (React hydrates the whole
 * document, so the tag must be React's own); this fills in the policy.
 */
export const PLACEHOLDER = 'content="__M15_CSP__"';

export function injectCsp(html, videoUrl) {
  const at = html.indexOf(PLACEHOLDER);
  if (at < 0) throw new Error('index.html has no CSP placeholder (already filled, or the Layout lost it)');
  if (html.indexOf('<script') < at) throw new Error('the CSP meta must come before every script');
  // (scripts after it, such as the route preloads, are allowed by their hashes)
  return html.replace(PLACEHOLDER, `content="${buildPolicy(html, videoUrl)}"`);
}

/**
 * The profile's localStorage key (KEYS.profile in app/storage/keys.ts, which
 * this plain Node script cannot import; csp.test.mjs fails if they differ).
 */
export const PROFILE_KEY = 'm15-profile';

/**
 * index.html is the same file for every path, so the browser only learns the
 * current screen's files after the app's entry has run: one more round trip
 * before anything shows. This inline script, first in <head>, starts fetching
 * the current path's route module, its imports and its CSS, from Remix's own
 * manifest. Unknown paths get the not-found screen's files ('*'). On '/', a
 * stored profile also starts "Hoje", which Início's loader imports for it.
 */
export function routePreloads(manifest, readModule = () => '') {
  const byPath = {};
  for (const route of Object.values(manifest.routes)) {
    if (route.parentId !== 'root' || route.path?.includes(':')) continue;
    const key = route.index ? '/' : route.path === '*' ? '*' : `/${route.path}`;
    byPath[key] = { js: [route.module, ...(route.imports ?? [])], css: route.css ?? [] };
    if (route.index) {
      // Início's loader imports "Hoje" when there is a profile (decision 007): start it too then.
      const later = lazyDeps(readModule(route.module), [...byPath[key].js, ...byPath[key].css]);
      if (later.js.length > 0) byPath[key].withProfile = later;
    }
  }
  return byPath;
}

/**
 * The files a built module loads with import() (Vite lists them in the
 * module's `__vite__mapDeps`), less those already listed.
 */
export function lazyDeps(code, already = []) {
  const list = /__vite__mapDeps=.*?m\.f=(\[[^\]]*\])/.exec(code)?.[1];
  if (!list) return { js: [], css: [] };
  const files = JSON.parse(list)
    .map((f) => `/${f}`)
    .filter((f) => !already.includes(f));
  return { js: files.filter((f) => f.endsWith('.js')), css: files.filter((f) => f.endsWith('.css')) };
}

/**
 * Modules start with import() (the same module instances Remix imports a
 * moment later) and stylesheets with fetch() (the HTTP cache hands them to the
 * <link> Remix adds). Nothing is added to the document, and the script removes
 * itself: React hydrates the whole document, and any element it did not render
 * in <head> would be a hydration mismatch.
 */
export function preloadScript(byPath) {
  return (
    `(function(){var m=${JSON.stringify(byPath)};var p=location.pathname.replace(/\\/+$/,'')||'/';` +
    `var e=m[p]||m['*']||{js:[],css:[]};` +
    `function l(e){e.js.forEach(function(h){import(h).catch(function(){})});` +
    `e.css.forEach(function(h){fetch(h).catch(function(){})})}l(e);` +
    `try{if(e.withProfile&&localStorage.getItem(${JSON.stringify(PROFILE_KEY)}))l(e.withProfile)}catch(x){}` +
    `var s=document.currentScript;if(s)s.remove()})();`
  );
}

export function injectPreloads(html, byPath) {
  const at = html.indexOf(PLACEHOLDER);
  const end = html.indexOf('>', at) + 1;
  return `${html.slice(0, end)}<script>${preloadScript(byPath)}</script>${html.slice(end)}`;
}

function readRouteManifest(dir) {
  const assets = path.join(dir, 'assets');
  const file = readdirSync(assets).find((f) => /^manifest-.*\.js$/.test(f));
  const sandbox = { window: {} };
  vm.runInNewContext(readFileSync(path.join(assets, file), 'utf8'), sandbox);
  return sandbox.window.__remixManifest;
}

/**
 * The video URL the app was built with: Vite's own reading of the environment
 * and the .env files, so the policy and the app cannot disagree.
 */
async function builtVideoUrl() {
  const { loadEnv } = await import('vite');
  return loadEnv('production', process.cwd(), 'VITE_').VITE_TUTORIAL_VIDEO_URL;
}

async function main() {
  const dir = path.resolve('build/client');
  const indexFile = path.join(dir, 'index.html');
  const readModule = (href) => readFileSync(path.join(dir, href), 'utf8');
  const withPreloads = injectPreloads(
    readFileSync(indexFile, 'utf8'),
    routePreloads(readRouteManifest(dir), readModule),
  );
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
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
