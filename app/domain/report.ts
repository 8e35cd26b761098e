/**
 * "Relatório para a consulta": what the printable report and
 * its spreadsheet say, derived from the stored records. Pure: the route reads
 * storage, the screen lays this out, the browser prints it.
 */
import { buildWaistSeries, buildWeightSeries, type WaistSeries, type WeightSeries } from './chart';
import {
  blockOfDay,
  type BlockId,
  CHALLENGE_DAYS,
  challengeDay,
  type ChallengeDay,
  dayOfDate,
  isAheadOfToday,
  isFastingDay,
} from './challenge';
import { toCsv, textCell } from './csv';
import { addDays, isIsoDate, localIsoDate } from './dates';
import { bottlesOn, type BottleDay } from './electrolytes';
import {
  formatDateBR,
  formatHeight,
  formatKg,
  formatMeasure,
  formatOneDecimal,
  formatTimestampBR,
  NBSP,
} from './format';
import { parseAge, parseWaist, parseWeight } from './limits';
import { parseDecimal } from './numbers';
import { HOUR_MS, isFastRunning, isIsoInstant } from './fasting';
import type { SafetyChecks } from './pre-fast-check';
import { bmi, bmiCategory } from './profile';
import { type FastRecords, reportBottles, reportChecks, reportFasts } from './report-fasts';
import { currentWeight, weightLost } from './results';
import type { DiaryEntry, PhotoRecord, Profile, Results } from './stored';
import { waistMeasurements, waistSoFar } from './waist';

/** What the report's loader reads from storage. */
export interface ReportRecords {
  profile: Profile;
  diary: readonly DiaryEntry[];
  completedDays: readonly number[];
  results: Results;
  photoHistory: readonly PhotoRecord[];
  /** The fasts as `loadFasts` gives them: settled at the report's time. */
  fasts: FastRecords;
  /** `m15-safety-checks`: when each block's check was done and what it said. */
  preFastChecks: SafetyChecks;
  /** `m15-electrolytes`: the bottles ticked, per day. */
  electrolytes: readonly BottleDay[];
}

/**
 * Where a day of the 15 stands: ticked on the Jornada ('done', or
 * 'todayDone' when it is today), today and not ticked yet, come and gone
 * without a tick ('notMarked'), not come yet ('ahead'), or 'unknown' without a
 * start date. A day that has not come is never a failure.
 */
export type DayStatus = 'done' | 'todayDone' | 'today' | 'notMarked' | 'ahead' | 'unknown';

export interface ReportDay {
  day: number;
  /** 'dd/mm/aaaa', or '' without a start date. */
  date: string;
  block: BlockId;
  status: DayStatus;
}

/**
 * A diary row as the table and the spreadsheet show it: its challenge day and
 * block by the start date (null outside days 1-15), every measure with one
 * decimal and a comma, '' where nothing was typed.
 */
export interface ReportRow {
  date: string;
  day: number | null;
  block: BlockId | null;
  weight: string;
  water: string;
  waist: string;
  feeling: string;
}

const cm = (n: number) => `${formatOneDecimal(n)}${NBSP}cm`;

const byDate = <T extends { date: string }>(a: T, b: T) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0);

function rowOf(e: DiaryEntry, startDate: string): ReportRow {
  const at = dayOfDate(startDate, e.date);
  return {
    date: formatDateBR(e.date),
    day: at?.day ?? null,
    block: at?.block ?? null,
    weight: formatMeasure(e.weight ?? ''),
    water: formatMeasure(e.water ?? ''),
    waist: formatMeasure(e.waist ?? ''),
    feeling: e.feeling ?? '',
  };
}

/** The diary, oldest first (how a nutritionist reads a fortnight). */
export function reportRows(diary: readonly DiaryEntry[], startDate: string): ReportRow[] {
  return [...diary].sort(byDate).map((e) => rowOf(e, startDate));
}

/**
 * A row of the spreadsheet: a diary row with the bottles of electrolytes of
 * its day; null on a day that is not a fasting day and has none on record.
 */
export interface SpreadsheetRow extends ReportRow {
  bottles: number | null;
}

/**
 * The spreadsheet's rows: one per day with a diary entry or a
 * bottle ticked, oldest first. A fasting day's bottles are a count (0 when
 * not ticked); another day's are null (blank), unless a bottle is on record
 * for it (the start date moved since).
 */
