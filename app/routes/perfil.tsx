import { Stack } from '@mantine/core';
import { type ClientActionFunctionArgs, useActionData, useLoaderData } from '@remix-run/react';
import { PageHeader } from '~/components/page-header';
import { ProfileForm } from '~/components/profile-form';
import { DataSection } from '~/components/data-section';
import { ProfileReset } from '~/components/profile-reset';
import { useResultToast } from '~/components/toast';
import { profileResetToast, profileSavedToast, validateProfile } from '~/domain/profile';
import { APP_VERSION } from '~/config';
import { BACKUP_PROBLEM_TEXT } from '~/domain/backup';
import { backupReadyToast, persistedToast, restoredToast } from '~/domain/data-texts';
import { pageTitle } from '~/meta';
import { checkBackup, createBackup, restoreBackup } from '~/storage/backup';
import { recordBackupMade } from '~/storage/backup-meta-write';
import { localIsoDate } from '~/domain/dates';
import { askPersistentStorage, storageStatus } from '~/storage/quota';
import { storageErrorToast } from '~/storage/local';
import { loadProfile, resetProgress, saveProfile } from '~/storage/profile';

export const meta = () => pageTitle('Seu Perfil');

export async function clientLoader() {
  return { profile: loadProfile(), storage: await storageStatus() };
}

/** The 'Seus dados' intents: backup, restore (checked first, then confirmed) and persistent storage. */
async function dataAction(intent: string, form: FormData) {
  const text = String(form.get('text') ?? '');
  try {
    if (intent === 'backup') {
      const now = new Date();
      const backup = await createBackup({ now, appVersion: APP_VERSION });
      recordBackupMade({ today: localIsoDate(now) });
      return { ok: true as const, backup, toast: backupReadyToast(backup.fileName) };
    }
    if (intent === 'persist') return { ok: true as const, toast: persistedToast(await askPersistentStorage()) };
    const result = intent === 'restore' ? await restoreBackup(text) : await checkBackup(text);
    if (!result.ok)
      return { ok: false as const, toast: { kind: 'error' as const, ...BACKUP_PROBLEM_TEXT[result.problem] } };
    if (intent === 'restore') return { ok: true as const, toast: restoredToast };
    return { ok: true as const, check: { summary: result.summary, text } };
  } catch (e) {
    return { ok: false as const, toast: storageErrorToast(e) };
  }
}

export async function clientAction({ request }: ClientActionFunctionArgs) {
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  if (['backup', 'persist', 'restore-check', 'restore'].includes(intent)) return dataAction(intent, form);
  if (intent === 'reset') {
    try {
      resetProgress();
    } catch (e) {
      return { ok: false as const, toast: storageErrorToast(e) };
    }
    return { ok: true as const, toast: profileResetToast };
  }
  const result = validateProfile(Object.fromEntries(form));
  if (!result.ok) return { ok: false as const, errors: result.errors, toast: result.toast };
  try {
    saveProfile({ profile: result.value });
  } catch (e) {
    return { ok: false as const, toast: storageErrorToast(e) };
  }
  return { ok: true as const, toast: profileSavedToast };
}

export default function Screen() {
  const { profile, storage } = useLoaderData<typeof clientLoader>();
  const result = useActionData<typeof clientAction>();
  useResultToast(result);
  return (
    <Stack gap="lg">
      <PageHeader title="Seu Perfil" subtitle="Configure seus dados para começar" />
      {/* A new stored profile (saved, reset, another tab) gives a fresh form. */}
      <ProfileForm
        key={JSON.stringify(profile)}
        profile={profile}
        errors={result && 'errors' in result ? result.errors : undefined}
      />
      <DataSection storage={storage} />
      <ProfileReset />
    </Stack>
  );
}
