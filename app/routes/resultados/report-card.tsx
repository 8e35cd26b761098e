import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@remix-run/react';
import { DiaryCsvButton } from '~/components/diary-csv-button';
import type { SpreadsheetRecords } from '~/components/diary-csv';

/** The way to the printable report for the nutritionist, with the diary's spreadsheet beside it (issue 24). */
export function ReportCard(spreadsheet: SpreadsheetRecords) {
  return (
    <Paper withBorder p="md" radius="lg" component="section" aria-labelledby="para-a-consulta">
      <Stack gap="sm">
        <Title order={2} size="h4" id="para-a-consulta">
          Para levar à consulta
        </Title>
        <Text size="sm">
          Seu perfil, os 15 dias, o diário, os jejuns, o peso e a cintura em uma página para imprimir ou compartilhar em
          PDF.
        </Text>
        {/* One under the other, as wide as the card: two secondary ways, neither above the other. */}
        <Stack gap="xs">
          <Button component={Link} to="/relatorio" variant="default" fullWidth>
            Relatório para o nutricionista
          </Button>
          <DiaryCsvButton {...spreadsheet} fullWidth />
        </Stack>
      </Stack>
    </Paper>
  );
}
