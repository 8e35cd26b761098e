import { type ClientActionFunctionArgs, useLoaderData } from '@remix-run/react';
import { FASTING_DAY_QUOTES } from '~/content/gentle-words';
import { QUOTES } from '~/content/quotes';
import { challengeDay, dayNumber } from '~/domain/challenge';
import { localIsoDate } from '~/domain/dates';
import { pickRandom } from '~/domain/random';
import { todayOf } from '~/domain/today';
import { pageTitle } from '~/lib/meta';
import { sevenDayRule } from '~/lib/seven-day-rule';
import { homeScreenNoticeDue } from '~/storage/backup-meta';
import { loadCompletedDays } from '~/storage/completed-days';
import { loadDiary } from '~/storage/diary';
import { loadBottles } from '~/storage/electrolytes';
import { loadFasts } from '~/storage/fasting';
import { getPhoto } from '~/storage/photos';
import { loadProfile } from '~/storage/profile';
import { loadRefeed } from '~/storage/refeed';
import { loadResults } from '~/storage/results';
import { loadSafetyChecks } from '~/storage/safety-checks';
import { homeAction } from './action';
import { Today } from './today';
import { Welcome } from './welcome';

export const meta = () => pageTitle('Início');

// Início is the specification's welcome for a new user, and "Hoje" (today.tsx)
// for a user with a profile.
export function clientLoader() {
  const profile = loadProfile();
  // Without a profile: the specification's welcome and one of its 16 quotes, nothing else.
  if (profile.name === '' && profile.startDate === '')
    return { quote: pickRandom(QUOTES), today: null, homeScreenNotice: false };
  const now = new Date();
  const today = todayOf(
    {
      profile,
      diary: loadDiary(),
      results: loadResults(),
      // A fast whose block has ended reads as ended at that end (issue 30).
      fast: loadFasts({ startDate: profile.startDate, now }).fast,
      completedDays: loadCompletedDays(),
      safetyChecks: loadSafetyChecks(),
      bottles: loadBottles(),
      refeed: loadRefeed(),
    },
    now,
  );
  // Safari's 7-day rule (issue 36): said once on Hoje, after the day's content, until closed for 7 days.
  const homeScreenNotice = sevenDayRule() === 'applies' && homeScreenNoticeDue(localIsoDate(now));
  // A new quote every time the screen is shown; on a fasting day, only one that pushes no one.
  return { quote: pickRandom(today.gentle ? FASTING_DAY_QUOTES : QUOTES), today, homeScreenNotice };
}

export async function clientAction({ request }: ClientActionFunctionArgs) {
  const form = await request.formData();
  const now = new Date();
  const date = localIsoDate(now);
  const { startDate } = loadProfile();
  return homeAction(form, { date, day: dayNumber(challengeDay(startDate, date)), now, startDate });
}

export default function Home() {
  const { quote, today, homeScreenNotice } = useLoaderData<typeof clientLoader>();
  if (!today) return <Welcome quote={quote} />;
  return <Today today={today} quote={quote} resolvePhoto={getPhoto} homeScreenNotice={homeScreenNotice} />;
}
