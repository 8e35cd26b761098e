/** What Hoje (Início for a user with a profile) reads: her day, nothing written. */
import { FASTING_DAY_QUOTES } from '~/content/gentle-words';
import { QUOTES } from '~/content/quotes';
import { localIsoDate } from '~/domain/dates';
import { pickRandom } from '~/domain/random';
import type { Profile } from '~/domain/stored';
import { dayViewOf } from '~/domain/today';
import { sevenDayRule } from '~/lib/seven-day-rule';
import { homeScreenNoticeDue, safariCopyNoticeDue } from '~/storage/backup-meta';
import { loadCompletedDays } from '~/storage/completed-days';
import { loadDiary } from '~/storage/diary';
import { loadBottles } from '~/storage/electrolytes';
import { loadFasts, loadFastTimes } from '~/storage/fasting';
import { loadRefeed } from '~/storage/refeed';
import { loadResults } from '~/storage/results';
import { loadSafetyChecks } from '~/storage/safety-checks';

export function loadTodayScreen(profile: Profile, now: Date) {
  // A fast whose block has ended reads as ended at that end.
  const fasts = loadFasts({ startDate: profile.startDate, now });
  const { fast, log } = fasts;
  const today = dayViewOf(
    {
      profile,
      diary: loadDiary(),
      results: loadResults(),
      fast,
      log,
      times: loadFastTimes({ startDate: profile.startDate, now, fasts }),
      completedDays: loadCompletedDays(),
      safetyChecks: loadSafetyChecks(),
      bottles: loadBottles(),
      refeed: loadRefeed(),
    },
    now,
  );
  // Safari's 7-day rule: said once on Hoje, after the day's content, until closed for 7 days.
  const homeScreenNotice = sevenDayRule() === 'applies' && homeScreenNoticeDue(localIsoDate(now));
  // A new quote every time the screen is shown; on a fasting day, only one that pushes no one.
  // After a restore in the iPhone's home-screen app: Safari's tab still holds a copy, said until closed.
  const safariCopyNotice = safariCopyNoticeDue();
  return { quote: pickRandom(today.calm ? FASTING_DAY_QUOTES : QUOTES), today, homeScreenNotice, safariCopyNotice };
}
