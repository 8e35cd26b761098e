// Code splitting: the chart code (recharts) is loaded by the screens that draw the chart and
// no other; the confetti by none until it fires. Matched by what the code
// says, not by file names, so any chunking passes or fails on its merits.
import { scaleState } from './data.mjs';
import { SCREENS } from './common.mjs';

const MARKERS = { chart: /recharts-wrapper|recharts-surface/, confetti: /confettiRadius/ };

export default {
  id: 'split',
  title: 'code splitting (chart, confetti)',
  browser: true,
  async run(ctx) {
    console.log(
      '  from: every script response while each screen is opened and scrolled through (no service worker), matched by recharts / js-confetti markers',
    );
    const chartScreens = SCREENS.filter((s) => s.chart).map((s) => s.path);
    // The chart's screens last, so no later screen gets its code from the cache unseen.
    const visits = [...SCREENS.filter((s) => !s.notFound && !s.chart), ...SCREENS.filter((s) => s.chart)];
    const context = await ctx.browser.newContext({ serviceWorkers: 'block' });
    try {
      // With a diary, so the chart's screen has a chart to draw.
      await context.addInitScript((state) => {
        for (const [k, v] of Object.entries(state)) localStorage.setItem(k, JSON.stringify(v));
      }, scaleState());
      const page = await context.newPage();
      const loadedBy = { chart: new Set(), confetti: new Set() };
      let current = '/';
      page.on('response', async (res) => {
        if (res.request().resourceType() !== 'script') return;
        const at = current;
        const body = await res.text().catch(() => '');
        for (const [tag, marker] of Object.entries(MARKERS)) if (marker.test(body)) loadedBy[tag].add(at);
      });
      for (const { path } of visits) {
        current = path;
        await page.goto(`${ctx.origin}${path}`, { waitUntil: 'networkidle' });
        // Scrolled through a screenful at a time, so code loaded when something scrolls into view is seen too.
        for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 600) {
          await page.evaluate((top) => window.scrollTo(0, top), y);
          await page.waitForTimeout(150);
        }
        await page.waitForLoadState('networkidle');
      }
      await page.waitForTimeout(300);
      const chart = [...loadedBy.chart];
      const confetti = [...loadedBy.confetti];
      const chartOk = chart.length === chartScreens.length && chart.every((p) => chartScreens.includes(p));
      const shown = (xs) => xs.join(', ') || '(none)';
      console.log(
        `  chart code loaded by: ${shown(chart)}  ${ctx.report.check(`chart code (recharts) loaded only by ${chartScreens.join(', ')}`, shown(chart), chartOk)}`,
      );
      console.log(
        `  confetti loaded on page load by: ${shown(confetti)}  ${ctx.report.check('confetti not loaded on page load', shown(confetti), confetti.length === 0)}`,
      );
    } finally {
      await context.close();
    }
  },
};
