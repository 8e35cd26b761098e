import { Button, Stack, Text } from '@mantine/core';
import { Form } from '@remix-run/react';
import { useState } from 'react';
import { TextLink } from '~/components/text-link';
import { PRE_FAST_CHECK } from '~/content/pre-fast-check';
import type { FastingBlockId } from '~/domain/challenge';
import { formatTimestampBR } from '~/domain/format';
import { canRedoCheck, type SafetyCheck, type WeightLoss } from '~/domain/pre-fast-check';
import type { HomeActionResult } from './action';
import { SectionCard } from '~/components/section-card';
import { PreFastQuestions } from './pre-fast-check';

/**
 * A "sim", remembered: no clock for this block, the ceto days instead. An
 * absolute stop holds for the block; any other can be redone once, for a tap
 * on the wrong button ("Refazer a verificação"), and the stop stands until a
 * new check says otherwise. Without `check` (its record), no redo is offered.
 * `justAnswered`: the keyboard and screen reader move to it as it appears.
 */
export function PreFastStop({
  block,
  at,
  check,
  bmi,
  weightLoss = null,
  running,
  justAnswered,
  endedDuration,
  errors,
  nested,
}: {
  block: FastingBlockId;
  at: string;
  /** The stop as stored: whether it is absolute, or already redone. */
  check?: SafetyCheck | null;
  bmi: number | null;
  weightLoss?: WeightLoss | null;
  running: { startedAt: string } | null;
  justAnswered: boolean;
  /** The fast the stop ended just now, as '38 h 00 min'; null when its end is the app's count (a bottle moved it). */
  endedDuration?: string | null;
  errors?: HomeActionResult['errors'];
  nested?: boolean;
}) {
  const [redoing, setRedoing] = useState(false);
  const s = PRE_FAST_CHECK.stop;
  const redo = check ? canRedoCheck(check) : false;
  if (redoing && redo) {
    return (
      <PreFastQuestions
        block={block}
        bmi={bmi}
        weightLoss={weightLoss}
        running={running}
        over={check}
        errors={errors}
        nested={nested}
      />
    );
  }
  return (
    <SectionCard
      focusNow={justAnswered}
      id="verificacao-parar"
      title={s.title}
      nested={nested}
      testId="pre-fast-stop"
      kind="danger"
    >
      <Stack gap="xs">
        <Text fw={600}>{s.text(PRE_FAST_CHECK.length[block])}</Text>
        {endedDuration !== undefined ? <Text data-testid="stop-ended">{s.ended(endedDuration)}</Text> : null}
        {running ? <EndRunning /> : null}
        <Text>{s.alternative}</Text>
        <TextLink to="/fases?fase=ceto-2" standalone>
          {s.link}
        </TextLink>
        <Text size="sm" c="dimmed" data-testid="stop-redo-note">
          {s.when(formatTimestampBR(at))}{' '}
          {redo ? s.redoNote : check?.absolute ? s.absoluteNote : check?.earlierStop ? s.redoneNote : null}
        </Text>
        {redo ? (
          <div>
            <Button variant="default" onClick={() => setRedoing(true)}>
              {s.redo}
            </Button>
          </div>
        ) : null}
      </Stack>
    </SectionCard>
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
