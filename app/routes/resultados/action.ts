/**
 * The results screen's form posts (spec §4 "Save results", "Restart
 * protocol", §5): 'save', 'restart', 'clear-photos' and 'clear-protocols';
 * and the keeping step its photo pickers are handed (`keepPickedPhoto`).
 * Decoding and re-encoding a photo is the only heavy step: its code is
 * fetched when a photo is picked, not with the screen.
 */
import { storageFailureToast } from '~/components/storage-toast';
import { fieldMessages, partMissingToast } from '~/content/messages';
import { PHOTO_NOT_KEPT_TOAST, PHOTO_PROBLEM_TOAST } from '~/content/photos';
import { RESTART_MESSAGES } from '~/content/restart-messages';
import {
  invalidFinalWeightToast,
  missingFinalWeightToast,
  photoHistoryClearedToast,
  protocolHistoryClearedToast,
  protocolRestartedToast,
  restartFailedToast,
  RESULTS_FORM,
  resultsSavedToast,
} from '~/content/results';
import { challengeDay } from '~/domain/challenge';
import { localIsoDate } from '~/domain/dates';
import { buildProtocolRecord } from '~/domain/history';
import { challengeOutcome, closesAsWritten } from '~/domain/outcome';
import { PhotoError } from '~/domain/image';
import { currentWeight, resultsMood, type ResultsErrors, validateResults, weightLost } from '~/domain/results';
import type { Toast } from '~/domain/toast';
import { loadPart, PartUnavailableError } from '~/lib/import-with-retry';
import { loadCompletedDays } from '~/storage/completed-days';
import { loadDiary } from '~/storage/diary';
import { clearPhotoHistory, clearProtocolHistory, restartProtocol } from '~/storage/history';
import { keepPhoto, PhotoNotKeptError } from '~/storage/kept-photos';
import { StorageFullError, StorageUnavailableError } from '~/storage/local';
import { loadProfile } from '~/storage/profile';
import { loadResults, saveResults } from '~/storage/results';

export type ResultsActionResult = {
  ok: boolean;
  toast: Toast;
  errors?: ResultsErrors;
  celebrate?: boolean;
  restarted?: boolean;
};

export type KeepPhotoResult = { ok: true; id: string; photo: Blob } | { ok: false; toast: Toast };

/**
 * The keeping step, the one way a file enters the app (ARCHITECTURE, "Data
 * flow" 6; docs/decisions/011-no-file-in-a-form-post.md): the picked file is
 * checked, decoded and downscaled (the encoder is fetched on the first pick)
 * and kept under a new photo id, which the form then posts. The screen hands
 * this to its photo pickers; the photo it returns is what the picker shows.
 */
export async function keepPickedPhoto(file: Blob, now = new Date()): Promise<KeepPhotoResult> {
  let photo: Blob;
  try {
    // Offline on a first visit cut short: loadPart says whether a reload is needed.
    const encoder = await loadPart(() => import('~/lib/image-encode'));
    photo = await encoder.preparePhoto(file);
  } catch (e) {
    if (e instanceof PartUnavailableError) return { ok: false, toast: partMissingToast(e.reloadNeeded) };
    // A file the browser can no longer read (moved, or in a cloud folder) is a photo it cannot open.
    const problem = e instanceof PhotoError ? e.problem : 'not-decodable';
    return { ok: false, toast: PHOTO_PROBLEM_TOAST[problem] };
  }
  try {
    return { ok: true, id: await keepPhoto(photo, now), photo };
  } catch (e) {
    if (e instanceof StorageFullError || e instanceof StorageUnavailableError)
      return { ok: false, toast: storageFailureToast(e) };
    return { ok: false, toast: PHOTO_PROBLEM_TOAST['not-decodable'] };
  }
}

async function save(form: FormData): Promise<ResultsActionResult> {
  const result = validateResults(Object.fromEntries(form));
  if (!result.ok) {
    const errors = fieldMessages(result.problems, RESULTS_FORM);
    const toast = result.missing ? missingFinalWeightToast : invalidFinalWeightToast(errors.finalWeight ?? '');
    return { ok: false, errors, toast };
  }
  let finalWeight: string;
  try {
    // The weight as stored ('65.5') is what the message is about.
    finalWeight = (await saveResults(result.value, new Date())).finalWeight;
  } catch (e) {
    if (e instanceof PhotoNotKeptError) return { ok: false, toast: PHOTO_NOT_KEPT_TOAST };
    return { ok: false, toast: storageFailureToast(e) };
  }
  const lost = weightLost(loadProfile().initialWeight, finalWeight);
  return { ok: true, celebrate: Number(lost) > 0, toast: resultsSavedToast(resultsMood(lost, finalWeight)) };
}

async function restart(form: FormData): Promise<ResultsActionResult> {
  const token = Number(form.get('token'));
  const sent = String(form.get('message') ?? '');
  const message = (RESTART_MESSAGES as readonly string[]).includes(sent) ? sent : RESTART_MESSAGES[0];
  if (!Number.isSafeInteger(token) || token <= 0) return { ok: false, toast: restartFailedToast };
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
    await restartProtocol({ record, now });
  } catch (e) {
    return { ok: false, toast: storageFailureToast(e) };
  }
  return {
    ok: true,
    restarted: true,
    // The specification's celebration of the restart, where its closing card applies.
    celebrate: closesAsWritten(outcome),
    toast: protocolRestartedToast(message),
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
      return { ok: true, toast: photoHistoryClearedToast };
    }
    if (intent === 'clear-protocols') {
      clearProtocolHistory();
      return { ok: true, toast: protocolHistoryClearedToast };
    }
  } catch (e) {
    return { ok: false, toast: storageFailureToast(e) };
  }
  throw new Response('Unknown intent', { status: 400 });
}
