// "Compartilhar progresso" on /resultados for a finished user: from the tap to
// the image file in hand (the moment the app gives it to the download or the
// share sheet), with and without the two photos. Each tap is the first in a
// freshly opened screen, as a user makes it: the drawing's code is fetched,
// the photos are read from IndexedDB and decoded, the card drawn and
// encoded. 4× CPU from just before the tap.
import { tapShareProgress, watchProgressCardFile } from './page.mjs';
import { BUDGET, each, firstLine, kb, median, ms, PHONE, seed } from './common.mjs';

const TAPS = 5;

/** One tap in a new tab: { ms, name, type, size } or { ms: null, error }. */
async function tapOnce(ctx, context, withPhotos) {
  const page = await context.newPage();
  try {
    await page.addInitScript(watchProgressCardFile);
    await page.goto(`${ctx.origin}/resultados`);
    await page.getByRole('button', { name: 'Compartilhar progresso' }).waitFor({ timeout: 30_000 });
    if (withPhotos) await page.getByRole('checkbox', { name: 'Incluir as fotos de antes e depois' }).check();
    await page.waitForTimeout(1000);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    return await page.evaluate(tapShareProgress);
  } catch (e) {
    return { ms: null, error: firstLine(e) };
  } finally {
    await page.close();
  }
}

export default {
  id: 'card',
  title: 'progress card, tap to file (4× CPU)',
  browser: true,
  async run(ctx) {
    console.log(
      `  from: performance.now() in the page, from the click on 'Compartilhar progresso' to the File m15-progresso-… reaching URL.createObjectURL (the download) or navigator.share; a new tab on /resultados for each tap (finished user, photos 960×1280 JPEG with grain in IndexedDB), 4× CPU (CDP) set after the screen settled, no service worker; median of ${TAPS}`,
    );
    const finished = ctx.states.find((s) => s.id === 'finished');
    // Photos as the app stores them: the longest side downscaled to 1280 px, a few hundred KB each.
    const state = {
      ...finished,
      photos: finished.photos.map((p) => ({ ...p, width: 960, height: 1280, grain: true })),
    };
    const context = await ctx.browser.newContext({ ...PHONE, serviceWorkers: 'block', acceptDownloads: true });
    try {
      const sizes = await seed(ctx, context, state);
      console.log(`  photo Blobs stored: ${sizes.map(kb).join(', ')}`);
      for (const withPhotos of [false, true]) {
        const runs = [];
        for (let i = 0; i < TAPS; i++) runs.push(await tapOnce(ctx, context, withPhotos));
        const med = median(runs.map((r) => r.ms));
        const expected = withPhotos ? 'image/jpeg' : 'image/png';
        const wrong = runs.filter((r) => r.ms !== null && r.type !== expected);
        const errors = runs.filter((r) => r.ms === null);
        const file = runs.find((r) => r.ms !== null);
        const what = withPhotos ? 'with the two photos' : 'without photos';
        const verdict = ctx.report.check(
          `progress card ${what}, tap to file, 4× CPU ≤ 1 s`,
          `${ms(med)}${wrong.length ? ` (${wrong.length} not ${expected})` : ''}`,
          med !== null && med <= BUDGET.cardMs && wrong.length === 0 && errors.length === 0,
        );
        console.log(
          `  ${what.padEnd(22)} ${ms(med).padStart(7)}  ${each(runs.map((r) => r.ms))}  budget ${BUDGET.cardMs} ms  ${verdict}  file: ${file ? `${file.name}, ${file.type}, ${kb(file.size)}` : '—'}${wrong.length ? `  ✗ ${wrong.length} not ${expected}` : ''}${errors.length ? `  ✗ ${errors.map((r) => r.error).join('; ')}` : ''}`,
        );
      }
    } finally {
      await context.close();
    }
  },
};
