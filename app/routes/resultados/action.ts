/**
 * The results screen's form posts (spec §4 "Save results", "Restart
 * protocol", §5): 'save', 'restart', 'clear-photos' and 'clear-protocols'.
 * Decoding and re-encoding a photo is the only heavy step: its code is
 * fetched when a save carries a new photo, not with the screen.
 */
import { RESTART_MESSAGES } from '~/content/restart-messages';
import { challengeDay } from '~/domain/challenge';
import { localIsoDate } from '~/domain/dates';
import { buildProtocolRecord } from '~/domain/history';
import { challengeOutcome, closesAsWritten } from '~/domain/outcome';
import { PHOTO_PROBLEM_TEXT, PhotoError } from '~/domain/image';
import { currentWeight, resultsMessage, validateFinalWeight, weightLost, type ResultsErrors } from '~/domain/results';
import { partMissingToast } from '~/domain/part-unavailable-texts';
import type { Toast } from '~/domain/toast';
import { loadPart, PartUnavailableError } from '~/lib/import-with-retry';
import { loadCompletedDays } from '~/storage/completed-days';
import { loadDiary } from '~/storage/diary';
import { clearPhotoHistory, clearProtocolHistory, restartProtocol } from '~/storage/history';
import { storageErrorToast } from '~/storage/local';
import { loadProfile } from '~/storage/profile';
import { loadResults, saveResults, type PhotoChange } from '~/storage/results';

export type ResultsActionResult = {
  ok: boolean;
  toast: Toast;
  errors?: ResultsErrors;
  celebrate?: boolean;
  restarted?: boolean;
};

async function photoChange(field: FormDataEntryValue | null): Promise<PhotoChange> {
  if (field instanceof Blob && field.size > 0) {
    // Offline on a first visit cut short: loadPart's PartUnavailableError reaches save().
    const encoder = await loadPart(() => import('~/lib/image-encode'));
    try {
      return { kind: 'new', blob: await encoder.preparePhoto(field) };
    } catch (e) {
      // A file the browser can no longer read (moved, or in a cloud folder) is a photo it cannot open.
      throw e instanceof PhotoError ? e : new PhotoError('not-decodable');
    }
  }
  return field === 'remove' ? { kind: 'remove' } : { kind: 'keep' };
}

async function save(form: FormData): Promise<ResultsActionResult> {
  const checked = validateFinalWeight(form.get('finalWeight'));
  if (!checked.ok) return { ok: false, errors: checked.errors, toast: checked.toast };
  let before: PhotoChange, after: PhotoChange;
  try {
    before = await photoChange(form.get('beforePhoto'));
    after = await photoChange(form.get('afterPhoto'));
  } catch (e) {
    if (e instanceof PartUnavailableError) return { ok: false, toast: partMissingToast(e.reloadNeeded) };
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
  const [profile, results, completed] = [loadProfile(), loadResults(), loadCompletedDays()];
  const now = new Date();
  // What really happened: the result (the newest weigh-in) and how many of the 15 days were ticked.
  const result = currentWeight({
    finalWeight: results.finalWeight,
    finalWeightOn: results.finalWeightOn,
    diary: loadDiary(),
  });
  const outcome = challengeOutcome(challengeDay(profile.startDate, localIsoDate(now)), completed);
  const record = buildProtocolRecord({
    id: token,
    now,
    startDate: profile.startDate,
    initialWeight: profile.initialWeight,
    finalWeight: result.weight,
    message,
    daysCompleted: outcome.done,
  });
  try {
    await restartProtocol({ record });
  } catch (e) {
    return { ok: false, toast: storageErrorToast(e) };
  }
  return {
    ok: true,
    restarted: true,
    // The specification's celebration of the restart, where its closing card applies.
    celebrate: closesAsWritten(outcome),
    toast: { kind: 'success', title: 'Protocolo reiniciado! 🔄', message },
  };
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
