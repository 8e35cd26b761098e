import { spreadsheetRows, tableCsv } from '~/domain/report';
import type { BottleDay } from '~/domain/electrolytes';
import type { DiaryEntry } from '~/domain/stored';
import { SPREADSHEET_COLUMNS, spreadsheetCells } from '~/content/diary-table';

/**
 * The diary as the spreadsheet has it: the report's columns (with the
 * challenge day and phase by the start date) and the bottles of
 * electrolytes of each fasting day, one decimal on every measure, '' where
 * nothing is known (a blank cell, not a dash, for sums).
 */
/** What the spreadsheet is made of: the diary, the start date, the bottles of electrolytes ticked per day. */
export interface SpreadsheetRecords {
  diary: readonly DiaryEntry[];
  startDate: string;
  /** `m15-electrolytes`. */
  bottles: readonly BottleDay[];
}

export function diaryCsv({ diary, startDate, bottles }: SpreadsheetRecords): string {
  return tableCsv({
    columns: SPREADSHEET_COLUMNS,
    rows: spreadsheetRows(diary, startDate, bottles).map(spreadsheetCells),
  });
}
