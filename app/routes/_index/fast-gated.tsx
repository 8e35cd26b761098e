import { Stack, Text } from '@mantine/core';
import { TextLink } from '~/components/text-link';
import { BLOCK_TEXT } from '~/content/blocks';
import { FAST_GATE } from '~/content/fasting-clock';
import type { FastingDay } from '~/domain/fasting-day';
import { SectionCard } from '~/components/section-card';
import { gatedSince } from './gate-words';

/**
 * A fast the record of fasts does not allow yet, whatever day the start date
 * makes today: when she ended the last one, when the next may start (and,
 * when that is after the block's last day, that this fast does not happen in
 * this challenge), why, and what to eat until then, unless the way out of a
 * fast on the same screen already says it (`eatingSaid`). No clock, no start, no check.
 */
export function FastGated({
  gated,
  nested,
  eatingSaid = false,
}: {
  gated: Extract<FastingDay, { kind: 'gated' }>;
  nested?: boolean;
  /** The way out of a fast is on the screen: its steps say what to eat next, and the phase to follow. */
  eatingSaid?: boolean;
}) {
  const since = gatedSince(gated, gated.afterBlock ? BLOCK_TEXT[gated.block].name : null);
  return (
    <SectionCard
      focusable
      id="jejum-ainda-nao"
      title={FAST_GATE.title}
      // Take care: a fast is not allowed yet (docs/design.md, the warning kind).
      kind="warning"
      nested={nested}
      testId="fast-gated"
    >
      <Stack gap="xs">
        {since ? <Text data-testid="fast-gated-since">{since}</Text> : null}
        <Text size="sm">{FAST_GATE.why[gated.reason]}</Text>
        {eatingSaid ? null : (
          <>
            <Text size="sm">{gated.afterBlock ? FAST_GATE.insteadAfterBlock : FAST_GATE.instead}</Text>
            <TextLink to="/fases?fase=ceto-2" standalone>
              {FAST_GATE.link}
            </TextLink>
          </>
        )}
      </Stack>
    </SectionCard>
  );
}