export function spreadsheetRows(
  diary: readonly DiaryEntry[],
  startDate: string,
  bottles: readonly BottleDay[],
): SpreadsheetRow[] {
  const dates = new Set(diary.map((e) => e.date));
  const bottleDays = bottles
    .filter((b) => b.bottles > 0 && !dates.has(b.date))
    .map((b): DiaryEntry => ({ date: b.date, weight: '', water: '' }));
  return [...diary, ...bottleDays].sort(byDate).map((e) => {
    const row = rowOf(e, startDate);
    const count = bottlesOn(bottles, e.date);
    const fasting = row.day !== null && isFastingDay(row.day);
    return { ...row, bottles: count > 0 || fasting ? count : null };
  });
}

/** The status of `day` (see DayStatus), with `today` the challenge day of the report's date. */
export function dayStatus(day: number, done: boolean, today: ChallengeDay | null): DayStatus {
  const isToday = today?.kind === 'during' && today.day === day;
  if (done) return isToday ? 'todayDone' : 'done';
  if (today === null) return 'unknown';
  if (isToday) return 'today';
  return isAheadOfToday(day, today) ? 'ahead' : 'notMarked';
}

/** The 15 days, each with its date (from the start date) and its status on `today` (yyyy-mm-dd). */
export function reportDays(startDate: string, completedDays: readonly number[], today: string): ReportDay[] {
  const status = challengeDay(startDate, today);
  return Array.from({ length: CHALLENGE_DAYS }, (_, i) => {
    const day = i + 1;
    const date = isIsoDate(startDate) ? addDays(startDate, i) : null;
    return {
      day,
      date: date ? formatDateBR(date) : '',
      block: blockOfDay(day).id,
      status: dayStatus(day, completedDays.includes(day), status),
    };
  });
}

/**
 * Where she stands when the report is made, for its summary line: the
 * challenge day (null without a start date) and, while a fast runs, its whole
 * hours so far.
 */
export interface ReportWhere {
  day: ChallengeDay | null;
  fastHours: number | null;
}

function whereOf(records: ReportRecords, now: Date): ReportWhere {
  const day = challengeDay(records.profile.startDate, localIsoDate(now));
  const { current } = records.fasts;
  const running = isFastRunning(current) && isIsoInstant(current.startedAt);
  const ms = running ? now.getTime() - Date.parse(current.startedAt) : NaN;
  return { day, fastHours: Number.isFinite(ms) && ms >= 0 ? Math.floor(ms / HOUR_MS) : null };
}

export function reportOf(records: ReportRecords, now: Date) {
  const { profile, diary, results } = records;
  const weightNow = currentWeight({ finalWeight: results.finalWeight, finalWeightOn: results.finalWeightOn, diary });
  const known = weightNow.source !== 'none' && parseWeight(profile.initialWeight) !== null;
  const bmiValue = bmi(parseWeight(profile.initialWeight) ?? 0, parseDecimal(profile.height) ?? 0);
  const startWaist = parseWaist(profile.initialWaist);
  const waist = waistSoFar(waistMeasurements({ initialWaist: profile.initialWaist, diary }));
  const days = reportDays(profile.startDate, records.completedDays, localIsoDate(now));
  const lastPhotos = records.photoHistory.at(-1);
  return {
    madeAt: formatTimestampBR(now.toISOString()),
    where: whereOf(records, now),
    profile: {
      name: profile.name,
      age: parseAge(profile.age),
      startDate: isIsoDate(profile.startDate) ? formatDateBR(profile.startDate) : '',
      initialWeight: formatKg(profile.initialWeight),
      height: parseDecimal(profile.height) === null ? '' : `${formatHeight(profile.height)}${NBSP}cm`,
      // The category as a code: the document shows it in content/bmi.ts's words.
      bmi: bmiValue === null ? null : { value: formatOneDecimal(bmiValue), category: bmiCategory(bmiValue) },
      initialWaist: startWaist === null ? '' : cm(startWaist),
    },
    days,
    daysDone: days.filter((d) => d.status === 'done' || d.status === 'todayDone').length,
    weight: {
      current: weightNow.source === 'none' ? '' : formatKg(weightNow.weight),
      lost: known ? `${formatOneDecimal(Number(weightLost(profile.initialWeight, weightNow.weight)))}${NBSP}kg` : '',
      /** The final weight is not saved yet: the figures are "até agora". */
      soFar: weightNow.source !== 'final',
    },
    waist: waist && { first: cm(waist.first), latest: cm(waist.latest), lost: cm(Number(waist.lost)) },
    series: {
      weight: buildWeightSeries({
        diary,
        initialWeight: profile.initialWeight,
        finalWeight: results.finalWeight,
        finalWeightOn: results.finalWeightOn,
      }),
      waist: buildWaistSeries({ diary, initialWaist: profile.initialWaist }),
    },
    rows: reportRows(diary, profile.startDate),
    fasts: reportFasts(records.fasts, { checks: records.preFastChecks, startDate: profile.startDate, now }),
    checks: reportChecks(records.preFastChecks, profile.startDate, localIsoDate(now)),
    bottles: reportBottles(records.electrolytes, profile.startDate, localIsoDate(now)),
    photos: {
      before: {
        photo: results.beforePhoto,
        date: isIsoDate(profile.startDate) ? formatDateBR(profile.startDate) : '',
        weight: formatKg(profile.initialWeight),
      },
      after: { photo: results.afterPhoto, date: lastPhotos?.date ?? '', weight: formatKg(results.finalWeight) },
    },
  };
}

