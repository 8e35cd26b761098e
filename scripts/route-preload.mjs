// The route preload of build/client/index.html: index.html is the same file
// for every path, so this inline script starts the current screen's files at
// once. Run by post-build.mjs.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { PLACEHOLDER } from './csp.mjs';

/**
 * index.html is the same file for every path, so the browser only learns the
 * current screen's files after the app's entry has run: one more round trip
 * before anything shows. This inline script, first in <head>, starts fetching
 * the current path's route module, its imports and its CSS, from Remix's own
 * manifest. Unknown paths get the not-found screen's files ('*').
 */
export function routePreloads(manifest) {
  const byPath = {};
  for (const route of Object.values(manifest.routes)) {
    if (route.parentId !== 'root' || route.path?.includes(':')) continue;
    const key = route.index ? '/' : route.path === '*' ? '*' : `/${route.path}`;
    byPath[key] = { js: [route.module, ...(route.imports ?? [])], css: route.css ?? [] };
  }
  return byPath;
}

/**
 * Modules start with import() (the same module instances Remix imports a
 * moment later). Stylesheets start with fetch() only on a visit without a
 * service worker in control: there the HTTP cache hands them to the <link>
 * Remix adds. Under the worker (the installed app, every later visit) the
 * <link> asks the worker again whatever fetch() did (resource timing shows
 * each file twice), so the fetch() would only cost main-thread time before
 * the first frame (about 25 ms at 4× CPU in a trace of the installed start).
 * Nothing is added to the document, and the script removes itself: React
 * hydrates the whole document, and any element it did not render in <head>
 * would be a hydration mismatch.
 */
export function preloadScript(byPath) {
  return (
    `(function(){var m=${JSON.stringify(byPath)};var p=location.pathname.replace(/\\/+$/,'')||'/';` +
    `var e=m[p]||m['*']||{js:[],css:[]};` +
    `e.js.forEach(function(h){import(h).catch(function(){})});` +
    `var w=navigator.serviceWorker;if(!(w&&w.controller))e.css.forEach(function(h){fetch(h).catch(function(){})});` +
    `var s=document.currentScript;if(s)s.remove()})();`
  );
}

export function injectPreloads(html, byPath) {
  const at = html.indexOf(PLACEHOLDER);
  const end = html.indexOf('>', at) + 1;
  return `${html.slice(0, end)}<script>${preloadScript(byPath)}</script>${html.slice(end)}`;
}

export function readRouteManifest(dir) {
  const assets = path.join(dir, 'assets');
  const file = readdirSync(assets).find((f) => /^manifest-.*\.js$/.test(f));
  const sandbox = { window: {} };
  vm.runInNewContext(readFileSync(path.join(assets, file), 'utf8'), sandbox);
  return sandbox.window.__remixManifest;
}
