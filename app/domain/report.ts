/**
 * "Relatório para o nutricionista" (issue 24): what the printable report and
 * its spreadsheet say, derived from the stored records. Pure: the route reads
 * storage, the screen lays this out, the browser prints it.
 */
import { buildWaistSeries, buildWeightSeries } from './chart';
import { blockOfDay, type BlockId, CHALLENGE_DAYS } from './challenge';
import { toCsv, textCell } from './csv';
import { addDays, isIsoDate, localIsoDate } from './dates';
import { formatDateBR, formatKg, formatOneDecimal, formatTimestampBR, showDecimal } from './format';
import { parseWaist, parseWeight } from './limits';
import { parseDecimal } from './numbers';
import { bmi, bmiCategory } from './profile';
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
}

export interface ReportDay {
  day: number;
  /** 'dd/mm/aaaa', or '' without a start date. */
  date: string;
  block: BlockId;
  done: boolean;
}

/** A diary row as the table and the spreadsheet show it: numbers with a comma, '' where nothing was typed. */
export interface ReportRow {
  date: string;
  weight: string;
  water: string;
  waist: string;
  feeling: string;
}

/** The columns of the diary, in the table and in the spreadsheet. */
export const DIARY_COLUMNS = ['Data', 'Peso (kg)', 'Água (L)', 'Cintura (cm)', 'Como se sentiu'] as const;

/** '80,5' from a stored '80.5'; what is not a number stays as it was typed, '' stays ''. */
const decimal = (stored: string | undefined) => showDecimal(stored ?? '');
const cm = (n: number) => `${formatOneDecimal(n)} cm`;

/** The diary, oldest first (how a nutritionist reads a fortnight). */
export function reportRows(diary: readonly DiaryEntry[]): ReportRow[] {
  return [...diary]
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
    .map((e) => ({
      date: formatDateBR(e.date),
      weight: decimal(e.weight),
      water: decimal(e.water),
      waist: decimal(e.waist),
      feeling: e.feeling ?? '',
    }));
}

/** The 15 days, each with its date (from the start date) and whether it was completed on the Jornada. */
export function reportDays(startDate: string, completedDays: readonly number[]): ReportDay[] {
  return Array.from({ length: CHALLENGE_DAYS }, (_, i) => {
    const day = i + 1;
    const date = isIsoDate(startDate) ? addDays(startDate, i) : null;
    return { day, date: date ? formatDateBR(date) : '', block: blockOfDay(day).id, done: completedDays.includes(day) };
  });
}

export function reportOf(records: ReportRecords, now: Date) {
  const { profile, diary, results } = records;
  const weightNow = currentWeight({ finalWeight: results.finalWeight, finalWeightOn: results.finalWeightOn, diary });
  const known = weightNow.source !== 'none' && parseWeight(profile.initialWeight) !== null;
  const bmiValue = bmi(parseWeight(profile.initialWeight) ?? 0, parseDecimal(profile.height) ?? 0);
  const startWaist = parseWaist(profile.initialWaist);
  const waist = waistSoFar(waistMeasurements({ initialWaist: profile.initialWaist, diary }));
  const days = reportDays(profile.startDate, records.completedDays);
  const lastPhotos = records.photoHistory.at(-1);
  return {
    madeAt: formatTimestampBR(now.toISOString()),
    profile: {
      name: profile.name,
      startDate: isIsoDate(profile.startDate) ? formatDateBR(profile.startDate) : '',
      initialWeight: formatKg(profile.initialWeight),
      height: parseDecimal(profile.height) === null ? '' : `${decimal(profile.height)} cm`,
      bmi: bmiValue === null ? '' : `${formatOneDecimal(bmiValue)} (${bmiCategory(bmiValue)})`,
      initialWaist: startWaist === null ? '' : cm(startWaist),
    },
    days,
    daysDone: days.filter((d) => d.done).length,
    weight: {
      current: weightNow.source === 'none' ? '' : formatKg(weightNow.weight),
      lost: known ? `${formatOneDecimal(Number(weightLost(profile.initialWeight, weightNow.weight)))} kg` : '',
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
    rows: reportRows(diary),
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
 * "Baixar planilha (CSV)": the diary, oldest first, in the report's columns,
 * every typed text kept as text (textCell).
 */
export function diaryCsv(diary: readonly DiaryEntry[]): string {
  const rows = reportRows(diary).map((r) => [r.date, r.weight, r.water, r.waist, r.feeling].map(textCell));
  return toCsv([[...DIARY_COLUMNS], ...rows]);
}

/** `m15-diario-AAAA-MM-DD.csv`, with the user's calendar date. */
export function diaryCsvFileName(now: Date): string {
  return `m15-diario-${localIsoDate(now)}.csv`;
}
