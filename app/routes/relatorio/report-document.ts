/**
 * The report in words: the figures of domain/report.ts and the
 * texts of content/report.ts, put together as the sections that the screen,
 * the printed page and the PDF lay out alike. A new section is one more
 * entry in `sections` below, made of the blocks of domain/report.ts.
 */
import { type BlockId, CHALLENGE_DAYS } from '~/domain/challenge';
import { seriesFacts, type WaistSeries, type WeightSeries } from '~/domain/chart';
import { DAILY_BOTTLES } from '~/domain/electrolytes';
import type { Report, ReportBlock, ReportDocument, ReportFact, ReportSection } from '~/domain/report';
import { DIARY_COLUMNS, DIARY_TEXT_COLUMN, diaryCells, NONE, phaseName } from '~/content/diary-table';
import { BMI_CATEGORY_TEXT } from '~/content/bmi';
import {
  CHECK_OUTCOME_TEXT,
  DAY_STATUS_TEXT,
  FAST_END_TEXT,
  protocolSummary,
  REPORT_TEXT,
  reportSummary,
} from '~/content/report';
import { CHART_SERIES, pointLabel, seriesSummary } from '~/content/chart';

const T = REPORT_TEXT;
const fact = (label: string, value: string): ReportFact => ({ label, value });
const chart = (title: string, series: WeightSeries | WaistSeries): ReportBlock => ({
  kind: 'chart',
  title,
  label: T.measures.chartLabel(title),
  series,
  summary: seriesSummary(seriesFacts(series)),
  words: {
    measure: CHART_SERIES[series.measure],
    trend: CHART_SERIES.trend,
    points: series.points.map((p) => pointLabel(p.label)),
  },
});

function profileSection({ profile }: Report): ReportSection {
  return {
    id: 'relatorio-perfil',
    title: T.profile.title,
    blocks: [
      {
        kind: 'facts',
        items: [
          fact(T.profile.name, profile.name),
          // Optional on Perfil: shown when given.
          ...(profile.age === null ? [] : [fact(T.profile.age, T.profile.years(profile.age))]),
          fact(T.profile.startDate, profile.startDate),
          fact(T.profile.initialWeight, profile.initialWeight),
          fact(T.profile.height, profile.height),
          fact(T.profile.bmi, profile.bmi ? `${profile.bmi.value} (${BMI_CATEGORY_TEXT[profile.bmi.category]})` : ''),
          ...(profile.initialWaist ? [fact(T.profile.initialWaist, profile.initialWaist)] : []),
        ],
      },
    ],
  };
}

function daysSection(report: Report): ReportSection {
  return {
    id: 'relatorio-dias',
    title: T.days.title,
    blocks: [
      { kind: 'text', text: T.days.done(report.daysDone, CHALLENGE_DAYS), testId: 'relatorio-dias-completados' },
      {
        kind: 'days',
        days: report.days.map((d) => ({
          day: T.days.day(d.day),
          date: d.date,
          phase: phaseName(d.block),
          status: DAY_STATUS_TEXT[d.status],
          done: d.status === 'done' || d.status === 'todayDone',
        })),
      },
    ],
  };
}

function protocolSection(): ReportSection {
  return {
    id: 'relatorio-protocolo',
    title: T.protocol.title,
    blocks: [{ kind: 'paragraphs', items: protocolSummary() }],
  };
}

function measuresSection({ profile, weight, waist, series }: Report): ReportSection {
  const M = T.measures;
  const charts: ReportBlock[] = [chart(M.weightChart, series.weight), chart(M.waistChart, series.waist)];
  return {
    id: 'relatorio-medidas',
    title: M.title,
    blocks: [
      {
        kind: 'facts',
        items: [
          fact(M.initialWeight, profile.initialWeight),
          fact(weight.soFar ? M.latestWeight : M.finalWeight, weight.current),
          fact(weight.soFar ? M.lostSoFar : M.lost, weight.lost),
          ...(waist
            ? [fact(M.firstWaist, waist.first), fact(M.latestWaist, waist.latest), fact(M.waistLost, waist.lost)]
            : []),
        ],
      },
      // A chart with nothing to plot is left out.
      ...charts.filter((c) => c.kind === 'chart' && c.series.points.length > 0),
    ],
  };
}

