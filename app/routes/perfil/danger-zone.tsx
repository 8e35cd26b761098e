import { Paper, Stack, Text, Title } from '@mantine/core';
import { useFetcher, useSubmit } from '@remix-run/react';
import { DangerAction } from '~/components/danger-action';
import { useResultToast } from '~/components/show-toast';
import { DANGER_ZONE, ERASE_TEXT } from '~/content/erase';
import type { ProfileActionResult } from './action';
import ui from '~/components/ui.module.css';

/**
 * Every action of Perfil that erases data, in one place and in order of
 * reach: starting the 15 days again (only while they are under way), the
 * specification's reset, and everything the app keeps on the device. Each
 * is named by what it erases, and its dialog lists what goes and what stays
 * (content/erase.ts) and offers a backup first.
 */
export function DangerZone({ underway }: { underway: boolean }) {
  const restart = useFetcher<ProfileActionResult>();
  const eraseAll = useFetcher<ProfileActionResult>();
  // The specification's reset navigates: the screen's own answer clears the form and shows its toast.
  const submit = useSubmit();
  useResultToast(restart.data);
  useResultToast(eraseAll.data);
  const post = (fetcher: typeof restart, intent: string) =>
    fetcher.submit({ intent }, { method: 'post', action: '/perfil' });
  return (
    <Paper
      withBorder
      p="md"
      radius="lg"
      component="section"
      aria-labelledby="apagar-recomecar"
      className={ui.dangerCard}
    >
      <Stack gap="md">
        <div>
          <Title order={2} size="h3" id="apagar-recomecar">
            {DANGER_ZONE.title}
          </Title>
          <Text size="sm" mt={4}>
            {DANGER_ZONE.intro}
          </Text>
        </div>
        {underway ? (
          <DangerAction
            text={ERASE_TEXT.restartEarly}
            // Resultados' "Precisa recomeçar antes? Veja no Perfil" lands here.
            anchor="recomecar"
            busy={restart.state !== 'idle'}
            onConfirm={() => post(restart, 'restart-early')}
          />
        ) : null}
        <DangerAction text={ERASE_TEXT.reset} onConfirm={() => submit({ intent: 'reset' }, { method: 'post' })} />
        <DangerAction
          text={ERASE_TEXT.eraseAll}
          busy={eraseAll.state !== 'idle'}
          onConfirm={() => post(eraseAll, 'erase-all')}
        />
      </Stack>
    </Paper>
  );
}
