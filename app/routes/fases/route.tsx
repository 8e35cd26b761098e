import '@mantine/core/styles/Tabs.css';
import { Stack, Tabs } from '@mantine/core';
import { useSearchParams } from '@remix-run/react';
import { PageHeader } from '~/components/page-header';
import { PhasePanel } from './phase-panel';
import { BLOCK_TEXT } from '~/content/blocks';
import { BLOCKS, isBlockId } from '~/domain/challenge';
import { pageTitle } from '~/lib/meta';

export const meta = () => pageTitle('Fases do Protocolo');

export default function Screen() {
  // The tab lives in the URL (/fases?fase=jejum-1) so each Journey block can link to its own.
  const [params, setParams] = useSearchParams();
  const asked = params.get('fase');
  const current = isBlockId(asked) ? asked : 'ceto-1';
  return (
    <Stack gap="lg">
      <PageHeader title="Fases do Protocolo" subtitle="O que pode comer e beber em cada fase" />
      <Tabs
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
