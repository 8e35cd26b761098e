// "Compartilhar relatório (PDF)" on /relatorio for a finished user (15 diary
// entries, both charts): from the tap to the PDF file in hand, without the
// photos (the budget) and with them (for information). Each tap is
// the first in a freshly opened screen, as a user makes it: the PDF's code
// (jsPDF) is fetched and run, the photos read and encoded when ticked, the
// PDF written. 4× CPU from just before the tap (tap.mjs).
import { ms } from './common.mjs';
import { TAPS, tapLine, tapToFile } from './tap.mjs';

/** Making the PDF with no photos on a mid-range phone (4× CPU) takes at most 2 s. */
const BUDGET_MS = 2000;

export default {
  id: 'pdf',
  title: 'report PDF, tap to file (4× CPU)',
  browser: true,
  async run(ctx) {
    console.log(
      `  from: performance.now() in the page, from the click on 'Compartilhar relatório (PDF)' to the File m15-relatorio-… reaching URL.createObjectURL (the download) or navigator.share; a new tab on /relatorio for each tap (finished user: 15 diary entries, photos 960×1280 JPEG with grain in IndexedDB), 4× CPU (CDP) set after the screen settled, no service worker; median of ${TAPS}`,
    );
    const target = { path: '/relatorio', button: 'Compartilhar relatório (PDF)', prefix: 'm15-relatorio-' };
    for (const result of await tapToFile(ctx, target)) {
      const wrong = result.runs.filter((r) => r.ms !== null && r.type !== 'application/pdf');
      const ok = result.median !== null && wrong.length === 0 && result.runs.every((r) => r.ms !== null);
      // The budget is for the PDF without photos; with them, the figure is for information.
      const verdict = result.withPhotos
        ? ok
          ? 'information'
          : ctx.report.check('report PDF with the two photos: made', 'failed', false)
        : ctx.report.check(
            'report PDF without photos, tap to file, 4× CPU ≤ 2 s',
            `${ms(result.median)}${wrong.length ? ` (${wrong.length} not a PDF)` : ''}`,
            ok && result.median <= BUDGET_MS,
          );
      console.log(
        tapLine(result, { budget: result.withPhotos ? 'no budget' : `budget ${BUDGET_MS} ms`, verdict, wrong }),
      );
    }
  },
};
