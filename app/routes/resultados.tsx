import { Skeleton, Stack } from '@mantine/core';
import '@mantine/core/styles/Skeleton.css';
import type { ClientActionFunctionArgs, ShouldRevalidateFunction } from '@remix-run/react';
import { useActionData, useLoaderData } from '@remix-run/react';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import type { ResultsActionResult } from '~/actions/results-action';
import { AfterFirstPaint } from '~/components/after-first-paint';
import { celebrate } from '~/components/celebrate';
import { PageHeader } from '~/components/page-header';
import { PhotoComparison } from '~/components/photo-comparison';
import { ResultsSummary } from '~/components/results-summary';
import { retryImport } from '~/components/retry-import';
import { useResultToast } from '~/components/toast';
import { WeightEvolution } from '~/components/weight-evolution';
import { buildWeightSeries } from '~/domain/chart';
import { formatDateBR } from '~/domain/dates';
import { formatWeight, resultsMessage, weightLost } from '~/domain/results';
import type { Toast } from '~/domain/toast';
import { loadPhotoHistory, loadProtocolHistory } from '~/storage/history';
import { getPhoto } from '~/storage/photos';
import { loadDiary, loadProfile, loadResults } from '~/storage/results';
import { pageTitle } from '~/meta';

export const meta = () => pageTitle('Seus Resultados');

// What a phone shows first (figures, message, the form's place, the chart's
// card) is in the first render. The form (number input, photo pickers) and the
// end of the screen (histories, restart) are chunks of their own, rendered once
// that first frame is drawn and the browser is idle (docs/decisions/005).
const ResultsForm = lazy(() =>
  retryImport(() => import('~/components/results-form')).then((m) => ({ default: m.ResultsForm })),
);
const ResultsClosing = lazy(() =>
  retryImport(() => import('~/components/results-closing')).then((m) => ({ default: m.ResultsClosing })),
);
// The form's height, so the chart below it does not move when it arrives.
// `data-pending` marks a part still on its way (the e2e suite waits for none).
const formSkeleton = <Skeleton h={393} radius="lg" data-pending="" />;
const closingPending = <div data-pending="" />;

// Offline before the service worker has stored the action's code (a first visit
// cut short), even after trying again.
const CODE_MISSING: Toast = {
  kind: 'error',
  title: 'Não foi possível concluir',
  message: 'Parte do app ainda não foi baixada. Conecte-se à internet e tente de novo. Nada foi alterado.',
};

export function clientLoader() {
  return {
    results: loadResults(),
    profile: loadProfile(),
    diary: loadDiary(),
    photoHistory: loadPhotoHistory(),
    protocolHistory: loadProtocolHistory(),
  };
}

// Saving (photo decoding and encoding), restarting and clearing are loaded
// when the user acts, so none of that code sits before the first paint.
export async function clientAction({ request }: ClientActionFunctionArgs): Promise<ResultsActionResult> {
  const form = await request.formData();
  let actions: typeof import('~/actions/results-action');
  try {
    actions = await retryImport(() => import('~/actions/results-action'));
  } catch {
    return { ok: false, toast: CODE_MISSING };
  }
  return actions.resultsAction(form);
}

// The restart celebrates for 3 s on the old screen, then goes to /perfil: no re-read in between.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formData, defaultShouldRevalidate }) =>
  formData?.get('intent') === 'restart' ? false : defaultShouldRevalidate;

export default function Screen() {
  const { results, profile, diary, photoHistory, protocolHistory } = useLoaderData<typeof clientLoader>();
  const actionData = useActionData<typeof clientAction>();
  useResultToast(actionData);
  useEffect(() => {
    if (actionData?.celebrate) celebrate();
  }, [actionData]);

  const lost = weightLost(profile.initialWeight, results.finalWeight);
  const series = useMemo(
    () => buildWeightSeries({ diary, initialWeight: profile.initialWeight, finalWeight: results.finalWeight }),
    [diary, profile.initialWeight, results.finalWeight],
  );
  const hasPhotos = results.beforePhoto !== '' || results.afterPhoto !== '';
  const kg = (w: string) => (formatWeight(w) === '—' ? '' : `${formatWeight(w)} kg`);

  return (
    <Stack gap="lg">
      <PageHeader title="Seus Resultados" subtitle="Acompanhe sua transformação" />
      <ResultsSummary
        initialWeight={profile.initialWeight}
        lost={lost}
        message={resultsMessage(lost, results.finalWeight)}
      />
      <AfterFirstPaint fallback={formSkeleton}>
        <Suspense fallback={formSkeleton}>
          <ResultsForm key={JSON.stringify(results)} results={results} errors={actionData?.errors} resolve={getPhoto} />
        </Suspense>
      </AfterFirstPaint>
      {hasPhotos ? (
        <section aria-label="Comparação antes e depois">
          <PhotoComparison
            resolve={getPhoto}
            before={{
              photo: results.beforePhoto,
              date: profile.startDate ? formatDateBR(profile.startDate) : '',
              weight: kg(profile.initialWeight),
            }}
            after={{
              photo: results.afterPhoto,
              date: photoHistory.at(-1)?.date ?? '',
              weight: kg(results.finalWeight),
            }}
          />
        </section>
      ) : null}
      <WeightEvolution series={series} />
      <AfterFirstPaint fallback={closingPending}>
        <Suspense fallback={closingPending}>
          <ResultsClosing photoHistory={photoHistory} protocolHistory={protocolHistory} />
        </Suspense>
      </AfterFirstPaint>
    </Stack>
  );
}
