import { Button, Stack } from '@mantine/core';
import { type ClientActionFunctionArgs, Link, useFetchers, useLoaderData, useSubmit } from '@remix-run/react';
import { useState } from 'react';
import { CalendarReminders } from '~/components/calendar-reminders';
import { ConfirmModal } from '~/components/confirm-modal';
import { PageHeader } from '~/components/page-header';
import { CtaLink } from '~/components/shell/cta-link';
import { JOURNEY_AHEAD, JOURNEY_HERO, JOURNEY_SCREEN } from '~/content/journey';
import {
  BLOCKS,
  CHALLENGE_DAYS,
  challengeDay,
  dayNumber,
  isAheadOfToday,
  parseDayChange,
  setDay,
} from '~/domain/challenge';
import { localIsoDate } from '~/domain/dates';
import { pageTitle } from '~/lib/meta';
import { loadCompletedDays } from '~/storage/completed-days';
import { loadProfile } from '~/storage/profile';
import { dayAction } from './action';
import { ChallengeDone, dayFetcherKey, JourneyBlock } from './journey-block';
import { JourneyProgress } from './journey-progress';
import classes from './journey.module.css';

export const meta = () => pageTitle(JOURNEY_SCREEN.title);

export function clientLoader() {
  const { startDate } = loadProfile();
  return { completed: loadCompletedDays(), today: challengeDay(startDate, localIsoDate(new Date())), startDate };
}

export async function clientAction({ request }: ClientActionFunctionArgs) {
  return dayAction(await request.formData(), new Date());
}

export default function JourneyScreen() {
  const { completed, today, startDate } = useLoaderData<typeof clientLoader>();
  // Show a tapped day in its new state at once, before storage is read again.
  const shown = useFetchers().reduce((days, f) => {
    const change = f.formData && parseDayChange({ day: f.formData.get('day'), done: f.formData.get('done') });
    return change ? setDay(days, change.day, change.done) : days;
  }, completed);
  const todayDay = dayNumber(today);
  // A day that has not come yet is ticked only after the user confirms it.
  const [askFor, setAskFor] = useState<number | null>(null);
  const submit = useSubmit();
  const markDone = (day: number) =>
    submit({ day: String(day), done: 'true' }, { method: 'post', navigate: false, fetcherKey: dayFetcherKey(day) });
  return (
    <Stack gap="lg">
      <PageHeader title={JOURNEY_SCREEN.title} subtitle={JOURNEY_SCREEN.subtitle} />
      <JourneyProgress
        status={today}
        completed={shown}
        action={
          todayDay && !shown.includes(todayDay) ? (
            <Button size="md" onClick={() => markDone(todayDay)}>
              {JOURNEY_HERO.markToday(todayDay)}
            </Button>
          ) : today === null ? (
            <CtaLink to="/perfil">{JOURNEY_HERO.fillProfile}</CtaLink>
          ) : null
        }
      />
      {shown.length >= CHALLENGE_DAYS ? <ChallengeDone /> : null}
      <div className={classes.blocks}>
        {BLOCKS.map((block) => (
          <JourneyBlock
            key={block.id}
            block={block}
            completed={shown}
            today={todayDay}
            isAhead={(day) => isAheadOfToday(day, today)}
            onAskFirst={setAskFor}
          />
        ))}
      </div>
      <Button component={Link} to="/fases" variant="light" size="lg" className={classes.phasesLink}>
        {JOURNEY_SCREEN.phasesLink}
      </Button>
      <ConfirmModal
        opened={askFor !== null}
        title={JOURNEY_AHEAD.title(askFor ?? '')}
        confirmLabel={JOURNEY_AHEAD.confirm}
        onCancel={() => setAskFor(null)}
        onConfirm={() => {
          if (askFor !== null) markDone(askFor);
          setAskFor(null);
        }}
      >
        {todayDay ? JOURNEY_AHEAD.during(todayDay, askFor ?? '') : JOURNEY_AHEAD.before(askFor ?? '')}
      </ConfirmModal>
      <CalendarReminders startDate={startDate} />
    </Stack>
  );
}
