/**
 * The posts about the data as a whole, from any screen (route.tsx):
 * 'backup', 'restore-check', 'restore' and 'persist' (Perfil's Seus dados,
 * the welcome's restore, "Fazer backup antes" in every erase dialog), and the
 * erases: 'reset' (spec §4 "Profile reset"), 'restart-early' and 'erase-all'
 * (domain/erase.ts says what each takes away).
 * Backup and restore read every key and photo: their code is fetched when
 * the user asks for one, not with any screen.
 */
import { storageFailureToast } from '~/components/storage-toast';
import { APP_VERSION } from '~/config';
import {
  BACKUP_PROBLEM_TOAST,
  backupReadyToast,
  backupWithoutPhotosToast,
  persistedToast,
  restoredToast,
} from '~/content/data';
import { ERASED_EVERYTHING_TOAST, RESTARTED_EARLY_TOAST } from '~/content/erase';
import { partMissingToast } from '~/content/messages';
import { profileResetToast } from '~/content/profile';
import type { BackupSummary } from '~/domain/backup';
import { localIsoDate } from '~/domain/dates';
import type { Toast } from '~/domain/toast';
import { loadPart, PartUnavailableError } from '~/lib/import-with-retry';
import { runningInAppApart } from '~/lib/app-storage';
import { runningAsApp } from '~/lib/seven-day-rule';
import { noteRestoredInHomeScreenApp, recordBackupMade } from '~/storage/backup-meta';
import { eraseEverything } from '~/storage/erase';
import { restartChallenge } from '~/storage/history';
import { resetProgress } from '~/storage/profile';
import { askPersistentStorage } from '~/storage/quota';

/** What each post asks for, in its `intent` field. */
export type DataIntent = 'backup' | 'restore-check' | 'restore' | 'persist' | 'reset' | 'restart-early' | 'erase-all';

/** The data route's answer, to every poster (components/data-post.ts). */
export interface DataActionResult {
  ok: boolean;
  toast?: Toast;
  /** A backup file ready to hand to the user. */
  backup?: { fileName: string; text: string };
  /** A checked backup waiting for the user's confirmation, and what this device holds now, which it replaces. */
  check?: { summary: BackupSummary; text: string; here: BackupSummary };
}

const BACKUP_INTENTS: readonly string[] = ['backup', 'restore-check', 'restore'] satisfies DataIntent[];

async function backupAction(intent: string, form: FormData): Promise<DataActionResult> {
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
    const toast = backup.missingPhotos
      ? backupWithoutPhotosToast(backup.fileName, backup.missingPhotos)
      : backupReadyToast(backup.fileName);
    return { ok: true, backup: { fileName: backup.fileName, text: backup.text }, toast };
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
  return { ok: true, check: { summary: result.summary, text, here: backups.summarizeHere(new Date()) } };
}

export async function dataAction(form: FormData): Promise<DataActionResult> {
  const intent = String(form.get('intent') ?? '');
  try {
    if (BACKUP_INTENTS.includes(intent)) return await backupAction(intent, form);
    // Already installed, she cannot be told to install it (an iPhone before iOS 15.2 has no persist()).
    if (intent === 'persist') return { ok: true, toast: persistedToast(await askPersistentStorage(), runningAsApp()) };
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
  } catch (e) {
    return { ok: false, toast: storageFailureToast(e) };
  }
  return { ok: false };
}
