import { Accordion, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Accordion.css';
import { DangerAction } from '~/components/danger-action';
import { useDataPost } from '~/components/data-post';
import { useResultToast } from '~/components/show-toast';
import { DANGER_ZONE, ERASE_TEXT } from '~/content/erase';
import ui from '~/components/ui.module.css';

/** Where a link lands to start again before the end (Resultados' "Veja no Perfil"): the section opens. */
export const RESTART_EARLY_ANCHOR = 'recomecar';

/**
 * Every action of Perfil that erases data, in one place and in order of
 * reach: starting the 15 days again (only while they are under way), the
 * specification's reset, and everything the app keeps on the device. Each
 * is named by what it erases, and its dialog lists what goes and what stays
 * (content/erase.ts) and offers a backup first. The section starts closed,
 * as the long texts of Fases do (docs/design.md, "Long content folds"):
 * no one comes to Perfil to erase by chance; a link to one of its actions
 * (`open`) finds it open. Not a SectionCard: its heading is the fold's control.
 */
export function DangerZone({ underway, open = false }: { underway: boolean; open?: boolean }) {
  // One post each, so each button shows its own wait. Every loader reads storage again after
  // the answer: the specification's reset gives a fresh, empty form (route.tsx keys it by the profile).
  const restart = useDataPost();
  const reset = useDataPost();
  const eraseAll = useDataPost();
  useResultToast(restart.answer);
  useResultToast(reset.answer);
  useResultToast(eraseAll.answer);
  return (
    // Its heading is the fold's control (an h2); open, the panel is the region it names.
    <Accordion variant="contained" radius="lg" order={2} defaultValue={open ? 'apagar' : null}>
      <Accordion.Item value="apagar" className={ui.dangerCard}>
        <Accordion.Control className={ui.tap}>
          <Text span fw={700} fz="h3">
            {DANGER_ZONE.title}
          </Text>
        </Accordion.Control>
        <Accordion.Panel>
          <Stack gap="md">
            <Text size="sm">{DANGER_ZONE.intro}</Text>
            {underway ? (
              <DangerAction
                text={ERASE_TEXT.restartEarly}
                anchor={RESTART_EARLY_ANCHOR}
                busy={restart.busy}
                onConfirm={() => restart.post('restart-early')}
              />
            ) : null}
            <DangerAction text={ERASE_TEXT.reset} busy={reset.busy} onConfirm={() => reset.post('reset')} />
            <DangerAction
              text={ERASE_TEXT.eraseAll}
              busy={eraseAll.busy}
              onConfirm={() => eraseAll.post('erase-all')}
            />
          </Stack>
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
