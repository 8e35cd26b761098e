// What the first load of / downloads and how the build is cut into files, for
// information: bytes are not a budget (ARCHITECTURE.md), they matter through
// the times the other sections measure.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { firstLoadOfHome, gzipTotal, KB, kb } from './common.mjs';

export default {
  id: 'size',
  title: 'first-load CSS and JS of /, the chunks',
  browser: false,
  async run(ctx) {
    console.log(
      `  from: the route manifest in ${ctx.dir}/assets (entry, root, index route, their imports and CSS), each file gzipped (level 6) as serve.mjs sends it`,
    );
    const { js, css, jsBytes, cssBytes, indexId } = await firstLoadOfHome(ctx.dir);
    console.log(`  first load of / (routes root + ${indexId}): ${js.size} JS files, ${css.size} CSS files`);
    console.log(`  CSS  ${kb(cssBytes).padStart(10)}  (information)`);
    console.log(`  JS   ${kb(jsBytes).padStart(10)}  (information)`);

    const files = await fs.readdir(path.join(ctx.dir, 'assets'));
    const chunks = files.filter((f) => f.endsWith('.js'));
    const sizes = [];
    for (const f of chunks) {
      const raw = (await fs.stat(path.join(ctx.dir, 'assets', f))).size;
      sizes.push({ raw, gz: await gzipTotal([path.join('assets', f)], ctx.dir) });
    }
    const count = (pred) => sizes.filter(pred).length;
    console.log(
      `  JS chunks in ${ctx.dir}/assets: ${chunks.length}; under 1 KB: ${count((s) => s.gz < KB)} gzip / ${count((s) => s.raw < KB)} raw; under 20 KB: ${count((s) => s.gz < 20 * KB)} gzip / ${count((s) => s.raw < 20 * KB)} raw (information)`,
    );
    const cssFiles = files.filter((f) => f.endsWith('.css') && !f.startsWith('server-build'));
    console.log(`  CSS files in ${ctx.dir}/assets: ${cssFiles.length} (information)`);

    if (!ctx.browser) return;
    // Everything the first visit downloads once it has settled, deferred code included.
    const context = await ctx.browser.newContext({ serviceWorkers: 'block' });
    try {
      const page = await context.newPage();
      const finished = [];
      page.on('requestfinished', (req) => finished.push(req));
      await page.goto(`${ctx.origin}/`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(2500);
      let wire = 0;
      let scripts = 0;
      for (const req of finished) {
        if (req.resourceType() !== 'script') continue;
        scripts++;
        wire += (await req.sizes()).responseBodySize;
      }
      console.log(
        `  all JS the first visit to / downloads once settled: ${scripts} requests, ${kb(wire)} on the wire (information)`,
      );
    } finally {
      await context.close();
    }
  },
};
