// The Content-Security-Policy <meta> of build/client/index.html: it allows the
// inline scripts Remix's SPA build (and route-preload.mjs) wrote there by
// their SHA-256 hashes (no 'unsafe-inline', no 'unsafe-eval'). Run by
// post-build.mjs.
import { createHash } from 'node:crypto';

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
 * The video URL the app was built with: Vite's own reading of the environment
 * and the .env files, so the policy and the app cannot disagree.
 */
export async function builtVideoUrl() {
  const { loadEnv } = await import('vite');
  return loadEnv('production', process.cwd(), 'VITE_').VITE_TUTORIAL_VIDEO_URL;
}
