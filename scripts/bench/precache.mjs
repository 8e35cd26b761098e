// The service worker's precache: everything an installed app keeps, measured
// in what a phone downloads to install it (each file as the server sends it,
// gzip where it compresses), with the bytes Cache Storage keeps beside it.
import { BUDGET, kb, precacheOf, servedBytes } from './common.mjs';

export default {
  id: 'precache',
  title: 'service-worker precache',
  browser: false,
  async run(ctx) {
    console.log(
      `  from: the precache list in ${ctx.dir}/sw.js; each file fetched from ${ctx.origin} with Accept-Encoding: gzip (its body on the wire), and its size on disk (raw, as Cache Storage keeps it)`,
    );
    const { entries, urls, bytes } = await precacheOf(ctx.dir);
    const wire = await servedBytes(ctx.origin, urls);
    const verdict = ctx.report.check(
      `precache as downloaded (gzip) ≤ ${kb(BUDGET.precacheGzip)}`,
      `${kb(wire)} (raw ${kb(bytes)})`,
      wire <= BUDGET.precacheGzip,
    );
    console.log(
      `  ${entries} entries, ${urls.length} distinct files (a URL listed twice is cached once): ${kb(wire)} gzip as served, budget ${kb(BUDGET.precacheGzip)}  ${verdict}; raw ${kb(bytes)} (information)`,
    );
  },
};
