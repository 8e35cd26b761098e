import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { UPDATE_PROMPT } from '~/content/messages';
import { applyUpdate, onUpdateReady } from '~/lib/pwa.client';

const ID = 'update-available';

/** "Nova versão disponível": the new version loads only when the user asks. */
export function UpdatePrompt() {
  useEffect(
    () =>
      onUpdateReady(() => {
        notifications.show({
          id: ID,
          title: UPDATE_PROMPT.title,
          color: 'brand',
          autoClose: false,
          withBorder: true,
          role: 'status',
          closeButtonProps: { 'aria-label': UPDATE_PROMPT.close },
          message: (
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm">{UPDATE_PROMPT.message}</Text>
              <Button onClick={applyUpdate}>{UPDATE_PROMPT.update}</Button>
            </Group>
          ),
        } as Parameters<typeof notifications.show>[0]);
      }),
    [],
  );
  return null;
}
