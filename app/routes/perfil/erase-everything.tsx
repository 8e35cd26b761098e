import { Button, List, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/List.css';
import { useFetcher } from '@remix-run/react';
import { useState } from 'react';
import { ConfirmModal } from '~/components/confirm-modal';
import { useResultToast } from '~/components/show-toast';
import ui from '~/components/ui.module.css';
import type { ProfileActionResult } from './action';
import classes from './danger-zone.module.css';

/**
 * Everything this app keeps on the device goes: before lending or selling
 * the phone. The dialog lists all of it, photos first.
 */
export function EraseEverything() {
  const [opened, setOpened] = useState(false);
  const fetcher = useFetcher<ProfileActionResult>();
  useResultToast(fetcher.data);
  return (
    <section aria-labelledby="apagar-tudo" className={classes.action}>
      <Stack gap="xs" align="flex-start">
        <Title order={3} size="h4" id="apagar-tudo">
          Apagar tudo deste aparelho
        </Title>
        <Text size="sm">
          Apaga tudo o que o M15 guardou aqui, inclusive as fotos, os resultados e os históricos. Use antes de emprestar
          ou vender o aparelho.
        </Text>
        <Button
          color="red.9"
          size="md"
          onClick={() => setOpened(true)}
          loading={fetcher.state !== 'idle'}
          className={classes.button}
          classNames={{ root: ui.wrapButton, label: ui.wrapLabel }}
        >
          Apagar tudo deste aparelho
        </Button>
      </Stack>
      <ConfirmModal
        opened={opened}
        title="Apagar tudo deste aparelho?"
        confirmLabel="Sim, apagar tudo"
        destructive
        onCancel={() => setOpened(false)}
        onConfirm={() => {
          setOpened(false);
          fetcher.submit({ intent: 'erase-all' }, { method: 'post', action: '/perfil' });
        }}
      >
        <Text size="sm">Tudo o que o M15 guardou neste aparelho será apagado:</Text>
        <List size="sm" my="xs">
          <List.Item>as fotos de antes e depois e o histórico de fotos</List.Item>
          <List.Item>
            o perfil, os dias da Jornada, o diário, o relógio do jejum e a verificação antes dos jejuns
          </List.Item>
          <List.Item>os resultados e o histórico de protocolos</List.Item>
          <List.Item>as anotações, a lista de compras e as avaliações de receitas</List.Item>
          <List.Item>o rascunho do depoimento, a data do último backup e as cópias de dados ilegíveis</List.Item>
        </List>
        <Text size="sm" fw={700}>
          Esta ação não pode ser desfeita. Se quiser guardar seus dados, faça um backup antes.
        </Text>
      </ConfirmModal>
    </section>
  );
}
