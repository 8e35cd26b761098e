// Lighthouse mobile (default simulated throttling, storage reset each run) on
// the bare floor and M15's screens in one session: each round runs every page
// once, so the floor and M15 share the machine's ups and downs. A budget
// page's budgets hold in every round (its LCP over the floor's of the same
// round); the table's figures are the medians of the rounds.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS } from '../chromium.mjs';
import { BUDGET, lighthouseRounds, median, SCREENS } from './common.mjs';

const CATEGORIES = Object.keys(BUDGET.lighthouseScores);
const NAMES = {
  performance: 'performance',
  accessibility: 'accessibility',
  'best-practices': 'best practices',
  seo: 'SEO',
};

function lighthouseVersion() {
  try {
    return JSON.parse(readFileSync('node_modules/lighthouse/package.json', 'utf8')).version;
  } catch {
    return '12';
  }
}

const seconds = (x) => (x === null || Number.isNaN(x) ? '—' : `${(x / 1000).toFixed(2)} s`);

/** One run's scores (0-100, the categories it ran) and LCP. */
const roundOf = (lhr) => ({
  scores: Object.fromEntries(
    Object.keys(lhr.categories).map((c) => [c, Math.round((lhr.categories[c].score ?? 0) * 100)]),
  ),
  lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? null,
});

/** The figures of one page over its runs: median scores and metrics. */
function figures(runs) {
  const rounds = runs.map(roundOf);
  const metric = (id) => runs.map((r) => r.audits[id]?.numericValue ?? NaN);
  return {
    rounds,
    score: Object.fromEntries(
      CATEGORIES.map((c) => [c, runs[0].categories[c] ? median(rounds.map((r) => r.scores[c])) : null]),
    ),
    lcp: median(rounds.map((r) => r.lcp)),
    tbt: median(metric('total-blocking-time')),
    cls: median(metric('cumulative-layout-shift')),
  };
}

/** With BENCH_VERBOSE: the audits below 1 of the run with the median performance score. */
function printFailingAudits(runs) {
  const mid = [...runs].sort((a, b) => a.categories.performance.score - b.categories.performance.score)[
    Math.floor(runs.length / 2)
  ];
  for (const cat of CATEGORIES) {
    for (const ref of mid.categories[cat]?.auditRefs ?? []) {
      const a = mid.audits[ref.id];
      const shown = !['informative', 'notApplicable', 'manual'].includes(a.scoreDisplayMode);
      if (shown && a.score !== null && a.score < 1 && (ref.weight > 0 || cat === 'performance'))
        console.log(`      ${cat}: ${a.id} score ${a.score} ${a.displayValue ?? ''}`);
    }
  }
}

export default {
  id: 'lighthouse',
  title: 'Lighthouse mobile, M15 against the bare floor',
  browser: false,
  async run(ctx) {
    console.log(
      `  from: Lighthouse ${lighthouseVersion()} (mobile, default simulated throttling, storage reset each run) in ${path.basename(ctx.executablePath ?? 'chromium')}; ${ctx.lighthouseRuns} round(s), each running the bare floor and then every M15 page once; a budget holds in every round (LCP over the same round's floor); the columns are the medians of the rounds`,
    );
    const floor = await ctx.floor();
    const pages = [
      // The floor's LCP is all its budget needs: its other categories are not run.
      { label: 'bare floor', url: floor.url, categories: ['performance'], runs: [] },
      ...SCREENS.filter((s) => s.lighthouse).map((s) => ({
        label: s.path,
        url: `${ctx.origin}${s.path}`,
        categories: CATEGORIES,
        budget: s.lighthouse === 'budget',
        runs: [],
      })),
    ];
    const chrome = await chromeLauncher.launch({
      chromePath: ctx.executablePath,
      chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    });
    try {
      for (let i = 0; i < ctx.lighthouseRuns; i++) {
        for (const p of pages) {
          const { lhr } = await lighthouse(p.url, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: p.categories,
          });
          p.runs.push(lhr);
        }
      }
    } finally {
      await chrome.kill();
    }

    const floorRounds = figures(pages[0].runs).rounds;
    const floorLcps = floorRounds.map((r) => r.lcp);
    const floorLcp = median(floorLcps);
    const { lighthouseScores: min, lighthouseLcpVsFloor: maxRatio } = BUDGET;
    const sec = (x) => (x === null ? '—' : `${(x / 1000).toFixed(2)}s`);
    console.log(
      `  page          perf  a11y  best-p   seo    LCP      ×floor    TBT     CLS    each round: perf / LCP / × that round's floor`,
    );
    for (const p of pages) {
      const f = figures(p.runs);
      const ratio = floorLcp && f.lcp !== null ? f.lcp / floorLcp : null;
      const checked = lighthouseRounds(f.rounds, floorLcps, min, maxRatio);
      let verdict = p === pages[0] ? '(the floor)' : '(information)';
      if (p.budget) {
        const v = [
          ...CATEGORIES.map((c) =>
            ctx.report.check(
              `Lighthouse ${p.label} ${NAMES[c]} ${min[c] === 100 ? '=' : '≥'} ${min[c]}, every round`,
              checked.rounds.map((r) => r.scores[c] ?? '—').join(', '),
              checked.rounds.length > 0 && checked.rounds.every((r) => !r.low.includes(c)),
            ),
          ),
          ctx.report.check(
            `Lighthouse ${p.label} LCP ≤ ${maxRatio} × floor, every round`,
            checked.rounds.map((r) => (r.ratio === null ? '—' : r.ratio.toFixed(2))).join(', '),
            checked.rounds.length > 0 && checked.rounds.every((r) => r.lcpOk),
          ),
        ];
        verdict = v.every((x) => x === 'ok') ? 'ok' : 'OVER';
      }
      const every = checked.rounds
        .map(
          (r) =>
            `${r.scores.performance ?? '—'}/${sec(r.lcp)}${p === pages[0] ? '' : `/${r.ratio === null ? '—' : r.ratio.toFixed(2)}${p.budget && !r.ok ? '!' : ''}`}`,
        )
        .join(' ');
      const score = (c) => String(f.score[c] ?? '—');
      console.log(
        `  ${p.label.padEnd(12)}  ${score('performance').padStart(4)}  ${score('accessibility').padStart(4)}  ${score('best-practices').padStart(6)}  ${score('seo').padStart(4)}  ${seconds(f.lcp).padStart(7)}  ${(ratio === null ? '—' : ratio.toFixed(2)).padStart(6)}  ${f.tbt.toFixed(0).padStart(5)} ms  ${f.cls.toFixed(3)}  ${every}  ${verdict}`,
      );
      if (ctx.verbose && p.budget) printFailingAudits(p.runs);
    }
  },
};
