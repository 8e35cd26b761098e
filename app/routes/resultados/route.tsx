import { Stack } from '@mantine/core';
import type { ClientActionFunctionArgs, ShouldRevalidateFunction } from '@remix-run/react';
import { useActionData, useLoaderData } from '@remix-run/react';
import { useEffect, useMemo } from 'react';
import { PageColumn, PageColumns } from '~/components/page-columns';
import { PageHeader } from '~/components/page-header';
import { StoredForm } from '~/components/stored-form';
import { ShareProgress } from '~/components/share-progress';
import { useResultToast } from '~/components/show-toast';
import { buildWaistSeries, buildWeightSeries } from '~/domain/chart';
import { RESULT_MESSAGES } from '~/content/results';
import { RESULTS_PAGE } from '~/content/results-screen';
import { currentWeight, resultsMood, weightLost } from '~/domain/results';
import { parseWeight } from '~/domain/limits';
import { waistMeasurements, waistSoFar } from '~/domain/waist';
import { challengeDay, isChallengeOver } from '~/domain/challenge';
import { challengeOutcome, untickedPastDays } from '~/domain/outcome';
import { localIsoDate } from '~/domain/dates';
import { KEYS } from '~/domain/keys';
import { celebrate } from '~/lib/celebrate';
import { pageTitle } from '~/lib/meta';
import { loadDiary } from '~/storage/diary';
import { loadCompletedDays } from '~/storage/completed-days';
import { loadBottles } from '~/storage/electrolytes';
import { loadPhotoHistory, loadProtocolHistory } from '~/storage/history';
import { getPhoto } from '~/storage/photos';
import { loadProfile } from '~/storage/profile';
import { loadResults } from '~/storage/results';
import { keepPickedPhoto, resultsAction, type ResultsActionResult } from './action';
import { HistoriesCard } from './histories-card';
import { ReportCard, ReportLink } from './report-card';
import { ChallengeUnderway, RestartCard } from './restart-card';
import { ResultsForm, slotCaptions } from './results-form';
import { ResultsFigures } from './results-figures';
import { ResultsHero } from './results-hero';
import { WeightEvolution } from './weight-evolution';

export const meta = () => pageTitle(RESULTS_PAGE.title);

export function clientLoader() {
  const profile = loadProfile();
  const status = challengeDay(profile.startDate, localIsoDate(new Date()));
  const completed = loadCompletedDays();
  const finished = isChallengeOver(status, completed);
  return {
    results: loadResults(),
    profile,
    diary: loadDiary(),
    // The spreadsheet's column of electrolyte bottles.
    bottles: loadBottles(),
    photoHistory: loadPhotoHistory(),
    protocolHistory: loadProtocolHistory(),
    status,
    completed,
    finished,
    outcome: challengeOutcome(status, completed),
    // The closing card and the restart belong to a finished challenge; with no start date,
    // the screen is the specification's (it cannot know).
    over: finished || status === null,
  };
}

export async function clientAction({ request }: ClientActionFunctionArgs): Promise<ResultsActionResult> {
  return resultsAction(await request.formData());
}

// The restart celebrates for 3 s on the old screen, then goes to /perfil: no re-read in between.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formData, defaultShouldRevalidate }) =>
  formData?.get('intent') === 'restart' ? false : defaultShouldRevalidate;

export default function ResultsScreen() {
  const {
    results,
    profile,
    diary,
    bottles,
    photoHistory,
    protocolHistory,
    status,
    completed,
    finished,
    outcome,
    over,
  } = useLoaderData<typeof clientLoader>();
  const actionData = useActionData<typeof clientAction>();
  useResultToast(actionData);
  useEffect(() => {
    if (actionData?.celebrate) celebrate();
  }, [actionData]);

  const final = { finalWeight: results.finalWeight, finalWeightOn: results.finalWeightOn };
  const now = currentWeight({ ...final, diary });
  const lost = weightLost(profile.initialWeight, now.weight);
  const series = useMemo(
    () =>
      buildWeightSeries({
        diary,
        initialWeight: profile.initialWeight,
        finalWeight: results.finalWeight,
        finalWeightOn: results.finalWeightOn,
      }),
    [diary, profile.initialWeight, results.finalWeight, results.finalWeightOn],
  );
  const waist = useMemo(
    () => ({
      series: buildWaistSeries({ diary, initialWaist: profile.initialWaist }),
      soFar: waistSoFar(waistMeasurements({ diary, initialWaist: profile.initialWaist })),
    }),
    [diary, profile.initialWaist],
  );
  const captions = slotCaptions(profile, photoHistory.at(-1)?.date ?? '', results.finalWeight);

  const histories = <HistoriesCard photos={photoHistory} protocols={protocolHistory} resolvePhoto={getPhoto} />;

  // One primary button: saving the result, until the challenge is over and it is saved;
  // then sharing it.
  const primary = over && results.finalWeight !== '' ? 'share' : 'save';

  // The hero (the kilograms); then the form and the ways to share | the trend and the report; then the
  // note of a challenge underway | the histories (one column on a phone, in that order): "Salvar
  // Resultados" within a phone's first screen, and on a desktop each row's columns end close to each
  // other. After the last day the closing card, with the way to the report, follows the trend, and the
  // histories close the screen.
  // Seven cards at most (the two histories share one), two steps closer together than other screens', so the
  // whole stays within three phone screens.
  return (
    <Stack gap="sm">
      <PageHeader title={RESULTS_PAGE.title} subtitle={RESULTS_PAGE.subtitle} />
      <ResultsHero
        lost={lost}
        soFar={now.source === 'diary'}
        message={RESULT_MESSAGES[resultsMood(lost, results.finalWeight)]}
      />
      <PageColumns gap="sm">
        <PageColumn gap="sm">
          <StoredForm stored={JSON.stringify(results)} storageKey={KEYS.results}>
            {(key) => (
              <ResultsForm
                key={key}
                results={results}
                errors={actionData?.errors}
                resolvePhoto={getPhoto}
                keepPhoto={keepPickedPhoto}
                captions={captions}
                newerWeighIn={now.source === 'diary' && results.finalWeight !== '' ? now : null}
                primary={primary === 'save'}
              />
            )}
          </StoredForm>
          <ShareProgress
            records={{
              completedDays: completed,
              diary,
              initialWeight: profile.initialWeight,
              ...final,
              finished,
            }}
            photos={{ before: results.beforePhoto, after: results.afterPhoto }}
            resolvePhoto={getPhoto}
            primary={primary === 'share'}
            unticked={untickedPastDays(status, completed)}
            // After the last day the closing card says how many days are ticked.
            countSaid={over}
          />
        </PageColumn>
        <PageColumn gap="sm">
          <WeightEvolution
            weight={series}
            waist={waist.series}
            weightEndsOver={parseWeight(profile.initialWeight) !== null}
          >
            <ResultsFigures initialWeight={profile.initialWeight} now={now} waist={waist.soFar} />
          </WeightEvolution>
          {/* After the last day the closing card takes the report's place: the way to it, under the advice
              to see the doctor, and on a desktop the columns stay balanced. */}
          {over ? (
            <RestartCard status={status} outcome={outcome}>
              <ReportLink />
            </RestartCard>
          ) : (
            <ReportCard diary={diary} startDate={profile.startDate} bottles={bottles} />
          )}
        </PageColumn>
      </PageColumns>
      <PageColumns gap="sm">
        <PageColumn gap="sm">{over ? histories : <ChallengeUnderway status={status} />}</PageColumn>
        {over ? null : <PageColumn gap="sm">{histories}</PageColumn>}
      </PageColumns>
    </Stack>
  );
}
