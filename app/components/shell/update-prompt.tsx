import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { applyUpdate, onUpdateReady } from '~/lib/pwa.client';

const ID = 'update-available';

/** "Nova versão disponível": the new version loads only when the user asks. */
export function UpdatePrompt() {
  useEffect(
    () =>
      onUpdateReady(() => {
        notifications.show({
          id: ID,
          title: 'Nova versão disponível',
          color: 'brand',
          autoClose: false,
          withBorder: true,
          role: 'status',
          closeButtonProps: { 'aria-label': 'Fechar notificação' },
          message: (
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm">Toque em atualizar quando quiser. Seus dados continuam salvos.</Text>
              <Button onClick={applyUpdate}>Atualizar</Button>
            </Group>
          ),
        } as Parameters<typeof notifications.show>[0]);
      }),
    [],
  );
  return null;
}
