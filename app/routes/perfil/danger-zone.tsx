import { Paper, Stack, Text, Title } from '@mantine/core';
import { EraseEverything } from './erase-everything';
import { ProfileReset } from './profile-reset';
import { RestartEarly } from './restart-early';
import classes from './danger-zone.module.css';

/**
 * Every action of Perfil that erases data, in one place and in order of
 * reach: starting the 15 days again, the specification's reset, and
 * everything the app keeps on the device. Each one says what goes and what
 * stays before its button.
 */
export function DangerZone({ underway, today }: { underway: boolean; today: string }) {
  return (
    <Paper
      withBorder
      p="md"
      radius="lg"
      component="section"
      aria-labelledby="apagar-recomecar"
      className={classes.zone}
    >
      <Stack gap="md">
        <div>
          <Title order={2} size="h3" id="apagar-recomecar">
            Apagar e recomeçar
          </Title>
          <Text size="sm" mt={4}>
            Cada ação abaixo apaga dados deste aparelho e não pode ser desfeita. Se quiser guardar uma cópia, faça um
            backup antes em Seus dados.
          </Text>
        </div>
        {underway ? <RestartEarly today={today} /> : null}
        <ProfileReset />
        <EraseEverything />
      </Stack>
    </Paper>
  );
}
