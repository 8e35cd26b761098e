// "Compartilhar progresso" on /resultados for a finished user: from the tap to
// the image file in hand, with and without the two photos. Each tap is the
// first in a freshly opened screen, as a user makes it: the drawing's code is
// fetched, the photos are read from IndexedDB and decoded, the card drawn and
// encoded. 4× CPU from just before the tap (tap.mjs).
import { BUDGET, ms } from './common.mjs';
import { TAPS, tapLine, tapToFile } from './tap.mjs';

export default {
  id: 'card',
  title: 'progress card, tap to file (4× CPU)',
  browser: true,
  async run(ctx) {
    console.log(
      `  from: performance.now() in the page, from the click on 'Compartilhar progresso' to the File m15-progresso-… reaching URL.createObjectURL (the download) or navigator.share; a new tab on /resultados for each tap (finished user, photos 960×1280 JPEG with grain in IndexedDB), 4× CPU (CDP) set after the screen settled, no service worker; median of ${TAPS}`,
    );
    const target = { path: '/resultados', button: 'Compartilhar progresso', prefix: 'm15-progresso-' };
    for (const result of await tapToFile(ctx, target)) {
      const expected = result.withPhotos ? 'image/jpeg' : 'image/png';
      const wrong = result.runs.filter((r) => r.ms !== null && r.type !== expected);
      const failed = result.runs.some((r) => r.ms === null);
      const what = result.withPhotos ? 'with the two photos' : 'without photos';
      const verdict = ctx.report.check(
        `progress card ${what}, tap to file, 4× CPU ≤ 1 s`,
        `${ms(result.median)}${wrong.length ? ` (${wrong.length} not ${expected})` : ''}`,
        result.median !== null && result.median <= BUDGET.cardMs && wrong.length === 0 && !failed,
      );
      console.log(tapLine(result, { budget: `budget ${BUDGET.cardMs} ms`, verdict, wrong }));
    }
  },
};
