/**
 * The report in words (issue 31): the figures of domain/report.ts and the
 * texts of content/report.ts, put together as the sections that the screen,
 * the printed page and the PDF lay out alike. A new section is one more
 * entry in `sections` below, made of the blocks of domain/report.ts.
 */
import { CHALLENGE_DAYS } from '~/domain/challenge';
import type { Report, ReportBlock, ReportDocument, ReportFact, ReportSection } from '~/domain/report';
import { DIARY_COLUMNS, DIARY_TEXT_COLUMN, diaryCells, NONE, phaseName } from '~/content/diary-table';
import { BMI_CATEGORY_TEXT } from '~/content/bmi';
import { DAY_STATUS_TEXT, protocolSummary, REPORT_TEXT } from '~/content/report';

const T = REPORT_TEXT;
const fact = (label: string, value: string): ReportFact => ({ label, value });

function profileSection({ profile }: Report): ReportSection {
  return {
    id: 'relatorio-perfil',
    title: T.profile.title,
    blocks: [
      {
        kind: 'facts',
        items: [
          fact(T.profile.name, profile.name),
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
  const charts: ReportBlock[] = [
    { kind: 'chart', title: M.weightChart, label: M.chartLabel(M.weightChart), series: series.weight },
    { kind: 'chart', title: M.waistChart, label: M.chartLabel(M.waistChart), series: series.waist },
  ];
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

function diarySection({ rows }: Report): ReportSection {
  return {
    id: 'relatorio-diario',
    title: T.diary.title,
    blocks: [
      {
        kind: 'table',
        columns: DIARY_COLUMNS,
        rows: rows.map((r) => diaryCells(r, NONE)),
        textColumn: DIARY_TEXT_COLUMN,
        empty: T.diary.empty,
        testId: 'relatorio-diario',
      },
    ],
  };
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
  return {
    title: T.title,
    subtitle: T.subtitle(report.madeAt),
    sections: [
      profileSection(report),
      daysSection(report),
      protocolSection(),
      measuresSection(report),
      diarySection(report),
      ...(options.withPhotos ? [photosSection(report)] : []),
    ],
    footer: T.footer(report.madeAt),
    pageNumber: T.pageNumber,
  };
}
