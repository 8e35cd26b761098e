import { type ClientActionFunctionArgs, useLoaderData } from '@remix-run/react';
import { QUOTES } from '~/content/quotes';
import { challengeDay, dayNumber } from '~/domain/challenge';
import { localIsoDate } from '~/domain/dates';
import { isNewUser } from '~/domain/profile';
import { pickRandom } from '~/domain/random';
import { useLazyPart } from '~/components/use-lazy-part';
import { runningInAppApart } from '~/lib/app-storage';
import { loadPart } from '~/lib/import-with-retry';
import { pageTitle } from '~/lib/meta';
import { runningAsApp } from '~/lib/seven-day-rule';
import { getPhoto } from '~/storage/photos';
import { loadProfile } from '~/storage/profile';
import { WelcomeScreen } from './welcome';

export const meta = () => pageTitle('Início');

// Início is the specification's welcome for a new user, and "Hoje" (today-screen.ts) for a
// user with a profile. Hoje's code is a lazy part: a first visit is a new user's, and downloads
// the welcome alone (docs/decisions/014-loading-policy.md). Her loader and her posts load it.
const loadTodayPart = () => import('./today-screen');
export async function clientLoader() {
  const profile = loadProfile();
  // Installed, M15 does not offer to install itself; in the iPhone's home-screen app, the restore comes first.
  const where = { installed: runningAsApp(), appApart: runningInAppApart() };
  // Without a profile: the specification's welcome and one of its 16 quotes, nothing else.
  if (isNewUser(profile)) {
    return { quote: pickRandom(QUOTES), today: null, homeScreenNotice: false, safariCopyNotice: false, ...where };
  }
  return { ...(await loadPart(loadTodayPart)).loadTodayScreen(profile, new Date()), ...where };
}

export async function clientAction({ request }: ClientActionFunctionArgs) {
  const form = await request.formData();
  const now = new Date();
  const date = localIsoDate(now);
  const { startDate } = loadProfile();
  const { homeAction } = await loadPart(loadTodayPart);
  return homeAction(form, { date, day: dayNumber(challengeDay(startDate, date)), now, startDate });
}

export default function HomeScreen() {
  const { quote, today, homeScreenNotice, safariCopyNotice, installed, appApart } =
    useLoaderData<typeof clientLoader>();
  // The loader has loaded Hoje's part before a day is shown, so it is here in the first frame.
  const { part } = useLazyPart(loadTodayPart, today !== null);
  if (!today || !part) return <WelcomeScreen quote={quote} installed={installed} appApart={appApart} />;
  return (
    <part.TodayScreen
      today={today}
      quote={quote}
      resolvePhoto={getPhoto}
      homeScreenNotice={homeScreenNotice}
      safariCopyNotice={safariCopyNotice}
    />
  );
}
