import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { Form, useNavigation } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import { TextLink } from '~/components/text-link';
import { useFocusFirstError } from '~/components/use-focus-first-error';
import { PRE_FAST_CHECK } from '~/content/safety';
import { formatOneDecimal, formatTimestampBR } from '~/domain/format';
import {
  LOW_BMI,
  NO,
  PRE_FAST_QUESTIONS,
  type PreFastCheck as Check,
  type PreFastQuestion,
  YES,
} from '~/domain/pre-fast-check';
import type { CheckInResult } from './action';
import classes from './pre-fast-check.module.css';

/**
 * The safety check before Jejum I and the Jejum Final (days 3-4 and 9-10):
 * yes/no questions until it is done; then, right after answering, the stop
 * (with the carnivore-keto days instead) or the go-ahead, and later only when
 * it was done. The answers live in this page's memory only.
 */
export function PreFastCheck({ check, result }: { check: Check | null; result?: CheckInResult }) {
  if (!check) return null;
  const answered = result?.preFast?.block === check.block ? result.preFast : null;
  if (answered?.stop) return <Stop check={check} />;
  if (check.doneAt) return <Done check={check} doneAt={check.doneAt} passed={answered !== null} />;
  return <Questions check={check} errors={result?.errors} />;
}

function Questions({ check, errors }: { check: Check; errors?: CheckInResult['errors'] }) {
  const form = useRef<HTMLFormElement>(null);
  const saving = useNavigation().formData?.get('intent') === 'pre-fast-check';
  useFocusFirstError(form, errors);
  const t = PRE_FAST_CHECK;
  return (
    <Paper withBorder p="md" radius="lg" component="section" aria-labelledby="verificacao-jejum">
      <Title order={2} size="h3" id="verificacao-jejum" mb="xs">
        {t.title[check.block]}
      </Title>
      <Text mb="md">{t.intro}</Text>
      <Form method="post" noValidate ref={form}>
        <input type="hidden" name="intent" value="pre-fast-check" />
        <Stack gap="md">
          {PRE_FAST_QUESTIONS.map((q) =>
            q === 'lowBmi' && check.bmi !== null ? (
              <Text key={q} fw={600} data-testid="bmi-fact">
                {t.bmiFact(formatOneDecimal(check.bmi), check.bmi < LOW_BMI)}
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
    </Paper>
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

/** Moves keyboard and screen-reader focus to the answer as it appears. */
function useFocusOnMount() {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return heading;
}

function Stop({ check }: { check: Check }) {
  const heading = useFocusOnMount();
  const s = PRE_FAST_CHECK.stop;
  return (
    <Paper
      withBorder
      p="md"
      radius="lg"
      component="section"
      aria-labelledby="verificacao-parar"
      data-testid="pre-fast-stop"
      style={{ borderColor: 'var(--mantine-color-red-9)', borderWidth: 2 }}
    >
      <Title order={2} size="h3" id="verificacao-parar" mb="xs" ref={heading} tabIndex={-1}>
        {s.title}
      </Title>
      <Stack gap="xs">
        <Text fw={600}>{s.text(PRE_FAST_CHECK.length[check.block])}</Text>
        <Text>{s.alternative}</Text>
        <TextLink to="/fases?fase=ceto-2" standalone>
          {s.link}
        </TextLink>
      </Stack>
    </Paper>
  );
}

function Done({ check, doneAt, passed }: { check: Check; doneAt: string; passed: boolean }) {
  const heading = useFocusOnMount();
  const t = PRE_FAST_CHECK;
  return (
    <Paper withBorder p="md" radius="lg" component="section" aria-labelledby="verificacao-feita">
      <Title order={2} size="h4" id="verificacao-feita" mb="xs" ref={passed ? heading : undefined} tabIndex={-1}>
        {t.title[check.block]}
      </Title>
      <Stack gap="xs">
        <Text data-testid="pre-fast-done">{t.done(formatTimestampBR(doneAt))}</Text>
        <Text>{passed ? t.pass : t.doneReminder}</Text>
      </Stack>
    </Paper>
  );
}
