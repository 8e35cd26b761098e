import { Button, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useSubmit } from '@remix-run/react';
import { ConfirmModal } from '~/components/confirm-modal';
import ui from '~/components/ui.module.css';
import classes from './danger-zone.module.css';

/** Spec §4 "Profile reset": erases the user's progress after a confirmation. */
export function ProfileReset() {
  const [opened, { open, close }] = useDisclosure(false);
  const submit = useSubmit();
  return (
    <section aria-labelledby="recomecar-do-zero" className={classes.action}>
      <Stack gap="xs" align="flex-start">
        <Title order={3} size="h4" id="recomecar-do-zero">
          Recomeçar do zero
        </Title>
        <Text size="sm">
          Apaga o perfil, a jornada, o diário, as anotações e o depoimento. Ficam os resultados, as fotos, os
          históricos, a lista de compras e as avaliações de receitas.
        </Text>
        {/* The button says what it erases: it is not everything (spec §4 "Profile reset"). */}
        <Button
          variant="default"
          size="md"
          onClick={open}
          className={`${ui.danger} ${classes.button}`}
          classNames={{ root: ui.wrapButton, label: ui.wrapLabel }}
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
    </section>
  );
}
