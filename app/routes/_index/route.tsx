import { Stack } from '@mantine/core';
import { type ClientActionFunctionArgs, useActionData, useLoaderData } from '@remix-run/react';
import { useEffect } from 'react';
import { useResultToast } from '~/components/toast';
import { QUOTES } from '~/content/quotes';
import { challengeDay, dayNumber } from '~/domain/challenge';
import { localIsoDate } from '~/domain/dates';
import { entryOn, waterProgress } from '~/domain/diary';
import { pickRandom } from '~/domain/random';
import { currentWeight, weightLost } from '~/domain/results';
import { celebrate } from '~/lib/celebrate';
import { pageTitle } from '~/lib/meta';
import { loadDiary } from '~/storage/diary';
import { loadProfile } from '~/storage/profile';
import { loadResults } from '~/storage/results';
import { checkInAction } from './action';
import { CheckInForm } from './checkin-form';
import { FastingDaySigns, TodayFigures, TodayGuide, TodayHeader } from './today';
import { Welcome } from './welcome';

export const meta = () => pageTitle('Início');

export function clientLoader() {
  // A new quote every time the screen is shown.
  const quote = pickRandom(QUOTES);
  const profile = loadProfile();
  // Without a profile: the specification's welcome, nothing else.
  if (profile.name === '' && profile.startDate === '') return { quote, today: null };
  const date = localIsoDate(new Date());
  const diary = loadDiary();
  const entry = entryOn(diary, date);
  const now = currentWeight({ finalWeight: loadResults().finalWeight, diary });
  return {
    quote,
    today: {
      startDate: profile.startDate,
      status: challengeDay(profile.startDate, date),
      entry,
      water: waterProgress(entry?.water ?? '', profile.waterGoal),
      lost: now.source === 'none' || !profile.initialWeight ? null : weightLost(profile.initialWeight, now.weight),
    },
  };
}

export async function clientAction({ request }: ClientActionFunctionArgs) {
  const date = localIsoDate(new Date());
  const status = challengeDay(loadProfile().startDate, date);
  return checkInAction(await request.formData(), { date, day: dayNumber(status) });
}

export default function Home() {
  const { quote, today } = useLoaderData<typeof clientLoader>();
  const result = useActionData<typeof clientAction>();
  useResultToast(result);
  useEffect(() => {
    if (result?.finished) celebrate();
  }, [result]);
  if (!today) return <Welcome quote={quote} />;
  return (
    <Stack gap="lg">
      <TodayHeader status={today.status} startDate={today.startDate} />
      <TodayGuide status={today.status} />
      <CheckInForm key={JSON.stringify(today.entry)} entry={today.entry} errors={result?.errors} />
      <TodayFigures water={today.water} lost={today.lost} />
      <FastingDaySigns status={today.status} />
      <Welcome quote={quote} asSection />
    </Stack>
  );
}