type Table = Extract<ReportBlock, { kind: 'table' }>;

/** A section that is one table, named `id` for the screen and its tests, with the sentences under it. */
function tableSection(
  id: string,
  title: string,
  table: Omit<Table, 'kind' | 'testId'>,
  notes: readonly string[] = [],
): ReportSection {
  return {
    id,
    title,
    blocks: [{ kind: 'table', ...table, testId: id }, ...notes.map((text) => ({ kind: 'text' as const, text }))],
  };
}

function diarySection({ rows }: Report): ReportSection {
  return tableSection('relatorio-diario', T.diary.title, {
    columns: DIARY_COLUMNS,
    rows: rows.map((r) => diaryCells(r, NONE)),
    textColumn: DIARY_TEXT_COLUMN,
    empty: T.diary.empty,
  });
}

const blockName = (block: BlockId | null) => (block === null ? NONE : phaseName(block));

function fastsSection({ fasts }: Report): ReportSection {
  const F = T.fasts;
  return tableSection(
    'relatorio-jejuns',
    F.title,
    {
      columns: F.columns,
      rows: fasts.map((f) => [blockName(f.block), f.start, f.end || NONE, f.hours, FAST_END_TEXT[f.ended]]),
      // How it ended is a sentence.
      textColumn: F.columns.length - 1,
      empty: F.empty,
    },
    [
      ...(fasts.some((f) => f.ended === 'running') ? [F.running] : []),
      ...(fasts.some((f) => f.ended === 'counted') ? [F.counted] : []),
    ],
  );
}

function checksSection({ checks }: Report): ReportSection {
  const C = T.checks;
  return tableSection(
    'relatorio-verificacoes',
    C.title,
    {
      columns: C.columns,
      rows: checks.map((c) => [phaseName(c.block), c.at || NONE, CHECK_OUTCOME_TEXT[c.outcome]]),
      // What the check said is a sentence.
      textColumn: C.columns.length - 1,
      empty: C.empty,
    },
    [C.note],
  );
}

function electrolytesSection({ bottles }: Report): ReportSection {
  const E = T.electrolytes;
  return tableSection('relatorio-eletrolitos', E.title, {
    columns: E.columns,
    rows: bottles.map((b) => [
      b.date,
      b.day === null ? NONE : String(b.day),
      blockName(b.block),
      // A day that has come with no bottle is a 0 the nutritionist can read; a day ahead is not yet anything;
      // the report's own day may still get its bottle.
      b.bottles > 0 || b.come
        ? b.today
          ? E.soFar(E.bottles(b.bottles, DAILY_BOTTLES))
          : E.bottles(b.bottles, DAILY_BOTTLES)
        : NONE,
    ]),
    empty: E.empty,
  });
}

function photosSection({ photos }: Report): ReportSection {
  return {
    id: 'relatorio-fotos',
    title: T.photos.title,
    blocks: [
      {
        kind: 'photos',
        before: { title: T.photos.before, ...photos.before },
        after: { title: T.photos.after, ...photos.after },
        noPhoto: T.photos.none,
        unreadable: T.photos.unreadable,
      },
    ],
  };
}

/** The whole report; the photos only when the user ticked them (`withPhotos`). */
export function reportDocument(report: Report, options: { withPhotos: boolean }): ReportDocument {
  const { day } = report.where;
  return {
    title: T.title,
    summary: reportSummary(
      report.where,
      day?.kind === 'during' ? phaseName(day.block) : '',
      report.madeAt,
      CHALLENGE_DAYS,
    ),
    subtitle: T.subtitle(report.madeAt),
    sections: [
      profileSection(report),
      daysSection(report),
      protocolSection(),
      measuresSection(report),
      diarySection(report),
      fastsSection(report),
      checksSection(report),
      electrolytesSection(report),
      ...(options.withPhotos ? [photosSection(report)] : []),
    ],
    footer: T.footer(report.madeAt),
    pageNumber: T.pageNumber,
  };
}
