import { Button, Stack, Text } from '@mantine/core';
import { SectionCard } from '~/components/section-card';
import { Link } from '@remix-run/react';
import { DiaryCsvButton } from '~/components/diary-csv-button';
import type { SpreadsheetRecords } from '~/components/diary-csv';
import { REPORT_CARD_TEXT } from '~/content/results-screen';

/** The way to the printable report for the nutritionist, with the diary's spreadsheet beside it. */
export function ReportCard(spreadsheet: SpreadsheetRecords) {
  return (
    <SectionCard id="para-a-consulta" title={REPORT_CARD_TEXT.title} gap="sm">
      <Text size="sm">{REPORT_CARD_TEXT.text}</Text>
      {/* One under the other, as wide as the card: two secondary ways, neither above the other. */}
      <Stack gap="xs">
        <ReportLink />
        <DiaryCsvButton {...spreadsheet} fullWidth />
      </Stack>
    </SectionCard>
  );
}

/**
 * The way to the report alone. After the last day it stands in the closing
 * card, under its advice to see the doctor before another fast; the report
 * itself offers the spreadsheet beside its PDF.
 */
export function ReportLink() {
  return (
    <Button component={Link} to="/relatorio" variant="default" fullWidth>
      {REPORT_CARD_TEXT.link}
    </Button>
  );
}
