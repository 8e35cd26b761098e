/**
 * "Hoje": Início for a user with a profile (issue 12). Its own file, loaded by
 * the route's loader only when there is a profile (decision 007): a first
 * visit, which never has one, does not download it, and everyone who sees it
 * has it from the service worker's cache, started by index.html's preload.
 * Like every part, it gets its data from route.tsx and reads no storage.
 */
import { Stack } from '@mantine/core';
import { useActionData } from '@remix-run/react';
import { useEffect } from 'react';
import { type PhotoResolver, ShareProgress } from '~/components/share-progress';
import { useResultToast } from '~/components/toast';
import { challengeDay, isChallengeOver, isFastingDay } from '~/domain/challenge';
import { localIsoDate } from '~/domain/dates';
import { entryOn, waterProgress } from '~/domain/diary';
import { type FastingRecord, isFastRunning } from '~/domain/fasting';
import type { DiaryEntry, Profile, Results } from '~/domain/stored';
import { currentWeight, weightLost } from '~/domain/results';
import { celebrate } from '~/lib/celebrate';
import type { CheckInResult } from './action';
import { CheckInForm } from './checkin-form';
import { FastingClock } from './fasting-clock';
import { FastingDaySigns, TodayFigures, TodayGuide, TodayHeader } from './today';
import { Welcome } from './welcome';

/** What the route's loader reads from storage for "Hoje". */
export interface TodayRecords {
  profile: Profile;
  diary: DiaryEntry[];
  results: Results;
  fast: FastingRecord;
  completedDays: number[];
}

/** What "Hoje" shows on the given day, from the stored records. */
export function todayOf({ profile, diary, results, fast, completedDays }: TodayRecords, now: Date) {
  const date = localIsoDate(now);
  const entry = entryOn(diary, date);
  const weight = currentWeight({ finalWeight: results.finalWeight, diary });
  const status = challengeDay(profile.startDate, date);
  return {
    startDate: profile.startDate,
    status,
    // The clock shows on fasting days, and on any day while a fast is running.
    fast: (status?.kind === 'during' && isFastingDay(status.day)) || isFastRunning(fast) ? fast : null,
    entry,
    water: waterProgress(entry?.water ?? '', profile.waterGoal),
    lost: weight.source === 'none' || !profile.initialWeight ? null : weightLost(profile.initialWeight, weight.weight),
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
  };
}

export type Today = ReturnType<typeof todayOf>;

export function Hoje({ today, quote, resolvePhoto }: { today: Today; quote: string; resolvePhoto: PhotoResolver }) {
  const result = useActionData<CheckInResult>();
  useResultToast(result);
  useEffect(() => {
    if (result?.finished) celebrate();
  }, [result]);
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
