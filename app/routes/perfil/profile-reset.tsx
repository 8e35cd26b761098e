import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useSubmit } from '@remix-run/react';
import { ConfirmModal } from '~/components/confirm-modal';

/** Spec §4 "Profile reset": erases the user's progress after a confirmation. */
export function ProfileReset() {
  const [opened, { open, close }] = useDisclosure(false);
  const submit = useSubmit();
  return (
    <Paper withBorder p="md" radius="lg">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h4">
          Recomeçar do zero
        </Title>
        <Text size="sm" c="dimmed">
          Apaga deste aparelho seu perfil, jornada, diário, anotações e depoimento. Resultados, fotos, históricos, lista
          de compras e avaliações de receitas ficam. Para apagar tudo, use “Apagar tudo deste aparelho” em Seus dados.
        </Text>
        {/* The button says what it erases: it is not everything (spec §4 "Profile reset"). */}
        <Button
          color="red.9"
          size="lg"
          onClick={open}
          h="auto"
          mih={50}
          py="xs"
          styles={{ label: { whiteSpace: 'normal' } }}
        >
          Apagar perfil, jornada, diário, anotações e depoimento
        </Button>
      </Stack>
      <ConfirmModal
        opened={opened}
        title="Tem certeza?"
        confirmLabel="Sim, apagar tudo"
        destructive
        onCancel={close}
        onConfirm={() => {
          close();
          submit({ intent: 'reset' }, { method: 'post' });
        }}
      >
        Esta ação vai apagar seu perfil, jornada, diário, anotações e depoimento. Ela não pode ser desfeita.
      </ConfirmModal>
    </Paper>
  );
}
