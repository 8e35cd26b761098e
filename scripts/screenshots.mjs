#!/usr/bin/env node
// `npm run screenshots`: every screen of the production build (the app's list,
// app/content/screens.js) at a 360 px phone and a 1280 × 800 desktop, for a
// user on day 5 of the challenge (a fasting day) with a diary, photos,
// histories, notes and ratings, written as PNGs to
// docs/screenshots/<screen id>-<width>.png, and each again in the dark scheme as
// <screen id>-<width>-dark.png (Início also on days 1, 4, 7, 8, 11, 16 and 17, at
// the check before the Jejum I, at a refusal to start the Jejum Final and for a new
// user; Resultados also with no photo and after day 15). Full pages, so a reviewer
// sees all of each screen; the clock and the random quotes are fixed, so the
// pictures only change when the app does.
//   SCREENSHOTS_SKIP_BUILD=1   reuse build/client
//   SCREENSHOTS_PORT=4176      port of the script's own server
//   SCREENSHOTS_ONLY=jornada,receitas   some screens only
// Needs a colour emoji font (Debian: fonts-noto-color-emoji): a phone has one, and without it every
// emoji in the pictures is an empty box. The script stops first and says so.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { SCREENS as APP_SCREENS } from '../app/content/screens.js';
import { PLAYWRIGHT_CHROMIUM_ARGS, ensureChromium } from './chromium.mjs';

const PORT = Number(process.env.SCREENSHOTS_PORT ?? 4176);
const ORIGIN = `http://localhost:${PORT}`;
const OUT = 'docs/screenshots';
/** 10:00 in São Paulo on day 5 of a challenge that started on 1 March. */
const NOW = new Date('2026-03-05T10:00:00-03:00');

const SCREENS = [
  ...APP_SCREENS.map((s) => [s.id, s.path]),
  // Início knows the day: the first day, the fasting days (the clock of Jejum I on day 4, the
  // Jejum Final on day 11), and after the last one (the way out of the fast first).
  ['inicio-dia-1', '/', new Date('2026-03-01T10:00:00-03:00')],
  ['inicio-dia-4', '/', new Date('2026-03-04T10:00:00-03:00')],
  ['inicio-dia-7', '/', new Date('2026-03-07T10:00:00-03:00')],
  ['inicio-dia-8', '/', new Date('2026-03-08T10:00:00-03:00')],
  ['inicio-dia-11', '/', new Date('2026-03-11T10:00:00-03:00')],
  ['inicio-dia-16', '/', new Date('2026-03-16T10:00:00-03:00')],
  ['inicio-dia-17', '/', new Date('2026-03-17T10:00:00-03:00')],
  // The check before a fast: day 4 with no check stored, so no fast either.
  [
    'inicio-verificacao-dia-4',
    '/',
    new Date('2026-03-04T10:00:00-03:00'),
    { extra: { 'm15-safety-checks': null, 'm15-fasting': null } },
  ],
  // A refusal: day 9, a 72 h fast that ended 14 h ago is in the record, so the next may not start yet.
  [
    'inicio-recusa-dia-9',
    '/',
    new Date('2026-03-09T10:00:00-03:00'),
    {
      extra: {
        'm15-fasting': null,
        'm15-fast-record': JSON.stringify([
          {
            startedAt: new Date('2026-03-05T20:00:00-03:00').toISOString(),
            plannedEndAt: new Date('2026-03-08T20:00:00-03:00').toISOString(),
            endedAt: new Date('2026-03-08T20:00:00-03:00').toISOString(),
          },
        ]),
      },
    },
  ],
  // Fases on a fasting day the check stopped (a "sim" on the eve): the hero says there is no fast for her.
  [
    'fases-sem-jejum',
    '/fases',
    NOW,
    {
      extra: {
        'm15-fasting': null,
        'm15-safety-checks': JSON.stringify({
          'jejum-1': {
            at: new Date('2026-03-03T19:00:00-03:00').toISOString(),
            outcome: 'stop',
            until: '2026-03-06',
          },
        }),
      },
    },
  ],
  // A new user, nothing stored: the specification's welcome.
  ['boas-vindas', '/', NOW, { fresh: true }],
  // Resultados without any photo (its empty slots), and after the last day (the closing card).
  ['resultados-sem-fotos', '/resultados', NOW, { photos: false }],
  ['resultados-dia-16', '/resultados', new Date('2026-03-16T10:00:00-03:00')],
  ['resultados-dia-16-sem-fotos', '/resultados', new Date('2026-03-16T10:00:00-03:00'), { photos: false }],
];
const WIDTHS = [
  { width: 360, viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true },
  { width: 1280, viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false },
];

