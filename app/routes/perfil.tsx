import { Stack } from '@mantine/core';
import { type ClientActionFunctionArgs, useActionData, useLoaderData } from '@remix-run/react';
import { PageHeader } from '~/components/page-header';
import { ProfileForm } from '~/components/profile-form';
import { ProfileReset } from '~/components/profile-reset';
import { useResultToast } from '~/components/toast';
import { profileResetToast, profileSavedToast, validateProfile } from '~/domain/profile';
import { pageTitle } from '~/meta';
import { storageErrorToast } from '~/storage/local';
import { loadProfile, resetProgress, saveProfile } from '~/storage/profile';

export const meta = () => pageTitle('Seu Perfil');

export function clientLoader() {
  return { profile: loadProfile() };
}

export async function clientAction({ request }: ClientActionFunctionArgs) {
  const form = await request.formData();
  if (form.get('intent') === 'reset') {
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
  const { profile } = useLoaderData<typeof clientLoader>();
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
      <ProfileReset />
    </Stack>
  );
}
