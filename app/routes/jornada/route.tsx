import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { type ClientActionFunctionArgs, Link, useFetchers, useLoaderData } from '@remix-run/react';
import { CalendarReminders } from '~/components/calendar-reminders';
import { ChallengeToday } from '~/components/challenge-today';
import { JourneyBlock } from './journey-block';
import { PageHeader } from '~/components/page-header';
import { DAY_PHRASES } from '~/content/day-phrases';
import { localIsoDate } from '~/domain/dates';
import {
  BLOCKS,
  blockOfDay,
  CHALLENGE_DAYS,
  challengeDay,
  DAY_DONE_TITLE,
  invalidDayToast,
  parseDayChange,
  setDay,
} from '~/domain/challenge';
import { pickRandom } from '~/domain/random';
import { pageTitle } from '~/lib/meta';
import { markDay, loadCompletedDays } from '~/storage/journey';
import { storageErrorToast } from '~/storage/local';
import { loadProfile } from '~/storage/profile';

export const meta = () => pageTitle('Jornada dos 15 Dias');

export function clientLoader() {
  return {
    completed: loadCompletedDays(),
    today: challengeDay(loadProfile().startDate, localIsoDate(new Date())),
    startDate: loadProfile().startDate,
  };
}

export async function clientAction({ request }: ClientActionFunctionArgs) {
  const form = await request.formData();
  const change = parseDayChange({ day: form.get('day'), done: form.get('done') });
  if (!change) return { ok: false as const, toast: invalidDayToast };
  try {
    markDay(change);
  } catch (e) {
    return { ok: false as const, toast: storageErrorToast(e) };
  }
  // Spec §4: only marking a day done is celebrated, with a phrase of its range.
  if (!change.done) return { ok: true as const };
  const phrase = pickRandom(DAY_PHRASES[blockOfDay(change.day).id]);
  return { ok: true as const, toast: { kind: 'success' as const, title: DAY_DONE_TITLE, message: phrase } };
}

export default function Screen() {
  const { completed, today, startDate } = useLoaderData<typeof clientLoader>();
  // Show a tapped day in its new state at once, before storage is read again.
  const shown = useFetchers().reduce((days, f) => {
    const change = f.formData && parseDayChange({ day: f.formData.get('day'), done: f.formData.get('done') });
    return change ? setDay(days, change.day, change.done) : days;
  }, completed);
  const todayDay = today?.kind === 'during' ? today.day : null;
  return (
    <Stack gap="lg">
      <PageHeader title="Jornada dos 15 Dias" subtitle="Toque em um dia para marcá-lo como concluído" />
      {today ? <ChallengeToday status={today} /> : null}
      <Paper withBorder p="md" radius="lg">
        <Group justify="space-between">
          <Text fw={700} size="lg" data-testid="days-done">
            Dias completados: {shown.length}/{CHALLENGE_DAYS}
          </Text>
        </Group>
      </Paper>
      {BLOCKS.map((block) => (
        <JourneyBlock key={block.id} block={block} completed={shown} today={todayDay} />
      ))}
      {/* The label wraps on a narrow phone instead of being cut. */}
      <Button
        component={Link}
        to="/fases"
        size="lg"
        h="auto"
        mih={50}
        py="xs"
        styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
      >
        Ver o que pode comer em cada fase
      </Button>
      <CalendarReminders startDate={startDate} />
    </Stack>
  );
}
