import { Stack } from '@mantine/core';
import { type ClientActionFunctionArgs, useActionData, useLoaderData } from '@remix-run/react';
import { useEffect } from 'react';
import { type PhotoResolver, ShareProgress } from '~/components/share-progress';
import { useResultToast } from '~/components/toast';
import { QUOTES } from '~/content/quotes';
import { challengeDay, dayNumber, isChallengeOver, isFastingDay } from '~/domain/challenge';
import { localIsoDate } from '~/domain/dates';
import { entryOn, waterProgress } from '~/domain/diary';
import { isFastRunning } from '~/domain/fasting';
import { pickRandom } from '~/domain/random';
import { currentWeight, weightLost } from '~/domain/results';
import { celebrate } from '~/lib/celebrate';
import { pageTitle } from '~/lib/meta';
import { loadDiary } from '~/storage/diary';
import { loadFast } from '~/storage/fasting';
import { loadCompletedDays } from '~/storage/journey';
import { loadProfile } from '~/storage/profile';
import { loadResults } from '~/storage/results';
import { homeAction } from './action';
import { CheckInForm } from './checkin-form';
import { FastingClock } from './fasting-clock';
import { FastingDaySigns, TodayFigures, TodayGuide, TodayHeader } from './today';
import { Welcome } from './welcome';

export const meta = () => pageTitle('Início');

// Photos are read only when a finished user shares the card with them: the photo store (IndexedDB)
// loads then, not with the screen most visits open.
const resolvePhoto: PhotoResolver = (value) => import('~/storage/photos').then((m) => m.getPhoto(value));

export function clientLoader() {
  // A new quote every time the screen is shown.
  const quote = pickRandom(QUOTES);
  const profile = loadProfile();
  // Without a profile: the specification's welcome, nothing else.
  if (profile.name === '' && profile.startDate === '') return { quote, today: null };
  const date = localIsoDate(new Date());
  const diary = loadDiary();
  const entry = entryOn(diary, date);
  const results = loadResults();
  const now = currentWeight({ finalWeight: results.finalWeight, diary });
  const status = challengeDay(profile.startDate, date);
  const fast = loadFast();
  const completedDays = status?.kind === 'after' ? loadCompletedDays() : [];
  return {
    quote,
    today: {
      startDate: profile.startDate,
      status,
      // The clock shows on fasting days, and on any day while a fast is running.
      fast: (status?.kind === 'during' && isFastingDay(status.day)) || isFastRunning(fast) ? fast : null,
      entry,
      water: waterProgress(entry?.water ?? '', profile.waterGoal),
      lost: now.source === 'none' || !profile.initialWeight ? null : weightLost(profile.initialWeight, now.weight),
      // After the last day, the progress card (the same as on Resultados).
      share:
        status?.kind === 'after'
          ? {
              records: {
                completedDays,
                diary,
                initialWeight: profile.initialWeight,
                finalWeight: results.finalWeight,
                finished: isChallengeOver(status, completedDays),
              },
              photos: { before: results.beforePhoto, after: results.afterPhoto },
            }
          : null,
    },
  };
}

export async function clientAction({ request }: ClientActionFunctionArgs) {
  const date = localIsoDate(new Date());
  const status = challengeDay(loadProfile().startDate, date);
  return homeAction(await request.formData(), { date, day: dayNumber(status), now: new Date() });
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
      {today.share ? <ShareProgress {...today.share} resolvePhoto={resolvePhoto} /> : null}
      {today.fast ? <FastingClock record={today.fast} errors={result?.errors} /> : null}
      <CheckInForm key={JSON.stringify(today.entry)} entry={today.entry} errors={result?.errors} />
      <TodayFigures water={today.water} lost={today.lost} />
      <FastingDaySigns status={today.status} />
      <Welcome quote={quote} asSection />
    </Stack>
  );
}
