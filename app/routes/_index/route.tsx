import { type ClientActionFunctionArgs, useLoaderData } from '@remix-run/react';
import { QUOTES } from '~/content/quotes';
import { challengeDay, dayNumber } from '~/domain/challenge';
import { localIsoDate } from '~/domain/dates';
import { isNewUser } from '~/domain/profile';
import { pickRandom } from '~/domain/random';
import { runningInAppApart } from '~/lib/app-storage';
import { pageTitle } from '~/lib/meta';
import { runningAsApp } from '~/lib/seven-day-rule';
import { getPhoto } from '~/storage/photos';
import { loadProfile } from '~/storage/profile';
import { homeAction } from './action';
import { loadTodayScreen } from './loader';
import { Today } from './today';
import { Welcome } from './welcome';

export const meta = () => pageTitle('Início');

// Início is the specification's welcome for a new user, and "Hoje" for a user with a
// profile. Both ship in this screen's chunk: every returning user opens Hoje, so its
// code is not lazy (ARCHITECTURE, "Loading"; docs/decisions/012-loading-policy.md).
export function clientLoader() {
  const profile = loadProfile();
  // Installed, M15 does not offer to install itself; in the iPhone's home-screen app, the restore comes first.
  const where = { installed: runningAsApp(), appApart: runningInAppApart() };
  // Without a profile: the specification's welcome and one of its 16 quotes, nothing else.
  if (isNewUser(profile)) {
    return { quote: pickRandom(QUOTES), today: null, homeScreenNotice: false, safariCopyNotice: false, ...where };
  }
  return { ...loadTodayScreen(profile, new Date()), ...where };
}

export async function clientAction({ request }: ClientActionFunctionArgs) {
  const form = await request.formData();
  const now = new Date();
  const date = localIsoDate(now);
  const { startDate } = loadProfile();
  return homeAction(form, { date, day: dayNumber(challengeDay(startDate, date)), now, startDate });
}

export default function Home() {
  const { quote, today, homeScreenNotice, safariCopyNotice, installed, appApart } =
    useLoaderData<typeof clientLoader>();
  if (!today) return <Welcome quote={quote} installed={installed} appApart={appApart} />;
  return (
    <Today
      today={today}
      quote={quote}
      resolvePhoto={getPhoto}
      homeScreenNotice={homeScreenNotice}
      safariCopyNotice={safariCopyNotice}
      installed={installed}
    />
  );
}
