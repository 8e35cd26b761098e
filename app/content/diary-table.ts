/**
 * The diary as a table: its columns and a row's cells, the same in
 * the report, its PDF and the spreadsheet of Resultados and the report.
 * Apart from report.ts so the spreadsheet's button does not carry the
 * report's texts to every screen.
 */
import type { BlockId } from '~/domain/challenge';
import type { ReportRow, SpreadsheetRow } from '~/domain/report';
import { BLOCK_TEXT } from './blocks';

/** Where nothing is known or typed. */
export const NONE = '—';

/** The phase of a day, as the Fases tabs name it ('Ceto I'…). */
export const phaseName = (block: BlockId) => BLOCK_TEXT[block].tab;

/** The diary's columns, in the report's table and in the spreadsheet. */
export const DIARY_COLUMNS = [
  'Data',
  'Dia',
  'Fase',
  'Peso (kg)',
  'Água (L)',
  'Cintura (cm)',
  'Como se sentiu',
] as const;
/** The column of the text the user typed. */
export const DIARY_TEXT_COLUMN = DIARY_COLUMNS.indexOf('Como se sentiu');

/** A diary row's cells in DIARY_COLUMNS' order; `missing` where nothing is known ('—' on the page, '' in the CSV). */
export function diaryCells(row: ReportRow, missing: string): string[] {
  return [
    row.date,
    row.day === null ? missing : String(row.day),
    row.block === null ? missing : phaseName(row.block),
    row.weight || missing,
    row.water || missing,
    row.waist || missing,
    row.feeling,
  ];
}

/**
 * The spreadsheet's columns: the diary's, with the bottles of electrolytes
 * of the day before the free text (the report shows them in a section of
 * their own, day by day).
 */
export const SPREADSHEET_COLUMNS = [
  ...DIARY_COLUMNS.slice(0, DIARY_TEXT_COLUMN),
  'Eletrólitos (garrafas)',
  'Como se sentiu',
];

/**
 * A spreadsheet row's cells in SPREADSHEET_COLUMNS' order, '' where nothing
 * is known: the bottles are a count on a fasting day (0 when not ticked) and
 * blank on the other days.
 */
export function spreadsheetCells(row: SpreadsheetRow): string[] {
  const cells = diaryCells(row, '');
  return [...cells.slice(0, DIARY_TEXT_COLUMN), row.bottles === null ? '' : String(row.bottles), row.feeling];
}
