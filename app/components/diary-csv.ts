import { reportRows, tableCsv } from '~/domain/report';
import type { DiaryEntry } from '~/domain/stored';
import { DIARY_COLUMNS, diaryCells } from '~/content/diary-table';

/**
 * The diary as the spreadsheet has it: the report's columns (with the
 * challenge day and phase by the start date, issue 31), one decimal on every
 * measure, '' where nothing is known (a blank cell, not a dash, for sums).
 */
export function diaryCsv(diary: readonly DiaryEntry[], startDate: string): string {
  return tableCsv({ columns: DIARY_COLUMNS, rows: reportRows(diary, startDate).map((r) => diaryCells(r, '')) });
}
