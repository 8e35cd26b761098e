/**
 * The results screen's action (spec §4 Save results, Restart protocol), loaded
 * only when the user saves, restarts or clears: the photo decoding and
 * encoding code stays off the screen's first load. Lives outside app/routes:
 * flat routes would take a file there for a screen.
 */
import { RESTART_MESSAGES } from '~/content/restart-messages';
import { buildProtocolRecord } from '~/domain/history';
import { PHOTO_PROBLEM_TEXT } from '~/domain/image';
import {
  MISSING_FINAL_WEIGHT,
  resultsMessage,
  validateFinalWeight,
  weightLost,
  type ResultsErrors,
} from '~/domain/results';
import type { Toast } from '~/domain/toast';
import { clearPhotoHistory, clearProtocolHistory, restartProtocol } from '~/storage/history';
import { storageErrorToast } from '~/storage/local';
import { PhotoError, preparePhoto } from '~/storage/photo-encode';
import { loadProfile, loadResults, saveResults, type PhotoChange } from '~/storage/results';

export type ResultsActionResult = {
  ok: boolean;
  toast: Toast;
  errors?: ResultsErrors;
  celebrate?: boolean;
  restarted?: boolean;
};

async function photoChange(field: FormDataEntryValue | null): Promise<PhotoChange> {
  if (field instanceof Blob && field.size > 0) return { kind: 'new', blob: await preparePhoto(field) };
  return field === 'remove' ? { kind: 'remove' } : { kind: 'keep' };
}

async function save(form: FormData): Promise<ResultsActionResult> {
  const checked = validateFinalWeight(form.get('finalWeight') as string | null);
  if (!checked.ok) {
    const toast: Toast =
      checked.errors.finalWeight === MISSING_FINAL_WEIGHT
        ? {
            kind: 'error',
            title: MISSING_FINAL_WEIGHT,
            message: 'Informe seu peso atual para ver quanto você eliminou.',
          }
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
  return {
    ok: true,
    celebrate: Number(lost) > 0,
    toast: { kind: 'success', title: 'Resultados salvos! 🎉', message: resultsMessage(lost, checked.finalWeight) },
  };
}

async function restart(form: FormData): Promise<ResultsActionResult> {
  const token = Number(form.get('token'));
  const sent = String(form.get('message') ?? '');
  const message = (RESTART_MESSAGES as readonly string[]).includes(sent) ? sent : RESTART_MESSAGES[0];
  if (!Number.isSafeInteger(token) || token <= 0)
    return { ok: false, toast: { kind: 'error', title: 'Não foi possível recomeçar', message: 'Tente de novo.' } };
  const { profile, results } = { profile: loadProfile(), results: loadResults() };
  const record = buildProtocolRecord({
    id: token,
    now: new Date(),
    startDate: profile.startDate,
    initialWeight: profile.initialWeight,
    finalWeight: results.finalWeight,
    message,
  });
  try {
    await restartProtocol({ record });
  } catch (e) {
    return { ok: false, toast: storageErrorToast(e) };
  }
  return { ok: true, restarted: true, toast: { kind: 'success', title: 'Protocolo reiniciado! 🔄', message } };
}

/** The results screen's form posts: 'save', 'restart', 'clear-photos' and 'clear-protocols'. */
export async function resultsAction(form: FormData): Promise<ResultsActionResult> {
  const intent = form.get('intent');
  try {
    if (intent === 'save') return await save(form);
    if (intent === 'restart') return await restart(form);
    if (intent === 'clear-photos') {
      await clearPhotoHistory();
      return {
        ok: true,
        toast: { kind: 'success', title: 'Histórico de fotos limpo', message: 'Todas as fotos salvas foram apagadas.' },
      };
    }
    if (intent === 'clear-protocols') {
      clearProtocolHistory();
      return {
        ok: true,
        toast: { kind: 'success', title: 'Histórico limpo', message: 'Todo o histórico de protocolos foi apagado.' },
      };
    }
  } catch (e) {
    return { ok: false, toast: storageErrorToast(e) };
  }
  throw new Response('Ação desconhecida', { status: 400 });
}
