import { Group, Text } from '@mantine/core';
import { SectionCard } from '~/components/section-card';
import { FAST_CLOCK } from '~/content/fasting-clock';
import { FAST_MILESTONES } from '~/content/safety';
import { milestonesUpTo } from '~/domain/fasting';
import { fastMoment } from '~/domain/fasting-block';
import type { FastView } from '~/domain/fasting-day';
import { momentOf } from '~/domain/format';
import { momentText } from '~/content/words';
import { useNow } from './use-now';

const HOUR_MS = 3_600_000;

/**
 * The marks of a running fast, below the fold of the hero: each mark up to
 * the fast's end, reached or not, the note of the last one reached, and
 * when it began (the hero says how long it has run).
 */
export function FastMarks({ fast }: { fast: FastView }) {
  const now = useNow(30_000);
  const { plan } = fast;
  const moment = fastMoment(plan, fast.endedAt, now);
  if (fast.endedAt || moment.done) return null;
  const planned = plan.plannedMs / HOUR_MS;
  const lastNote = FAST_MILESTONES.filter((m) => moment.elapsedMs >= m.hours * HOUR_MS && m.hours <= planned).at(-1);
  return (
    <SectionCard id="marcas-jejum" title={FAST_CLOCK.marks} kind="note">
      <Text size="sm" mb="xs" data-testid="fast-started">
        {FAST_CLOCK.startedOn(momentText(momentOf(plan.startedAt), plan.startedAt))}
      </Text>
      <Group gap={6} component="ol" aria-label={FAST_CLOCK.marks} className="m15-milestones">
        {milestonesUpTo(planned).map((h) => {
          const reached = moment.elapsedMs >= h * HOUR_MS;
          return (
            <li key={h} data-reached={reached || undefined}>
              {reached ? '✓ ' : ''}
              {h} h
            </li>
          );
        })}
      </Group>
      {lastNote ? (
        <Text size="sm" mt="xs" data-testid="fast-note">
          <strong>{lastNote.title}:</strong> {lastNote.note}
        </Text>
      ) : null}
    </SectionCard>
  );
}
