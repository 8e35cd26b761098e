/**
 * The profile screen's posts: 'save' (spec §5); the actions that erase,
 * 'reset' (spec §4 "Profile reset"), 'restart-early' and 'erase-all'
 * (domain/erase.ts says what each takes away); and 'Seus dados': 'backup'
 * (also "Fazer backup antes" in every erase dialog, components/use-backup.ts),
 * 'restore-check', 'restore', 'persist'.
 * Backup and restore read every key and photo: their code is fetched when
 * the user asks for one, not with the screen.
 */
import { storageFailureToast } from '~/components/storage-toast';
import { APP_VERSION } from '~/config';
import { BACKUP_PROBLEM_TOAST, backupReadyToast, persistedToast, restoredToast } from '~/content/data';
import { ERASED_EVERYTHING_TOAST, RESTARTED_EARLY_TOAST } from '~/content/erase';
import { fieldMessages, invalidFieldsToast, partMissingToast } from '~/content/messages';
import { PROFILE_FORM, profileMissingToast, profileResetToast, profileSavedToast } from '~/content/profile';
import type { BackupSummary } from '~/domain/backup';
import { localIsoDate } from '~/domain/dates';
import { isNewUser, validateProfile, type ProfileField } from '~/domain/profile';
import type { Toast } from '~/domain/toast';
import type { FieldErrors } from '~/domain/validation';
import { loadPart, PartUnavailableError } from '~/lib/import-with-retry';
import { runningInAppApart } from '~/lib/app-storage';
import { runningAsApp } from '~/lib/seven-day-rule';
import { noteRestoredInHomeScreenApp, recordBackupMade } from '~/storage/backup-meta';
import { eraseEverything } from '~/storage/erase';
import { restartChallenge } from '~/storage/history';
import { loadProfile, resetProgress, saveProfile } from '~/storage/profile';
import { askPersistentStorage } from '~/storage/quota';

export interface ProfileActionResult {
  ok: boolean;
  toast?: Toast;
  errors?: FieldErrors<ProfileField>;
  /** A backup file ready to hand to the user. */
  backup?: { fileName: string; text: string };
  /** A checked backup waiting for the user's confirmation. */
  check?: { summary: BackupSummary; text: string };
  /** The profile was saved for the first time. */
  firstSave?: boolean;
}

async function dataAction(intent: string, form: FormData): Promise<ProfileActionResult> {
  // Already installed, she cannot be told to install it (an iPhone before iOS 15.2 has no persist()).
  if (intent === 'persist') return { ok: true, toast: persistedToast(await askPersistentStorage(), runningAsApp()) };
  let backups: typeof import('~/storage/backup');
  let photos: typeof import('~/lib/image-encode');
  try {
    // A restore checks each photo with the app's decoder, which storage may not import.
    [backups, photos] = await Promise.all([
      loadPart(() => import('~/storage/backup')),
      loadPart(() => import('~/lib/image-encode')),
    ]);
  } catch (e) {
    return { ok: false, toast: partMissingToast(e instanceof PartUnavailableError && e.reloadNeeded) };
  }
  if (intent === 'backup') {
    const now = new Date();
    const backup = await backups.createBackup({ now, appVersion: APP_VERSION });
    try {
      recordBackupMade({ today: localIsoDate(now) });
    } catch {
      // A full phone is when a copy matters most: the file is handed over even if
      // its date cannot be noted (the weekly reminder may then come back early).
    }
    return { ok: true, backup, toast: backupReadyToast(backup.fileName) };
  }
  const text = String(form.get('text') ?? '');
  const result =
    intent === 'restore'
      ? await backups.restoreBackup(text, { now: new Date(), decodes: photos.photoDecodes })
      : await backups.checkBackup(text, photos.photoDecodes);
  if (!result.ok) return { ok: false, toast: BACKUP_PROBLEM_TOAST[result.problem] };
  if (intent === 'restore') {
    // In the iPhone's home-screen app the data came from Safari's tab, which still holds it: Hoje says so once.
    if (runningInAppApart()) {
      try {
        noteRestoredInHomeScreenApp();
      } catch {
        // The data is restored; only the note is missing.
      }
    }
    return { ok: true, toast: restoredToast };
  }
  return { ok: true, check: { summary: result.summary, text } };
}

export async function profileAction(form: FormData): Promise<ProfileActionResult> {
  const intent = String(form.get('intent') ?? '');
  try {
    if (['backup', 'persist', 'restore-check', 'restore'].includes(intent)) return await dataAction(intent, form);
    if (intent === 'reset') {
      resetProgress({ now: new Date() });
      return { ok: true, toast: profileResetToast };
    }
    if (intent === 'restart-early') {
      const now = new Date();
      await restartChallenge({ startDate: localIsoDate(now), now });
      return { ok: true, toast: RESTARTED_EARLY_TOAST };
    }
    if (intent === 'erase-all') {
      await eraseEverything({ now: new Date() });
      return { ok: true, toast: ERASED_EVERYTHING_TOAST };
    }
    if (intent !== 'save') return { ok: false };
    const result = validateProfile(Object.fromEntries(form));
    if (!result.ok) {
      const toast = result.missing ? profileMissingToast : invalidFieldsToast;
      return { ok: false, errors: fieldMessages(result.problems, PROFILE_FORM), toast };
    }
    const before = loadProfile();
    saveProfile({ profile: result.value });
    // The first save: the screen shows the next step, to Início's "Hoje".
    return { ok: true, toast: profileSavedToast, firstSave: isNewUser(before) };
  } catch (e) {
    return { ok: false, toast: storageFailureToast(e) };
  }
}
