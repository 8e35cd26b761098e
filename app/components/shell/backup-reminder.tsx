import { Alert, Button, Group, Text } from '@mantine/core';
import '@mantine/core/styles/Alert.css';
import { Link, useFetcher } from '@remix-run/react';

/** The weekly, dismissible nudge to back up: in the first frame of the screen, from the root loader. */
export function BackupReminder() {
  const fetcher = useFetcher();
  if (fetcher.state !== 'idle') return null;
  return (
    <Alert color="brand" variant="light" title="Que tal fazer um backup? 💾" data-testid="backup-reminder">
      <Text size="sm">Seu progresso e suas fotos ficam só neste aparelho. Guarde uma cópia para não perder nada.</Text>
      <Group gap="xs" mt="xs" wrap="wrap">
        <Button component={Link} to="/perfil#seus-dados-secao">
          Fazer backup agora
        </Button>
        <fetcher.Form method="post" action="/">
          <input type="hidden" name="intent" value="put-off-backup-reminder" />
          <Button type="submit" variant="subtle">
            Agora não
          </Button>
        </fetcher.Form>
      </Group>
    </Alert>
  );
}
