import { Skeleton, Stack } from '@mantine/core';
import '@mantine/core/styles/Skeleton.css';
import type { ClientActionFunctionArgs, ShouldRevalidateFunction } from '@remix-run/react';
import { useActionData, useLoaderData } from '@remix-run/react';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { celebrate } from '~/components/celebrate';
import { PageHeader } from '~/components/page-header';
import { PhotoComparison } from '~/components/photo-comparison';
import { PhotoHistory } from '~/components/photo-history';
import { ProtocolHistory } from '~/components/protocol-history';
import { RestartCard } from '~/components/restart-card';
import { ResultsSummary } from '~/components/results-summary';
import { useResultToast } from '~/components/toast';
import { useAfterFirstPaint } from '~/components/use-after-first-paint';
import { WeightEvolution } from '~/components/weight-evolution';
import { RESTART_MESSAGES } from '~/content/restart-messages';
import { buildWeightSeries } from '~/domain/chart';
import { buildProtocolRecord, formatDateBR } from '~/domain/history';
import { PHOTO_PROBLEM_TEXT } from '~/domain/image';
import { formatWeight, MISSING_FINAL_WEIGHT, resultsMessage, validateFinalWeight, weightLost, type ResultsErrors } from '~/domain/results';
import type { Toast } from '~/domain/toast';
import { clearPhotoHistory, clearProtocolHistory, loadPhotoHistory, loadProtocolHistory, restartProtocol } from '~/storage/history';
import { storageErrorToast } from '~/storage/local';
import { PhotoError, preparePhoto } from '~/storage/photo-encode';
import { getPhoto } from '~/storage/photos';
import { loadDiary, loadProfile, loadResults, saveResults, type PhotoChange } from '~/storage/results';
import { pageTitle } from '~/meta';

export const meta = () => pageTitle('Seus Resultados');

// The form (number input, photo pickers) is its own chunk: the figures and the message show first.
const ResultsForm = lazy(() => import('~/components/results-form').then((m) => ({ default: m.ResultsForm })));
const formSkeleton = <Skeleton h={420} radius="lg" />;

export function clientLoader() {
  return {
    results: loadResults(),
    profile: loadProfile(),
    diary: loadDiary(),
    photoHistory: loadPhotoHistory(),
    protocolHistory: loadProtocolHistory(),
  };
}

type ActionResult = { ok: boolean; toast: Toast; errors?: ResultsErrors; celebrate?: boolean; restarted?: boolean };

async function photoChange(field: FormDataEntryValue | null): Promise<PhotoChange> {
  if (field instanceof Blob && field.size > 0) return { kind: 'new', blob: await preparePhoto(field) };
  return field === 'remove' ? { kind: 'remove' } : { kind: 'keep' };
}

async function save(form: FormData): Promise<ActionResult> {
  const checked = validateFinalWeight(form.get('finalWeight') as string | null);
  if (!checked.ok) {
    const toast: Toast =
      checked.errors.finalWeight === MISSING_FINAL_WEIGHT
        ? { kind: 'error', title: MISSING_FINAL_WEIGHT, message: 'Informe seu peso atual para ver quanto você eliminou.' }
        : { kind: 'error', title: 'Peso inválido', message: checked.errors.finalWeight };
    return { ok: false, errors: checked.errors, toast };
  }
  let before: PhotoChange, after: PhotoChange;
  try {
    before = await photoChange(form.get('beforePhoto'));
    after = await photoChange(form.get('afterPhoto'));
  } catch (e) {
    if (!(e instanceof PhotoError)) throw e;
    return { ok: false, toast: { kind: 'error', ...PHOTO_PROBLEM_TEXT[e.problem] } };
  }
  try {
    await saveResults({ finalWeight: checked.finalWeight, before, after, now: new Date() });
  } catch (e) {
    return { ok: false, toast: storageErrorToast(e) };
  }
  const lost = weightLost(loadProfile().initialWeight, checked.finalWeight);
  return { ok: true, celebrate: Number(lost) > 0, toast: { kind: 'success', title: 'Resultados salvos! 🎉', message: resultsMessage(lost, checked.finalWeight) } };
}

async function restart(form: FormData): Promise<ActionResult> {
  const token = Number(form.get('token'));
  const sent = String(form.get('message') ?? '');
  const message = (RESTART_MESSAGES as readonly string[]).includes(sent) ? sent : RESTART_MESSAGES[0];
  if (!Number.isSafeInteger(token) || token <= 0) return { ok: false, toast: { kind: 'error', title: 'Não foi possível recomeçar', message: 'Tente de novo.' } };
  const { profile, results } = { profile: loadProfile(), results: loadResults() };
  const record = buildProtocolRecord({ id: token, now: new Date(), startDate: profile.startDate, initialWeight: profile.initialWeight, finalWeight: results.finalWeight, message });
  try {
    await restartProtocol({ record });
  } catch (e) {
    return { ok: false, toast: storageErrorToast(e) };
  }
  return { ok: true, restarted: true, toast: { kind: 'success', title: 'Protocolo reiniciado! 🔄', message } };
}

export async function clientAction({ request }: ClientActionFunctionArgs): Promise<ActionResult> {
  const form = await request.formData();
  const intent = form.get('intent');
  try {
    if (intent === 'save') return await save(form);
    if (intent === 'restart') return await restart(form);
    if (intent === 'clear-photos') {
      await clearPhotoHistory();
      return { ok: true, toast: { kind: 'success', title: 'Histórico de fotos limpo', message: 'Todas as fotos salvas foram apagadas.' } };
    }
    if (intent === 'clear-protocols') {
      clearProtocolHistory();
      return { ok: true, toast: { kind: 'success', title: 'Histórico limpo', message: 'Todo o histórico de protocolos foi apagado.' } };
    }
  } catch (e) {
    return { ok: false, toast: storageErrorToast(e) };
  }
  throw new Response('Ação desconhecida', { status: 400 });
}

// The restart celebrates for 3 s on the old screen, then goes to /perfil: no re-read in between.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formData, defaultShouldRevalidate }) =>
  formData?.get('intent') === 'restart' ? false : defaultShouldRevalidate;

export default function Screen() {
  const { results, profile, diary, photoHistory, protocolHistory } = useLoaderData<typeof clientLoader>();
  const actionData = useActionData<typeof clientAction>();
  const painted = useAfterFirstPaint();
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
      <ResultsSummary initialWeight={profile.initialWeight} lost={lost} message={resultsMessage(lost, results.finalWeight)} />
      <Suspense fallback={formSkeleton}>
        {painted ? <ResultsForm key={JSON.stringify(results)} results={results} errors={actionData?.errors} resolve={getPhoto} /> : formSkeleton}
      </Suspense>
      {hasPhotos ? (
        <section aria-label="Comparação antes e depois">
          <PhotoComparison
            resolve={getPhoto}
            before={{ photo: results.beforePhoto, date: profile.startDate ? formatDateBR(profile.startDate) : '', weight: kg(profile.initialWeight) }}
            after={{ photo: results.afterPhoto, date: photoHistory.at(-1)?.date ?? '', weight: kg(results.finalWeight) }}
          />
        </section>
      ) : null}
      <WeightEvolution series={series} />
      <PhotoHistory records={photoHistory} resolve={getPhoto} />
      <ProtocolHistory records={protocolHistory} />
      <RestartCard />
    </Stack>
  );
}
