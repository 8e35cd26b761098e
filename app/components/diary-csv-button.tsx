import { Button } from '@mantine/core';
import { diaryCsvFileName } from '~/domain/report';
import type { DiaryEntry } from '~/domain/stored';
import { download } from '~/lib/share-or-download';
import { diaryCsv } from './diary-csv';

/**
 * "Baixar planilha (CSV)" (issue 24): the diary as a spreadsheet Excel in
 * Portuguese opens as it is, on Resultados and beside the report. Nothing
 * stored changes: the file is made from the screen's own data.
 */
export function DiaryCsvButton({
  diary,
  startDate,
  fullWidth = false,
}: {
  diary: readonly DiaryEntry[];
  startDate: string;
  fullWidth?: boolean;
}) {
  const save = () =>
    download(new Blob([diaryCsv(diary, startDate)], { type: 'text/csv;charset=utf-8' }), diaryCsvFileName(new Date()));
  return (
    <Button variant="default" onClick={save} fullWidth={fullWidth}>
      Baixar planilha (CSV)
    </Button>
  );
}
