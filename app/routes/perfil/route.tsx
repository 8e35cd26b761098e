import { Paper, Stack, Text } from '@mantine/core';
import { type ClientActionFunctionArgs, useActionData, useLoaderData, useLocation } from '@remix-run/react';
import { CalendarReminders } from '~/components/calendar-reminders';
import { PageColumn, PageColumns } from '~/components/page-columns';
import { PageHeader } from '~/components/page-header';
import { StoredForm } from '~/components/stored-form';
import { PROFILE_NEXT_STEP, PROFILE_SCREEN } from '~/content/profile-screen';
import { TextLink } from '~/components/text-link';
import { useResultToast } from '~/components/show-toast';
import { challengeDay, isChallengeOver } from '~/domain/challenge';
import { localIsoDate } from '~/domain/dates';
import { KEYS } from '~/domain/keys';
import { pageTitle } from '~/lib/meta';
import { sevenDayRule } from '~/lib/seven-day-rule';
import { loadCompletedDays } from '~/storage/completed-days';
import { loadProfile } from '~/storage/profile';
import { storageStatus } from '~/storage/quota';
import { measureOwnData } from '~/storage/usage';
import { profileAction } from './action';
import { DangerZone, RESTART_EARLY_ANCHOR } from './danger-zone';
import { DataSection } from './data-section';
import { ProfileForm } from './profile-form';
import { ProfileHero } from './profile-hero';
import ui from '~/components/ui.module.css';

export const meta = () => pageTitle(PROFILE_SCREEN.title);

export async function clientLoader() {
  const profile = loadProfile();
  const today = localIsoDate(new Date());
  const status = challengeDay(profile.startDate, today);
  return {
    profile,
    today,
    // Starting again before the end is offered here; after the end, Resultados has the spec's restart.
    underway: status !== null && !isChallengeOver(status, loadCompletedDays()),
    status,
    storage: await storageStatus(),
    own: await measureOwnData(),
    // An iPhone's or iPad's browser outside the home screen: Seus dados says what that means.
    homeScreenNotice: sevenDayRule() === 'applies',
  };
}

export async function clientAction({ request }: ClientActionFunctionArgs) {
  return profileAction(await request.formData());
}

export default function ProfileScreen() {
  const { profile, today, underway, status, storage, own, homeScreenNotice } = useLoaderData<typeof clientLoader>();
  // A saved profile has a hero (her name, day and BMI) and its button; a new one starts on the form.
  const saved = profile.name !== '' && profile.startDate !== '';
  const result = useActionData<typeof clientAction>();
  useResultToast(result);
  const hash = useLocation().hash;
  return (
    <Stack gap="lg">
      <PageHeader
        title={PROFILE_SCREEN.title}
        subtitle={saved ? PROFILE_SCREEN.subtitleSaved : PROFILE_SCREEN.subtitle}
      />
      {saved ? <ProfileHero profile={profile} status={status} /> : null}
      <PageColumns>
        <PageColumn>
          {/* A new stored profile (saved, reset, another tab) gives a fresh form, unless she is typing in this one. */}
          <StoredForm stored={JSON.stringify(profile)} storageKey={KEYS.profile}>
            {(key) => (
              <ProfileForm key={key} profile={profile} today={today} errors={result?.errors} primary={!saved} />
            )}
          </StoredForm>
          {result?.firstSave ? <NextStep /> : null}
          <CalendarReminders startDate={profile.startDate} startDateHere />
        </PageColumn>
        <PageColumn>
          <DataSection storage={storage} own={own} homeScreenNotice={homeScreenNotice} />
          <DangerZone underway={underway} open={hash === `#${RESTART_EARLY_ANCHOR}`} />
        </PageColumn>
      </PageColumns>
    </Stack>
  );
}

/** After the first save: where to go next. */
function NextStep() {
  return (
    <Paper withBorder p="md" radius="lg" className={ui.guidance} role="status" data-testid="next-step">
      <Text fw={800}>{PROFILE_NEXT_STEP.title}</Text>
      <Text>
        {PROFILE_NEXT_STEP.text} <TextLink to="/">{PROFILE_NEXT_STEP.link}</TextLink>
      </Text>
    </Paper>
  );
}
