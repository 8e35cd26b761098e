/**
 * What the nutritionist's report reads: every record it lays
 * out (domain/report.ts, ReportRecords), the fasts as they stand at `now`.
 * Reads only.
 */
import type { ReportRecords } from '~/domain/report';
import { loadCompletedDays } from './completed-days';
import { loadDiary } from './diary';
import { loadBottles } from './electrolytes';
import { loadFasts } from './fasting';
import { loadPhotoHistory } from './history';
import { loadProfile } from './profile';
import { loadResults } from './results';
import { loadSafetyChecks } from './safety-checks';

export function loadReportRecords(now: Date): ReportRecords {
  const profile = loadProfile();
  // A fast that reached its block's end is read as ended there: never the raw keys.
  const { fast, log } = loadFasts({ startDate: profile.startDate, now });
  return {
    profile,
    diary: loadDiary(),
    completedDays: loadCompletedDays(),
    results: loadResults(),
    photoHistory: loadPhotoHistory(),
    fasts: { current: fast, log },
    preFastChecks: loadSafetyChecks(),
    electrolytes: loadBottles(),
  };
}
