import { type ClientActionFunctionArgs, useLoaderData } from '@remix-run/react';
import type { PhotoResolver } from '~/components/share-progress';
import { QUOTES } from '~/content/quotes';
import { challengeDay, dayNumber } from '~/domain/challenge';
import { localIsoDate } from '~/domain/dates';
import { pickRandom } from '~/domain/random';
import { pageTitle } from '~/lib/meta';
import { loadPart } from '~/lib/load-part';
import { loadDiary } from '~/storage/diary';
import { loadFast } from '~/storage/fasting';
import { loadCompletedDays } from '~/storage/journey';
import { loadProfile } from '~/storage/profile';
import { loadResults } from '~/storage/results';
import { homeAction } from './action';
import { Welcome } from './welcome';

export const meta = () => pageTitle('Início');

// Início is two screens (decision 007): the specification's welcome for a new
// user, and "Hoje" (hoje.tsx) for a user with a profile. Hoje's code is read
// by the loader, before the screen renders, so it never shows a placeholder;
// a first visit, which has no profile, never downloads it.
let hoje: typeof import('./hoje') | null = null;
const loadHoje = async () => (hoje ??= await loadPart(() => import('./hoje')));

// Photos are read only when a finished user shares the card with them: the photo store (IndexedDB)
// loads then, not with the screen most visits open.
const resolvePhoto: PhotoResolver = (value) => import('~/storage/photos').then((m) => m.getPhoto(value));

export async function clientLoader() {
  // A new quote every time the screen is shown.
  const quote = pickRandom(QUOTES);
  const profile = loadProfile();
  // Without a profile: the specification's welcome, nothing else.
  if (profile.name === '' && profile.startDate === '') return { quote, today: null };
  const records = {
    profile,
    diary: loadDiary(),
    results: loadResults(),
    fast: loadFast(),
    completedDays: loadCompletedDays(),
  };
  return { quote, today: (await loadHoje()).todayOf(records, new Date()) };
}

export async function clientAction({ request }: ClientActionFunctionArgs) {
  const form = await request.formData();
  const now = new Date();
  const date = localIsoDate(now);
  return homeAction(form, { date, day: dayNumber(challengeDay(loadProfile().startDate, date)), now });
}

export default function Home() {
  const { quote, today } = useLoaderData<typeof clientLoader>();
  // The loader has read Hoje's code whenever it returned a day.
  if (!today || !hoje) return <Welcome quote={quote} />;
  return <hoje.Hoje today={today} quote={quote} resolvePhoto={resolvePhoto} />;
}
