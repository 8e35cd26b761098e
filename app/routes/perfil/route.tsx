import { Stack } from '@mantine/core';
import { type ClientActionFunctionArgs, useActionData, useLoaderData } from '@remix-run/react';
import { CalendarReminders } from '~/components/calendar-reminders';
import { PageHeader } from '~/components/page-header';
import { useResultToast } from '~/components/toast';
import { pageTitle } from '~/lib/meta';
import { loadProfile } from '~/storage/profile';
import { storageStatus } from '~/storage/quota';
import { profileAction } from './action';
import { DataSection } from './data-section';
import { ProfileForm } from './profile-form';
import { ProfileReset } from './profile-reset';

export const meta = () => pageTitle('Seu Perfil');

export async function clientLoader() {
  return { profile: loadProfile(), storage: await storageStatus() };
}

export async function clientAction({ request }: ClientActionFunctionArgs) {
  return profileAction(await request.formData());
}

export default function Screen() {
  const { profile, storage } = useLoaderData<typeof clientLoader>();
  const result = useActionData<typeof clientAction>();
  useResultToast(result);
  return (
    <Stack gap="lg">
      <PageHeader title="Seu Perfil" subtitle="Configure seus dados para começar" />
      {/* A new stored profile (saved, reset, another tab) gives a fresh form. */}
      <ProfileForm key={JSON.stringify(profile)} profile={profile} errors={result?.errors} />
      <CalendarReminders startDate={profile.startDate} startDateHere />
      <DataSection storage={storage} />
      <ProfileReset />
    </Stack>
  );
}
