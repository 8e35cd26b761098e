// What the card and PDF sections share: a tap on a button in a freshly opened
// screen, timed from the click to the moment the app hands a file, named by
// its prefix, to the download (URL.createObjectURL) or the share sheet
// (navigator.share), 4× CPU from just before the tap.
import { each, firstLine, kb, median, ms, PHONE, seed } from './common.mjs';

export const TAPS = 5;

/** Init script (runs in the page): resolves window.__m15FileReady when a File named `prefix`… is handed over. */
function watchFile(prefix) {
  let resolve;
  window.__m15FileReady = new Promise((r) => (resolve = r));
  const seen = (file) => {
    if (file instanceof File && file.name.startsWith(prefix))
      resolve({ at: performance.now(), name: file.name, type: file.type, size: file.size });
  };
  const createObjectURL = URL.createObjectURL.bind(URL);
  URL.createObjectURL = (obj) => {
    seen(obj);
    return createObjectURL(obj);
  };
  if (navigator.share) {
    const share = navigator.share.bind(navigator);
    navigator.share = (data) => {
      for (const f of data?.files ?? []) seen(f);
      return share(data);
    };
  }
}

/** In the page: clicks the button named `label` and resolves with the milliseconds until the file exists. */
async function tapButton(label) {
  const button = [...document.querySelectorAll('main button')].find((b) => b.textContent.includes(label));
  if (!button) throw new Error(`no "${label}" button`);
  const start = performance.now();
  button.click();
  const file = await window.__m15FileReady;
  return { ms: file.at - start, name: file.name, type: file.type, size: file.size };
}

/** One tap in a new tab: { ms, name, type, size } or { ms: null, error }. */
async function tapOnce(ctx, context, { path, button, prefix }, withPhotos) {
  const page = await context.newPage();
  try {
    await page.addInitScript(watchFile, prefix);
    await page.goto(`${ctx.origin}${path}`);
    await page.getByRole('button', { name: button }).waitFor({ timeout: 30_000 });
    if (withPhotos) await page.getByRole('checkbox', { name: 'Incluir as fotos de antes e depois' }).check();
    await page.waitForTimeout(1000);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    return await page.evaluate(tapButton, button);
  } catch (e) {
    return { ms: null, error: firstLine(e) };
  } finally {
    await page.close();
  }
}

/**
 * A finished user with photos as the app stores them (the longest side
 * downscaled to 1280 px, a few hundred KB each), no service worker: TAPS taps
 * without the photos and TAPS with them. Returns, for each, the runs and
 * their median, and prints the stored photo sizes.
 */
export async function tapToFile(ctx, target) {
  const finished = ctx.states.find((s) => s.id === 'finished');
  const state = {
    ...finished,
    photos: finished.photos.map((p) => ({ ...p, width: 960, height: 1280, grain: true })),
  };
  const context = await ctx.browser.newContext({ ...PHONE, serviceWorkers: 'block', acceptDownloads: true });
  try {
    const sizes = await seed(ctx, context, state);
    console.log(`  photo Blobs stored: ${sizes.map(kb).join(', ')}`);
    const results = [];
    for (const withPhotos of [false, true]) {
      const runs = [];
      for (let i = 0; i < TAPS; i++) runs.push(await tapOnce(ctx, context, target, withPhotos));
      results.push({ withPhotos, runs, median: median(runs.map((r) => r.ms)) });
    }
    return results;
  } finally {
    await context.close();
  }
}

/** One line of figures: the median, each tap, the verdict and the file. */
export function tapLine({ withPhotos, runs, median: med }, { budget, verdict, wrong }) {
  const errors = runs.filter((r) => r.ms === null);
  const file = runs.find((r) => r.ms !== null);
  const what = withPhotos ? 'with the two photos' : 'without photos';
  return `  ${what.padEnd(22)} ${ms(med).padStart(7)}  ${each(runs.map((r) => r.ms))}  ${budget}  ${verdict}  file: ${file ? `${file.name}, ${file.type}, ${kb(file.size)}` : '—'}${wrong.length ? `  ✗ ${wrong.length} of the wrong type` : ''}${errors.length ? `  ✗ ${errors.map((r) => r.error).join('; ')}` : ''}`;
}
