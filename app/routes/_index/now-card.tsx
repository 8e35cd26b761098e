import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { SectionCard } from '~/components/section-card';
import { TODAY_TOP } from '~/content/today';
import type { DayView } from '~/domain/today';
import type { HomeActionResult } from './action';
import { FastGated } from './fast-gated';
import { FastStart } from './fast-start';
import { PreFastQuestions } from './pre-fast-check';
import { PreFastStop } from './pre-fast-stop';
import { RefeedChecklist } from './refeed-checklist';

/**
 * "O que fazer agora": the one action of the moment, as domain/today.ts
 * decides it — the check before a fast, a stop and what follows it, the wait
 * after a fast, the start of one, the way out of one — and otherwise the
 * day's record, which the screen passes as `children`.
 */
export function NowCard({
  today,
  errors,
  preFast,
  emergency = null,
  children,
}: {
  today: DayView;
  errors: HomeActionResult['errors'];
  preFast: HomeActionResult['preFast'];
  /** The 192 line, when no hero above says it: the way out of a fast, or the check, opens with it. */
  emergency?: string | null;
  children: ReactNode;
}) {
  const { action, fasting } = today;
  const running = (fast: { running: { plan: { startedAt: string } } | null }) =>
    fast.running ? { startedAt: fast.running.plan.startedAt } : null;
  return (
    <SectionCard
      id="agora"
      title={TODAY_TOP.now}
      kind="action"
      titleProps={{ size: 'h6', c: 'var(--m15-accent-text)' }}
    >
      {action === 'check' && fasting?.kind === 'check' ? (
        <>
          {emergency ? (
            <Text size="sm" lh={1.4} mb="xs" data-testid="emergency-192">
              {emergency}
            </Text>
          ) : null}
          <PreFastQuestions
            block={fasting.block}
            bmi={today.bmi}
            weightLoss={today.weightLoss}
            running={running(fasting)}
            errors={errors}
            nested
          />
        </>
      ) : action === 'stopped' && fasting?.kind === 'stopped' ? (
        <PreFastStop
          block={fasting.block}
          at={fasting.at}
          check={today.stopCheck}
          bmi={today.bmi}
          weightLoss={today.weightLoss}
          running={running(fasting)}
          justAnswered={preFast?.stop === true}
          endedDuration={preFast?.endedDuration}
          errors={errors}
          nested
        />
      ) : action === 'gated' && fasting?.kind === 'gated' ? (
        <FastGated gated={fasting} nested />
      ) : action === 'start' && fasting?.kind === 'ready' ? (
        <FastStart
          block={fasting.block}
          eve={fasting.eve}
          start={fasting.start}
          errors={errors}
          nested
          justChecked={preFast?.stop === false}
        />
      ) : action === 'refeed' && today.refeed ? (
        <RefeedChecklist
          refeed={today.refeed}
          nested
          signs
          emergency={emergency}
          // Eating again in a fasting block (an early end): her phase is the ceto one, as the day's guidance says.
          phase={today.status?.kind !== 'during' ? null : today.eating ? 'ceto-2' : today.status.block}
        />
      ) : (
        children
      )}
    </SectionCard>
  );
}