export type Report = ReturnType<typeof reportOf>;

/**
 * "Baixar planilha do diário": a table of the report (the diary) as a spreadsheet,
 * every typed text kept as text (textCell).
 */
export function tableCsv(table: { columns: readonly string[]; rows: readonly (readonly string[])[] }): string {
  return toCsv([table.columns, ...table.rows].map((row) => row.map(textCell)));
}

/** `m15-diario-AAAA-MM-DD.csv`, with the user's calendar date. */
export function diaryCsvFileName(now: Date): string {
  return `m15-diario-${localIsoDate(now)}.csv`;
}

/** `m15-relatorio-AAAA-MM-DD.pdf`, with the user's calendar date. */
export function reportPdfFileName(now: Date): string {
  return `m15-relatorio-${localIsoDate(now)}.pdf`;
}

/*
 * The report as a document: the sections the screen, the printed
 * page and the PDF lay out, in the order they appear, already in words (the
 * route puts them together from this file's figures and app/content). A new
 * section is one more entry of the list, made of these blocks; the screen
 * and the PDF writer draw each kind of block the same way wherever it is.
 */

/** A label and its value ('' when unknown: shown as '—'). */
export interface ReportFact {
  label: string;
  value: string;
}

export type ReportBlock =
  /** Label and value pairs, side by side. */
  | { kind: 'facts'; items: readonly ReportFact[] }
  /** A sentence; `testId` lets the screen's tests find it. */
  | { kind: 'text'; text: string; testId?: string }
  /** Short paragraphs, each led by a title in bold. */
  | { kind: 'paragraphs'; items: readonly { title: string; text: string }[] }
  /** The 15 days: the day, its date, its phase and its status, in words. */
  | {
      kind: 'days';
      days: readonly { day: string; date: string; phase: string; status: string; done: boolean }[];
    }
  /** A measure's evolution: the chart on screen and in the PDF, its summary in words. */
  | {
      kind: 'chart';
      title: string;
      label: string;
      series: WeightSeries | WaistSeries;
      summary: string;
      /** The words the PDF draws: the legend's, and each point's label on the X axis (content/chart.ts). */
      words: { measure: string; trend: string; points: string[] };
    }
  /**
   * A table: `rows` hold the words of each cell ('—' where nothing is known);
   * `textColumn` is the column of running text, if any (the notes she typed,
   * or a sentence): it wraps, takes the width left on paper and a line of its
   * own on a phone. `empty` is said instead when there is no row.
   */
  | {
      kind: 'table';
      columns: readonly string[];
      rows: readonly (readonly string[])[];
      textColumn?: number;
      empty: string;
      testId?: string;
    }
  /**
   * The before and after photos with their captions; `noPhoto` is said where a
   * side has none, `unreadable` where its file cannot be read.
   */
  | { kind: 'photos'; before: ReportPhoto; after: ReportPhoto; noPhoto: string; unreadable: string };

/** One side of the photos: 'Antes' or 'Depois', the stored photo ('' for none), its date and weight. */
export interface ReportPhoto {
  title: string;
  photo: string;
  date: string;
  weight: string;
}

export interface ReportSection {
  /** The id of its heading (the screen labels the section by it). */
  id: string;
  title: string;
  blocks: readonly ReportBlock[];
}

export interface ReportDocument {
  title: string;
  /** Where she stands when it was made ('Dia 5 de 15 · Jejum I · 38 h de jejum'), and when; at the top. */
  summary: string;
  subtitle: string;
  sections: readonly ReportSection[];
  /** The closing lines; the last is the note that the app does not replace medical advice. */
  footer: readonly string[];
  /** The PDF's page numbers: '{n}' and '{total}' are replaced ('Página {n} de {total}'). */
  pageNumber: string;
}
