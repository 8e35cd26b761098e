import { Button, Group, List, Paper, Text, Title } from '@mantine/core';
import '@mantine/core/styles/List.css';
import type { Ref } from 'react';
import ui from '~/components/ui.module.css';
import { PRE_FAST_CHECK } from '~/content/pre-fast-check';
import { NO, type PreFastQuestion, YES } from '~/domain/pre-fast-check';
import classes from './pre-fast-check.module.css';

/**
 * The review before the check is stored (pre-fast-check.tsx): her "sim"
 * answers listed, so a slip of the finger is caught, with the submit and the
 * way back to correct. `titleRef` takes the focus when it appears.
 */
export function CheckReview({
  titleRef,
  yes,
  saving,
  onFix,
}: {
  titleRef: Ref<HTMLHeadingElement>;
  /** The questions she answered "sim", in her words. */
  yes: readonly string[];
  saving: boolean;
  onFix: () => void;
}) {
  const t = PRE_FAST_CHECK;
  return (
    <Paper withBorder radius="lg" p="sm" className={ui.guidance} data-testid="check-review">
      <Title order={4} size="h6" ref={titleRef} tabIndex={-1} mb={4}>
        {t.reviewTitle}
      </Title>
      {yes.length > 0 ? (
        <>
          <Text size="sm">{t.reviewYes}</Text>
          <List size="sm" spacing={2} mb={4}>
            {yes.map((question) => (
              <List.Item key={question}>{question}</List.Item>
            ))}
          </List>
        </>
      ) : (
        <Text size="sm">{t.reviewNone}</Text>
      )}
      <Text size="sm" mb="xs">
        {t.reviewFix}
      </Text>
      <Group gap="xs">
        <Button type="submit" size="lg" loading={saving}>
          {t.submit}
        </Button>
        <Button variant="default" size="lg" onClick={onFix}>
          {t.fix}
        </Button>
      </Group>
    </Paper>
  );
}

/**
 * One question on one row: the words, then a compact "Sim | Não". The
 * fieldset's legend names the radio group for screen readers; the row shows
 * the same words beside the two choices, which a legend cannot sit in.
 */
export function YesNo({ name, legend, error }: { name: PreFastQuestion; legend: string; error?: string }) {
  const errorId = `${name}-erro`;
  const field = { type: 'radio', name, 'aria-invalid': error ? true : undefined } as const;
  const describedBy = error ? errorId : undefined;
  return (
    <fieldset className={classes.question} aria-describedby={describedBy}>
      <legend className={classes.legend}>{legend}</legend>
      <div className={classes.row}>
        <span className={classes.text} aria-hidden="true">
          {legend}
        </span>
        <div className={classes.options}>
          <label className={classes.option}>
            <input {...field} value={YES} aria-describedby={describedBy} />
            Sim
          </label>
          <label className={classes.option}>
            <input {...field} value={NO} aria-describedby={describedBy} />
            Não
          </label>
        </div>
      </div>
      {error ? (
        <p id={errorId} className={classes.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