/** Each screen in both schemes: the dark pictures carry the suffix "-dark". */
const SCHEMES = [
  { scheme: 'light', suffix: '' },
  { scheme: 'dark', suffix: '-dark' },
];

/** The README's pictures: what the first screen shows, no scrolling (light only). */
const README_SHOTS = { 'inicio-360': 'docs/screenshot.png', 'jornada-1280': 'docs/screenshot-desktop.png' };

requireColourEmojiFont();

const only = process.env.SCREENSHOTS_ONLY?.split(',');
const screens = only ? SCREENS.filter(([name]) => only.includes(name)) : SCREENS;

if (!process.env.SCREENSHOTS_SKIP_BUILD) {
  const r = spawnSync('npm', ['run', 'build', '--silent'], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const server = spawn(process.execPath, ['scripts/serve.mjs', '--port', String(PORT)], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
process.on('exit', () => server.kill('SIGTERM'));
await new Promise((resolve, reject) => {
  const timer = setTimeout(() => reject(new Error(`the server did not start on port ${PORT}`)), 15_000);
  server.stdout.on('data', (d) => {
    if (String(d).includes(`:${PORT}`)) {
      clearTimeout(timer);
      resolve();
    }
  });
  server.on('exit', () => reject(new Error(`the server stopped (is port ${PORT} in use? set SCREENSHOTS_PORT)`)));
});
server.stdout.resume();

// The browser itself in Brazilian Portuguese: the context's locale sets the page's language and
// Intl, but date and time fields draw their dd/mm/aaaa from the browser's own language, which
// needs Chromium's pt-BR locale file (Debian: the chromium-l10n package); without it they fall
// back to the American order.
const browser = await chromium.launch({
  executablePath: ensureChromium() ?? undefined,
  args: [...PLAYWRIGHT_CHROMIUM_ARGS, '--lang=pt-BR'],
  env: { ...process.env, LANG: 'pt_BR.UTF-8', LANGUAGE: 'pt_BR:pt' },
});
mkdirSync(OUT, { recursive: true });
try {
  const storage = await userStorage(browser);
  for (const [size, { scheme, suffix }] of WIDTHS.flatMap((w) => SCHEMES.map((c) => [w, c]))) {
    const context = await browser.newContext({
      viewport: size.viewport,
      isMobile: size.isMobile,
      hasTouch: size.hasTouch,
      deviceScaleFactor: 1,
      locale: 'pt-BR',
      timezoneId: 'America/Sao_Paulo',
      colorScheme: scheme,
      reducedMotion: 'reduce',
      serviceWorkers: 'block',
    });
    for (const [name, path, now = NOW, { fresh = false, photos = true, extra = {} } = {}] of screens) {
      const page = await context.newPage();
      // The pages of a context share one localStorage: a new user's starts empty.
      await page.addInitScript(
        (entries) => {
          if (entries === null) return localStorage.clear();
          // A key left out on this date (null) is removed: the pages of a context share one localStorage.
          for (const [k, v] of Object.entries(entries)) {
            if (v === null) localStorage.removeItem(k);
            else localStorage.setItem(k, v);
          }
        },
        fresh ? null : { ...storageOn(photos ? storage : withoutPhotos(storage), now), ...extra },
      );
      // The quote cards pick at random: the same sequence on every run, so a picture changes only with the app.
      await page.addInitScript(() => {
        let seed = 15;
        Math.random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
      });
      await page.clock.setFixedTime(now);
      await page.goto(`${ORIGIN}${path}`);
      await page.locator('main h1').first().waitFor();
      await showEverything(page);
      const file = `${OUT}/${name}-${size.width}${suffix}.png`;
      const readmeShot = suffix ? undefined : README_SHOTS[`${name}-${size.width}`];
      if (readmeShot) {
        await page.screenshot({ path: readmeShot });
        console.log(`  ${readmeShot}`);
      }
      // The whole page in one window as tall as the page: the bottom bar then sits at the end,
      // where it is when the user has scrolled down, not over the middle of the picture.
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      await page.setViewportSize({ width: size.viewport.width, height: Math.max(height, size.viewport.height) });
      await page.waitForTimeout(200);
      await page.screenshot({ path: file });
      await page.setViewportSize(size.viewport);
      console.log(`  ${file}`);
      await page.close();
    }
    await context.close();
  }
} finally {
  await browser.close();
  // The server would keep this script running.
  server.kill('SIGTERM');
}

/**
 * Stops with what to install when the machine has no colour emoji font: the
 * app's emoji (recipes, tips, toasts) would be drawn as empty boxes, and the
 * pictures would show an app no phone shows. Asks fontconfig, as Chromium
 * does on Linux; macOS and Windows always have one.
 */
function requireColourEmojiFont() {
  if (process.platform === 'darwin' || process.platform === 'win32') return;
  const fonts = spawnSync('fc-list', [':', 'family'], { encoding: 'utf8' });
  if (fonts.status === 0 && /color emoji|twemoji|joypixels/i.test(fonts.stdout)) return;
  const why =
    fonts.status === 0
      ? 'no colour emoji font is installed (fc-list lists none)'
      : 'fc-list (fontconfig) is not installed, so no colour emoji font can be found';
  console.error(
    `npm run screenshots: ${why}. Every emoji in the pictures would be an empty box, which no phone shows.\n` +
      'Install one and run again: on Debian or Ubuntu, `sudo apt-get install fonts-noto-color-emoji`' +
      ' (elsewhere, any font that `fc-list | grep -i "color emoji"` lists).',
  );
  process.exit(1);
}

/** Scrolls to the end and back, so parts that load near the screen (the chart, old photos) are drawn. */
async function showEverything(page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 600) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(60);
  }
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
  await page.waitForTimeout(300);
}

/** The same user, who never added a photo. */
function withoutPhotos(storage) {
  const results = JSON.parse(storage['m15-results']);
  return {
    ...storage,
    'm15-results': JSON.stringify({ ...results, beforePhoto: '', afterPhoto: '' }),
    'm15-photo-history': JSON.stringify([]),
  };
}

/**
 * What the same user had stored on an earlier or later date: no diary entry,
 * ticked day or final weight from after it, and a backup made that day.
 */
function storageOn(storage, now) {
  const iso = now.toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' });
  const day = Math.round((Date.parse(iso) - Date.parse('2026-03-01')) / 86_400_000) + 1;
  const diary = JSON.parse(storage['m15-diary']).filter((e) => e.date <= iso);
  const done = JSON.parse(storage['m15-completed-days']).filter((d) => d < day);
  const results = JSON.parse(storage['m15-results']);
  return {
    ...storage,
    // The final weight was written on day 5.
    'm15-results': JSON.stringify(day < 5 ? { ...results, finalWeight: '' } : results),
    'm15-diary': JSON.stringify(diary),
    'm15-completed-days': JSON.stringify(done),
    'm15-backup-meta': JSON.stringify({ lastBackupOn: iso, lastReminderOn: '' }),
    ...fastsUpTo(day),
  };
}

/**
 * Her fasts up to `day`: the check before each block said go on its eve (day 3, day 9) and each fast
 * began at her last meal that evening; Início closes a fast at the end of its block by itself.
 */
function fastsUpTo(day) {
  const at = (d, hhmm) => new Date(`2026-03-${String(d).padStart(2, '0')}T${hhmm}:00-03:00`).toISOString();
  const checks = {};
  if (day >= 3) checks['jejum-1'] = { at: at(3, '09:00'), outcome: 'go' };
  if (day >= 9) checks['jejum-final'] = { at: at(9, '09:00'), outcome: 'go' };
  const first = { block: 'jejum-1', startedAt: at(3, '20:00'), endedAt: at(6, '20:00'), plannedEndAt: at(6, '20:00') };
  const log = day >= 7 ? [{ ...first, outcome: 'goal' }] : [];
  const fast =
    day >= 10
      ? { startedAt: at(9, '20:00'), endedAt: '' }
      : day >= 4
        ? { startedAt: at(3, '20:00'), endedAt: '' }
        : null;
  return {
    'm15-safety-checks': day >= 3 ? JSON.stringify(checks) : null,
    'm15-fasting': fast ? JSON.stringify(fast) : null,
    'm15-fast-log': log.length ? JSON.stringify(log) : null,
  };
}

/** Everything a day-5 user has stored, as localStorage text; photos are drawn here and kept as data URLs. */
async function userStorage(browser) {
  const page = await browser.newPage();
  // Sample photos that read as photos (a blurred figure against a wall, with grain), marked as samples
  // in a corner: flat shapes would look like the placeholders the app no longer draws.
  const [before, after] = await page.evaluate(() =>
    [
      { wall: ['#d9cbb8', '#b9a58c'], shirt: '#c46a3c', width: 1.15 },
      { wall: ['#cfd8d6', '#a9b8b4'], shirt: '#2f6f66', width: 1 },
    ].map(({ wall, shirt, width }) => {
      const c = Object.assign(document.createElement('canvas'), { width: 600, height: 800 });
      const g = c.getContext('2d');
      const bg = g.createLinearGradient(0, 0, 600, 800);
      bg.addColorStop(0, wall[0]);
      bg.addColorStop(1, wall[1]);
      g.fillStyle = bg;
      g.fillRect(0, 0, 600, 800);
      g.fillStyle = 'rgba(0,0,0,0.12)';
      g.fillRect(0, 640, 600, 160);
      g.filter = 'blur(10px)';
      g.fillStyle = '#8a5a44';
      g.beginPath();
      g.ellipse(300, 190, 62, 78, 0, 0, Math.PI * 2);
      g.fill();
      g.fillStyle = shirt;
      g.beginPath();
      g.ellipse(300, 470, 150 * width, 230, 0, 0, Math.PI * 2);
      g.fill();
      g.fillStyle = '#3b3f4a';
      g.fillRect(300 - 105 * width, 560, 210 * width, 240);
      g.filter = 'none';
      const grain = g.getImageData(0, 0, 600, 800);
      for (let i = 0; i < grain.data.length; i += 4) {
        const n = ((i * 2654435761) % 23) - 11;
        grain.data[i] += n;
        grain.data[i + 1] += n;
        grain.data[i + 2] += n;
      }
      g.putImageData(grain, 0, 0);
      g.fillStyle = 'rgba(255,255,255,0.85)';
      g.font = '600 26px sans-serif';
      g.fillText('foto de exemplo', 24, 770);
      return c.toDataURL('image/jpeg', 0.85);
    }),
  );
  await page.close();
  const diary = [
    ['2026-03-05', '79.4', '2.5', 'Primeiro dia de jejum: mais fácil do que eu pensava.'],
    ['2026-03-04', '80', '3', ''],
    ['2026-03-03', '80.6', '2.5', 'Muita disposição à tarde.'],
    ['2026-03-02', '81.2', '2', ''],
    ['2026-03-01', '82', '2', 'Começando!'],
  ].map(([date, weight, water, feeling]) => ({ date, weight, water, ...(feeling ? { feeling } : {}) }));
  const values = {
    'm15-profile': { name: 'Ana', startDate: '2026-03-01', initialWeight: '82', height: '165', waterGoal: '2.9' },
    'm15-completed-days': [1, 2, 3, 4],
    'm15-diary': diary,
    'm15-results': { finalWeight: '79.4', beforePhoto: before, afterPhoto: after },
    'm15-photo-history': [
      {
        id: 1,
        date: '05/03/2026',
        beforePhoto: before,
        afterPhoto: after,
        weight: '79.4',
        startDate: '01/03/2026',
        initialWeight: '82',
      },
    ],
    'm15-protocol-history': [
      {
        id: 1,
        startDate: '2025-11-03',
        endDate: '18/11/2025',
        initialWeight: '85',
        finalWeight: '81.5',
        weightLoss: '3.5',
        message: 'Cada dia conta. Você provou que consegue!',
      },
    ],
    'm15-notes': [
      { id: 2, text: 'Comprar sal rosa e manteiga para a semana.', date: '2026-03-04T18:00:00.000Z' },
      { id: 1, text: 'Tomar os eletrólitos antes do treino.', date: '2026-03-03T12:00:00.000Z' },
    ],
    'm15-shopping': [
      { id: 1, text: 'Ovos', checked: true },
      { id: 2, text: 'Manteiga', checked: false },
      { id: 3, text: 'Picanha', checked: false },
      { id: 4, text: 'Sal rosa', checked: false },
    ],
    recipeRatings: { 101: 'amei', 103: 'amei', 1: 'engana' },
    // A backup made today: the weekly reminder would sit on every picture.
    'm15-backup-meta': { lastBackupOn: '2026-03-05', lastReminderOn: '' },
  };
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, JSON.stringify(v)]));
}
