import { Paper, Stack, Text, Title } from '@mantine/core';
import { MeasureFigure } from '~/components/measure-figure';
import { PhotoComparison } from '~/components/photo-comparison';
import type { PhotoResolver } from '~/domain/photo-ref';
import { BLOCK_TEXT } from '~/content/blocks';
import type { WaistSeries, WeightSeries } from '~/domain/chart';
import { CHALLENGE_DAYS } from '~/domain/challenge';
import { DIARY_COLUMNS, type Report } from '~/domain/report';
import classes from './report.module.css';

const NONE = '—';

/** Label and value pairs, as a definition list that prints in two columns. */
function Facts({ items }: { items: [string, string][] }) {
  return (
    <dl className={classes.facts}>
      {items.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value || NONE}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One measure's chart, eager (the page may be printed at once); nothing when there is nothing to plot. */
function Chart({ title, series }: { title: string; series: WeightSeries | WaistSeries }) {
  if (series.points.length === 0) return null;
  return (
    <div className={classes.chart}>
      <Title order={3} size="h4" mb="xs">
        {title}
      </Title>
      <MeasureFigure series={series} label={`Gráfico da ${title.toLowerCase()}`} eager />
    </div>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <Paper withBorder p="md" radius="lg" component="section" aria-labelledby={id} className={classes.section}>
      <Title order={2} size="h3" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/**
 * The report itself, as it prints: profile, the 15 days, weight and waist
 * with their charts, the diary, the photos when asked for, and the note that
 * the app does not replace medical advice. Every text the user typed is
 * rendered as text.
 */
export function ReportSheet({
  report,
  withPhotos,
  resolvePhoto,
}: {
  report: Report;
  withPhotos: boolean;
  resolvePhoto: PhotoResolver;
}) {
  const { profile, weight, waist, series } = report;
  return (
    <>
      <Section id="relatorio-perfil" title="Perfil">
        <Facts
          items={[
            ['Nome', profile.name],
            ['Data de início', profile.startDate],
            ['Peso inicial', profile.initialWeight],
            ['Altura', profile.height],
            ['IMC', profile.bmi],
            ...(profile.initialWaist ? [['Cintura inicial', profile.initialWaist] as [string, string]] : []),
          ]}
        />
      </Section>

      <Section id="relatorio-dias" title="Os 15 dias">
        <Text mb="sm" data-testid="relatorio-dias-completados">
          Dias completados: {report.daysDone}/{CHALLENGE_DAYS}
        </Text>
        <ol className={classes.days}>
          {report.days.map((d) => (
            <li key={d.day} data-done={d.done || undefined}>
              <strong>Dia {d.day}</strong>
              {d.date ? <span>{d.date}</span> : null}
              <span>{BLOCK_TEXT[d.block].tab}</span>
              <span>{d.done ? '✓ Concluído' : 'Não concluído'}</span>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="relatorio-medidas" title="Peso e cintura até agora">
        <Stack gap="md">
          <Facts
            items={[
              ['Peso inicial', profile.initialWeight],
              [weight.soFar ? 'Peso mais recente' : 'Peso final', weight.current],
              [weight.soFar ? 'Kg eliminados até agora' : 'Kg eliminados', weight.lost],
              ...(waist
                ? ([
                    ['Primeira medida da cintura', waist.first],
                    ['Cintura mais recente', waist.latest],
                    ['Cm de cintura eliminados até agora', waist.lost],
                  ] as [string, string][])
                : []),
            ]}
          />
          <Chart title="Evolução do peso" series={series.weight} />
          <Chart title="Evolução da cintura" series={series.waist} />
        </Stack>
      </Section>

      <Section id="relatorio-diario" title="Diário">
        {report.rows.length === 0 ? (
          <Text c="dimmed">Nenhum registro no diário ainda.</Text>
        ) : (
          // Explicit roles: a phone shows each row as a block (report.module.css), and a
          // table whose display changes keeps its semantics only through them.
          <table role="table" className={classes.table} data-testid="relatorio-diario">
            <thead role="rowgroup">
              <tr role="row">
                {DIARY_COLUMNS.map((c) => (
                  <th key={c} role="columnheader" scope="col">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody role="rowgroup">
              {report.rows.map((r, i) => (
                <tr key={`${r.date}-${i}`} role="row">
                  <td role="cell">{r.date}</td>
                  <td role="cell" data-label={DIARY_COLUMNS[1]}>
                    {r.weight || NONE}
                  </td>
                  <td role="cell" data-label={DIARY_COLUMNS[2]}>
                    {r.water || NONE}
                  </td>
                  <td role="cell" data-label={DIARY_COLUMNS[3]}>
                    {r.waist || NONE}
                  </td>
                  <td role="cell" className={classes.feeling}>
                    {r.feeling}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Section>

      {withPhotos ? (
        <Section id="relatorio-fotos" title="Fotos de antes e depois">
          <PhotoComparison before={report.photos.before} after={report.photos.after} resolvePhoto={resolvePhoto} />
        </Section>
      ) : null}

      <footer className={classes.footer}>
        <Text size="sm">
          Relatório feito pelo app M15 em {report.madeAt}, com os dados que a própria pessoa registrou no celular.
        </Text>
        <Text size="sm" fw={700}>
          O M15 não substitui orientação médica ou nutricional.
        </Text>
      </footer>
    </>
  );
}
