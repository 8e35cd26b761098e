import { type ClientActionFunctionArgs, useLoaderData } from '@remix-run/react';
import { QUOTES } from '~/content/quotes';
import { challengeDay, dayNumber } from '~/domain/challenge';
import { localIsoDate } from '~/domain/dates';
import { pickRandom } from '~/domain/random';
import { todayOf } from '~/domain/today';
import { pageTitle } from '~/lib/meta';
import { sevenDayRule } from '~/lib/seven-day-rule';
import { homeScreenNoticeDue } from '~/storage/backup-meta';
import { loadDiary } from '~/storage/diary';
import { loadFast } from '~/storage/fasting';
import { loadCompletedDays } from '~/storage/completed-days';
import { getPhoto } from '~/storage/photos';
import { loadProfile } from '~/storage/profile';
import { loadResults } from '~/storage/results';
import { loadSafetyChecks } from '~/storage/safety-checks';
import { homeAction } from './action';
import { Today } from './today';
import { Welcome } from './welcome';

export const meta = () => pageTitle('Início');

// Início is the specification's welcome for a new user, and "Hoje" (today.tsx)
// for a user with a profile.
export function clientLoader() {
  // A new quote every time the screen is shown.
  const quote = pickRandom(QUOTES);
  const profile = loadProfile();
  // Without a profile: the specification's welcome, nothing else.
  if (profile.name === '' && profile.startDate === '') return { quote, today: null, homeScreenNotice: false };
  const records = {
    profile,
    diary: loadDiary(),
    results: loadResults(),
    fast: loadFast(),
    completedDays: loadCompletedDays(),
    safetyChecks: loadSafetyChecks(),
  };
  const now = new Date();
  // Safari's 7-day rule (issue 36): said once on Hoje, after the day's content, until closed for 7 days.
  const homeScreenNotice = sevenDayRule() === 'applies' && homeScreenNoticeDue(localIsoDate(now));
  return { quote, today: todayOf(records, now), homeScreenNotice };
}

export async function clientAction({ request }: ClientActionFunctionArgs) {
  const form = await request.formData();
  const now = new Date();
  const date = localIsoDate(now);
  return homeAction(form, { date, day: dayNumber(challengeDay(loadProfile().startDate, date)), now });
}

export default function Home() {
  const { quote, today, homeScreenNotice } = useLoaderData<typeof clientLoader>();
  if (!today) return <Welcome quote={quote} />;
  return <Today today={today} quote={quote} resolvePhoto={getPhoto} homeScreenNotice={homeScreenNotice} />;
}
