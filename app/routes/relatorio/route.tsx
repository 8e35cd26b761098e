import { Button, Group, Stack, Text } from '@mantine/core';
import { useLoaderData } from '@remix-run/react';
import { useState } from 'react';
import { DiaryCsvButton } from '~/components/diary-csv-button';
import { IncludePhotos } from '~/components/include-photos';
import { PageHeader } from '~/components/page-header';
import { TextLink } from '~/components/text-link';
import { reportOf } from '~/domain/report';
import { pageTitle } from '~/lib/meta';
import { loadDiary } from '~/storage/diary';
import { loadPhotoHistory } from '~/storage/history';
import { loadCompletedDays } from '~/storage/completed-days';
import { getPhoto } from '~/storage/photos';
import { loadProfile } from '~/storage/profile';
import { loadResults } from '~/storage/results';
import { ReportSheet } from './report-sheet';
import classes from './report.module.css';

export const meta = () => pageTitle('Relatório para o nutricionista');

/**
 * "Relatório para o nutricionista" (issue 24): everything the user recorded on
 * one page, printed or saved as PDF by the browser's own dialog, offline.
 * Nothing here changes data: no action.
 */
export function clientLoader() {
  const diary = loadDiary();
  const results = loadResults();
  const records = {
    profile: loadProfile(),
    diary,
    completedDays: loadCompletedDays(),
    results,
    photoHistory: loadPhotoHistory(),
  };
  return {
    report: reportOf(records, new Date()),
    diary,
    hasPhotos: results.beforePhoto !== '' || results.afterPhoto !== '',
  };
}

export default function Screen() {
  const { report, diary, hasPhotos } = useLoaderData<typeof clientLoader>();
  // Never ticked when the page opens: photos go on paper only when the user says so, each time.
  const [withPhotos, setWithPhotos] = useState(false);
  return (
    <Stack gap="lg" className={classes.report} data-testid="relatorio">
      <PageHeader
        title="Relatório para o nutricionista"
        subtitle={`M15 · Ativação Metabólica em 15 Dias · Gerado em ${report.madeAt}`}
      />
      {/* What the page offers on screen; none of it is printed. */}
      <Stack gap="sm" className={classes.screenOnly}>
        <Text>Imprima ou salve em PDF para levar à consulta. Funciona sem internet.</Text>
        <Group gap="sm">
          <Button onClick={() => window.print()}>Imprimir ou salvar PDF</Button>
          <DiaryCsvButton diary={diary} />
        </Group>
        {hasPhotos ? (
          <IncludePhotos
            checked={withPhotos}
            onChange={setWithPhotos}
            note="As fotos só entram no relatório se você marcar."
          />
        ) : null}
        <TextLink to="/resultados" standalone>
          Voltar aos Resultados
        </TextLink>
      </Stack>
      <ReportSheet report={report} withPhotos={withPhotos && hasPhotos} resolvePhoto={getPhoto} />
    </Stack>
  );
}
