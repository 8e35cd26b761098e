import { Button } from '@mantine/core';
import { DIARY_CSV_BUTTON } from '~/content/transfer';
import { diaryCsvFileName } from '~/domain/report';
import { download } from '~/lib/share-or-download';
import { diaryCsv, type SpreadsheetRecords } from './diary-csv';

/**
 * "Baixar planilha do diário": the diary as a spreadsheet Excel in
 * Portuguese opens as it is, on Resultados and beside the report. Nothing
 * stored changes: the file is made from the screen's own data.
 */
export function DiaryCsvButton({ fullWidth = false, ...records }: SpreadsheetRecords & { fullWidth?: boolean }) {
  const save = () =>
    download(new Blob([diaryCsv(records)], { type: 'text/csv;charset=utf-8' }), diaryCsvFileName(new Date()));
  return (
    <Button variant="default" onClick={save} fullWidth={fullWidth}>
      {DIARY_CSV_BUTTON}
    </Button>
  );
}
