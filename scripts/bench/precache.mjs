// The service worker's precache: everything an installed app keeps.
import { BUDGET, kb, precacheOf } from './common.mjs';

export default {
  id: 'precache',
  title: 'service-worker precache',
  browser: false,
  async run(ctx) {
    console.log(`  from: the precache list in ${ctx.dir}/sw.js, each file's size on disk (as Cache Storage keeps it)`);
    const { entries, urls, bytes } = await precacheOf(ctx.dir);
    const verdict = ctx.report.check('precache total ≤ 1.5 MB', kb(bytes), bytes <= BUDGET.precache);
    console.log(
      `  ${entries} entries, ${urls.length} distinct files (a URL listed twice is cached once), ${kb(bytes)}  budget ${kb(BUDGET.precache)}  ${verdict}`,
    );
  },
};
