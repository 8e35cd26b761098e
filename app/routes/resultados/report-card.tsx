import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@remix-run/react';
import { DiaryCsvButton } from '~/components/diary-csv-button';
import type { SpreadsheetRecords } from '~/components/diary-csv';
import { REPORT_CARD_TEXT } from '~/content/results-screen';

/** The way to the printable report for the nutritionist, with the diary's spreadsheet beside it. */
export function ReportCard(spreadsheet: SpreadsheetRecords) {
  return (
    <Paper withBorder p="md" radius="lg" component="section" aria-labelledby="para-a-consulta">
      <Stack gap="sm">
        <Title order={2} size="h4" id="para-a-consulta">
          {REPORT_CARD_TEXT.title}
        </Title>
        <Text size="sm">{REPORT_CARD_TEXT.text}</Text>
        {/* One under the other, as wide as the card: two secondary ways, neither above the other. */}
        <Stack gap="xs">
          <Button component={Link} to="/relatorio" variant="default" fullWidth>
            {REPORT_CARD_TEXT.link}
          </Button>
          <DiaryCsvButton {...spreadsheet} fullWidth />
        </Stack>
      </Stack>
    </Paper>
  );
}
