// Layout shift of every screen for each user state at 6× CPU: a fresh load,
// from navigation to 3 s after main h1 is visible, then a slow scroll to the
// bottom and back (what loads when scrolled to must not move things either).
import { observeLayoutShifts, scrollThrough, takeLayoutShifts } from './page.mjs';
import { BUDGET, firstLine, kb, PHONE, restoreIfChanged, SCREENS, seed, throttledPage } from './common.mjs';

const CELL = 26;

/** One screen for one user: the shifts, summed by phase. */
async function measure(ctx, context, state, path) {
  const page = await throttledPage(context, 6);
  try {
    await page.addInitScript(observeLayoutShifts);
    await page.goto(`${ctx.origin}${path}`);
    await page.locator('main h1').first().waitFor({ state: 'visible', timeout: 30_000 });
    const h1At = await page.evaluate(() => performance.now());
    await page.waitForTimeout(3000);
    const scroll = await page.evaluate(scrollThrough, { stepMs: 120, settleMs: 1000 });
    const shifts = (await page.evaluate(takeLayoutShifts)) ?? [];
    const sum = (phase) => shifts.filter((s) => !phase || s.phase === phase).reduce((a, s) => a + s.value, 0);
    await restoreIfChanged(ctx, page, state, path);
    return {
      total: sum(),
      load: sum('load'),
      scroll: sum('scroll') + sum('after'),
      shifts,
      height: scroll.height,
      startHeight: scroll.startHeight,
      h1At,
    };
  } catch (e) {
    return { error: firstLine(e) };
  } finally {
    if (!page.isClosed()) await page.close();
  }
}

function printDetail({ path, state, cell }) {
  if (cell.error) {
    console.log(`\n  ${path} — ${state.label}: ${cell.error}`);
    return;
  }
  const height =
    cell.startHeight === cell.height
      ? `${cell.height} px tall`
      : `grew from ${cell.startHeight} to ${cell.height} px while scrolled through`;
  console.log(
    `\n  ${path} — ${state.label}: ${cell.total.toFixed(4)} (load ${cell.load.toFixed(4)}, scroll ${cell.scroll.toFixed(4)}; main h1 visible at ${Math.round(cell.h1At)} ms; page ${height})`,
  );
  for (const s of cell.shifts) {
    console.log(`    shift ${s.value.toFixed(4)} at ${Math.round(s.time)} ms (${s.phase}), moved:`);
    for (const src of s.sources) console.log(`      ${src.node}  [${src.from} → ${src.to}]`);
  }
}

export default {
  id: 'cls',
  title: 'layout shift, every screen × user state (6× CPU)',
  browser: true,
  async run(ctx) {
    console.log(
      "  from: buffered PerformanceObserver 'layout-shift' installed before any script (addInitScript), sum of the entries without hadRecentInput from navigation to 3 s after main h1 is visible, plus a slow scroll to the bottom and back; 6× CPU (CDP), no service worker",
    );
    const { states } = ctx;
    const table = new Map();
    const cellOf = (path, state) => table.get(`${path} ${state.id}`);
    const details = [];
    for (const state of states) {
      const context = await ctx.browser.newContext({ ...PHONE, serviceWorkers: 'block' });
      try {
        if (state.id !== 'new') {
          const sizes = await seed(ctx, context, state);
          if (sizes.length) console.log(`  ${state.label}: photo Blobs stored: ${sizes.map(kb).join(', ')}`);
        }
        for (const { path } of SCREENS) {
          const cell = await measure(ctx, context, state, path);
          table.set(`${path} ${state.id}`, cell);
          if (cell.error || cell.total > BUDGET.cls || (ctx.verbose && cell.shifts.length))
            details.push({ path, state, cell });
        }
      } finally {
        await context.close();
      }
    }

    console.log(
      `\n  ${'screen'.padEnd(24)}${states.map((s) => s.label.padEnd(CELL)).join('')}(sum of layout-shift values; ✗ over ${BUDGET.cls})`,
    );
    for (const { path } of SCREENS) {
      const cells = states.map((s) => {
        const c = cellOf(path, s);
        if (c.error) return 'error'.padEnd(CELL);
        const mark = c.total > BUDGET.cls ? '✗' : ' ';
        return `${c.total.toFixed(3)} ${mark}${c.scroll > 0 ? ` (scroll ${c.scroll.toFixed(3)})` : ''}`.padEnd(CELL);
      });
      console.log(`  ${path.padEnd(24)}${cells.join('')}`);
    }
    details.forEach(printDetail);
    for (const { path } of SCREENS) {
      const cells = states.map((s) => ({ s, c: cellOf(path, s) }));
      const errors = cells.filter(({ c }) => c.error);
      const worst = cells.filter(({ c }) => !c.error).sort((a, b) => b.c.total - a.c.total)[0];
      const over = cells.filter(({ c }) => !c.error && c.total > BUDGET.cls).length;
      const measured = errors.length
        ? `error (${errors.map(({ s }) => s.label).join(', ')})`
        : `${worst.c.total.toFixed(3)} (worst: ${worst.s.label}; ${over}/${cells.length} states over)`;
      ctx.report.check(
        `CLS ${path}, ${states.length} user states, 6× CPU ≤ ${BUDGET.cls}`,
        measured,
        errors.length === 0 && over === 0,
      );
    }
  },
};
