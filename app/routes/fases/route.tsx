import '@mantine/core/styles/Tabs.css';
import { Stack, Tabs } from '@mantine/core';
import { useLoaderData, useSearchParams } from '@remix-run/react';
import { PageHeader } from '~/components/page-header';
import { PhaseHero } from './phase-hero';
import { PhasePanel } from './phase-panel';
import { BLOCK_TEXT } from '~/content/blocks';
import { PHASES_SCREEN } from '~/content/phases';
import { BLOCKS, challengeDay, isBlockId, isFastingBlockId } from '~/domain/challenge';
import { localIsoDate } from '~/domain/dates';
import { pageTitle } from '~/lib/meta';
import { eatsOnFastingDay } from '~/storage/fasting';
import { loadProfile } from '~/storage/profile';

export const meta = () => pageTitle(PHASES_SCREEN.title);

export function clientLoader() {
  const now = new Date();
  const status = challengeDay(loadProfile().startDate, localIsoDate(now));
  const todays = status?.kind === 'during' ? status.block : null;
  // A fasting phase on a day she eats, as Hoje reads it (the check stopped the fast, the record refuses one, or
  // it ended): the hero says so.
  const eating = todays !== null && isFastingBlockId(todays) && eatsOnFastingDay(now);
  return { status, todays, eating };
}

export default function PhasesScreen() {
  const { status, todays, eating } = useLoaderData<typeof clientLoader>();
  // The tab lives in the URL (/fases?fase=jejum-1) so each Journey block can link to its own;
  // without one, the screen opens on today's phase (Ceto I, the spec's default, otherwise).
  const [params, setParams] = useSearchParams();
  const asked = params.get('fase');
  const current = isBlockId(asked) ? asked : (todays ?? 'ceto-1');
  return (
    <Stack gap="lg">
      <PageHeader title={PHASES_SCREEN.title} subtitle={PHASES_SCREEN.subtitle} />
      <PhaseHero status={status} eating={eating} />
      {/* Only the open tab is in the page: each fasting tab has its own safety section (#seguranca). */}
      <Tabs
        keepMounted={false}
        value={current}
        onChange={(fase) => {
          if (isBlockId(fase)) setParams({ fase }, { replace: true, preventScrollReset: true });
        }}
      >
        <Tabs.List grow>
          {BLOCKS.map(({ id }) => (
            <Tabs.Tab key={id} value={id} mih={44} px={6}>
              {BLOCK_TEXT[id].tab}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {BLOCKS.map(({ id }) => (
          <Tabs.Panel key={id} value={id} pt="md">
            <PhasePanel id={id} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
