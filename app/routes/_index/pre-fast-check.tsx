import { Button, Stack, Text } from '@mantine/core';
import { Form, useNavigation } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';
import { TextLink } from '~/components/text-link';
import { useFocusFirstError } from '~/components/use-focus-first-error';
import { PRE_FAST_CHECK } from '~/content/pre-fast-check';
import type { FastingBlockId } from '~/domain/challenge';
import { formatOneDecimal, formatTimestampBR } from '~/domain/format';
import { LOW_BMI, NO, PRE_FAST_QUESTIONS, type PreFastQuestion, YES } from '~/domain/pre-fast-check';
import type { CheckInResult } from './action';
import { Card } from './card';
import classes from './pre-fast-check.module.css';

/**
 * The check before a fast (issues 23 and 30), in place of the clock until it
 * is done for the block: yes/no questions, every yes a stop. A fast already
 * running without a check waits for it too. The answers are not kept.
 */
export function PreFastQuestions({
  block,
  bmi,
  running,
  errors,
  nested,
}: {
  block: FastingBlockId;
  bmi: number | null;
  running: { startedAt: string } | null;
  errors?: CheckInResult['errors'];
  nested?: boolean;
}) {
  const form = useRef<HTMLFormElement>(null);
  const saving = useNavigation().formData?.get('intent') === 'pre-fast-check';
  useFocusFirstError(form, errors);
  const t = PRE_FAST_CHECK;
  return (
    <Card id="verificacao-jejum" title={t.title[block]} nested={nested} testId="pre-fast-check">
      {running ? (
        <Text fw={700} mb="xs" data-testid="check-before-continuing">
          {t.running(formatTimestampBR(running.startedAt))}
        </Text>
      ) : (
        <Text size="sm" mb="xs">
          {t.first}
        </Text>
      )}
      <Text mb="md">{t.intro}</Text>
      <Form method="post" noValidate ref={form}>
        <input type="hidden" name="intent" value="pre-fast-check" />
        <Stack gap="md">
          {PRE_FAST_QUESTIONS.map((q) =>
            q === 'lowBmi' && bmi !== null ? (
              <Text key={q} fw={600} data-testid="bmi-fact">
                {t.bmiFact(formatOneDecimal(bmi), bmi < LOW_BMI)}
              </Text>
            ) : (
              <YesNo key={q} name={q} legend={t.questions[q]} error={errors?.[q]} />
            ),
          )}
          <div>
            <Button type="submit" size="lg" loading={saving}>
              {t.submit}
            </Button>
          </div>
        </Stack>
      </Form>
    </Card>
  );
}

function YesNo({ name, legend, error }: { name: PreFastQuestion; legend: string; error?: string }) {
  const errorId = `${name}-erro`;
  const field = { type: 'radio', name, 'aria-invalid': error ? true : undefined } as const;
  const describedBy = error ? errorId : undefined;
  return (
    <fieldset className={classes.question} aria-describedby={describedBy}>
      <legend>{legend}</legend>
      <div className={classes.options}>
        <label className={classes.option}>
          <input {...field} value={YES} aria-describedby={describedBy} /> Sim
        </label>
        <label className={classes.option}>
          <input {...field} value={NO} aria-describedby={describedBy} /> Não
        </label>
      </div>
      {error ? (
        <p id={errorId} className={classes.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/**
 * A "sim", remembered: no clock for this block, the ceto days instead, and
 * "Refazer a verificação" for an answer given by mistake (the stop stands
 * until a new check says otherwise). `justAnswered`: the keyboard and screen
 * reader move to it as it appears.
 */
export function PreFastStop({
  block,
  at,
  bmi,
  running,
  justAnswered,
  endedDuration,
  errors,
  nested,
}: {
  block: FastingBlockId;
  at: string;
  bmi: number | null;
  running: { startedAt: string } | null;
  justAnswered: boolean;
  /** The fast the stop ended just now, as '38 h 00 min'. */
  endedDuration?: string;
  errors?: CheckInResult['errors'];
  nested?: boolean;
}) {
  const [redoing, setRedoing] = useState(false);
  const heading = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (justAnswered) heading.current?.querySelector<HTMLElement>('h2, h3')?.focus();
  }, [justAnswered]);
  const s = PRE_FAST_CHECK.stop;
  if (redoing) return <PreFastQuestions block={block} bmi={bmi} running={running} errors={errors} nested={nested} />;
  return (
    <div ref={heading} className={classes.stop}>
      <Card id="verificacao-parar" title={s.title} nested={nested} testId="pre-fast-stop">
        <Stack gap="xs">
          <Text fw={600}>{s.text(PRE_FAST_CHECK.length[block])}</Text>
          {endedDuration ? <Text data-testid="stop-ended">{s.ended(endedDuration)}</Text> : null}
          {running ? <EndRunning /> : null}
          <Text>{s.alternative}</Text>
          <TextLink to="/fases?fase=ceto-2" standalone>
            {s.link}
          </TextLink>
          <Text size="sm" c="dimmed">
            {s.when(formatTimestampBR(at))} {s.redoNote}
          </Text>
          <div>
            <Button variant="default" onClick={() => setRedoing(true)}>
              {s.redo}
            </Button>
          </div>
        </Stack>
      </Card>
    </div>
  );
}

function EndRunning() {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="fast-end" />
      <Button type="submit" size="lg">
        {PRE_FAST_CHECK.stop.endRunning}
      </Button>
    </Form>
  );
}
