import { Button, Group, Stack, Text } from '@mantine/core';
import { useLoaderData } from '@remix-run/react';
import { useMemo, useState } from 'react';
import { DiaryCsvButton } from '~/components/diary-csv-button';
import { HeroCard } from '~/components/hero-card';
import { IncludePhotos } from '~/components/include-photos';
import { PageHeader } from '~/components/page-header';
import { TextLink } from '~/components/text-link';
import { reportOf } from '~/domain/report';
import { REPORT_TEXT } from '~/content/report';
import { pageTitle } from '~/lib/meta';
import { getPhoto } from '~/storage/photos';
import { loadReportRecords } from '~/storage/report';
import { reportDocument } from './report-document';
import { ReportSheet } from './report-sheet';
import classes from './report.module.css';
import { ShareReport } from './share-report';

export const meta = () => pageTitle(REPORT_TEXT.title);

/**
 * "Relatório para a consulta": everything the user
 * recorded on one page, printed by the browser's own dialog or shared as a
 * PDF made on the phone, offline. Nothing here changes data: no action.
 */
export function clientLoader() {
  const now = new Date();
  const records = loadReportRecords(now);
  const { results } = records;
  return {
    report: reportOf(records, now),
    spreadsheet: { diary: records.diary, startDate: records.profile.startDate, bottles: records.electrolytes },
    hasPhotos: results.beforePhoto !== '' || results.afterPhoto !== '',
  };
}

export default function ReportScreen() {
  const { report, spreadsheet, hasPhotos } = useLoaderData<typeof clientLoader>();
  // Never ticked when the page opens: photos go on paper only when the user says so, each time.
  const [withPhotos, setWithPhotos] = useState(false);
  // One document for the page, the printed page and the PDF.
  const document = useMemo(
    () => reportDocument(report, { withPhotos: withPhotos && hasPhotos }),
    [report, withPhotos, hasPhotos],
  );
  return (
    <Stack gap="lg" className={classes.report} data-testid="relatorio">
      {/* With a summary, it says when the report was made: the header does not say it twice. */}
      <PageHeader title={document.title} subtitle={document.summary ? REPORT_TEXT.app : document.subtitle} />
      {/* The hero: who the report is for, where she stands and when; on paper, only the summary line. */}
      <HeroCard id="relatorio-para" eyebrow={REPORT_TEXT.heroEyebrow} className={classes.hero}>
        {document.summary ? (
          <Text fw={700} size="lg" mt={4} data-testid="relatorio-resumo">
            {document.summary}
          </Text>
        ) : null}
        {/* What the page offers on screen; none of it is printed. */}
        <Stack gap="sm" mt="sm" className={classes.screenOnly}>
          <Text>{REPORT_TEXT.intro}</Text>
          {hasPhotos ? (
            <IncludePhotos checked={withPhotos} onChange={setWithPhotos} note={REPORT_TEXT.withPhotosNote} />
          ) : null}
          <Group gap="sm">
            <ShareReport document={document} resolvePhoto={getPhoto} />
            <Button variant="default" onClick={() => window.print()}>
              {REPORT_TEXT.print}
            </Button>
            <DiaryCsvButton {...spreadsheet} />
          </Group>
          <TextLink to="/resultados" standalone>
            {REPORT_TEXT.back}
          </TextLink>
        </Stack>
      </HeroCard>
      <ReportSheet document={document} resolvePhoto={getPhoto} />
    </Stack>
  );
}
