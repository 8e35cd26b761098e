import { Stack, Text, Title } from '@mantine/core';
import { SectionCard } from '~/components/section-card';
import { MeasureFigure } from '~/components/measure-figure';
import { PhotoComparison } from '~/components/photo-comparison';
import type { PhotoResolver } from '~/domain/photo-ref';
import type { ReportBlock, ReportDocument, ReportFact, ReportSection } from '~/domain/report';
import { NONE } from '~/content/diary-table';
import classes from './report.module.css';

/** Label and value pairs, as a definition list that prints in two columns. */
function Facts({ items }: { items: readonly ReportFact[] }) {
  return (
    <dl className={classes.facts}>
      {items.map(({ label, value }) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value || NONE}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A table of the report. Explicit roles: a phone shows each row as a block
 * (report.module.css), and a table whose display changes keeps its semantics
 * only through them. The first column and the free text take a whole line
 * there; the other cells carry their column's name for the eye.
 */
function Table({ block }: { block: Extract<ReportBlock, { kind: 'table' }> }) {
  if (block.rows.length === 0) return <Text c="dimmed">{block.empty}</Text>;
  return (
    <table role="table" className={classes.table} data-testid={block.testId}>
      <thead role="rowgroup">
        <tr role="row">
          {block.columns.map((c) => (
            <th key={c} role="columnheader" scope="col">
              {c}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup">
        {block.rows.map((row, i) => (
          <tr key={i} role="row">
            {row.map((cell, c) => {
              const text = c === block.textColumn;
              return (
                <td
                  key={c}
                  role="cell"
                  className={text ? classes.feeling : undefined}
                  data-label={c === 0 || text ? undefined : block.columns[c]}
                >
                  {cell}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Block({ block, resolvePhoto }: { block: ReportBlock; resolvePhoto: PhotoResolver }) {
  switch (block.kind) {
    case 'facts':
      return <Facts items={block.items} />;
    case 'text':
      return <Text data-testid={block.testId}>{block.text}</Text>;
    case 'paragraphs':
      return (
        <Stack gap="xs">
          {block.items.map((p) => (
            <Text key={p.title} size="sm">
              <strong>{p.title}:</strong> {p.text}
            </Text>
          ))}
        </Stack>
      );
    case 'days':
      return (
        <ol className={classes.days}>
          {block.days.map((d) => (
            <li key={d.day} data-done={d.done || undefined}>
              <strong>{d.day}</strong>
              {d.date ? <span>{d.date}</span> : null}
              <span>{d.phase}</span>
              <span>{d.status}</span>
            </li>
          ))}
        </ol>
      );
    case 'chart':
      // Eager: the page may be printed at once.
      return (
        <div className={classes.chart}>
          <Title order={3} size="h4" mb="xs">
            {block.title}
          </Title>
          <MeasureFigure series={block.series} label={block.label} eager />
        </div>
      );
    case 'table':
      return <Table block={block} />;
    case 'photos':
      return <PhotoComparison before={block.before} after={block.after} resolvePhoto={resolvePhoto} />;
  }
}

function Section({ section, resolvePhoto }: { section: ReportSection; resolvePhoto: PhotoResolver }) {
  return (
    <SectionCard
      id={section.id}
      title={section.title}
      className={classes.section}
      titleProps={{ size: 'h3', mb: 'sm' }}
    >
      <Stack gap="md">
        {section.blocks.map((block, i) => (
          <Block key={i} block={block} resolvePhoto={resolvePhoto} />
        ))}
      </Stack>
    </SectionCard>
  );
}

/**
 * The report itself, as it prints, section by section as the document lists
 * them (the same the PDF is made of). Every text the user typed is rendered
 * as text.
 */
export function ReportSheet({ document, resolvePhoto }: { document: ReportDocument; resolvePhoto: PhotoResolver }) {
  return (
    <>
      {document.sections.map((section) => (
        <Section key={section.id} section={section} resolvePhoto={resolvePhoto} />
      ))}
      <footer className={classes.footer}>
        {document.footer.map((line, i) => (
          <Text key={line} size="sm" fw={i === document.footer.length - 1 ? 700 : undefined}>
            {line}
          </Text>
        ))}
      </footer>
    </>
  );
}
