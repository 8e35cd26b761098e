import { Button, List, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/List.css';
import { useDisclosure } from '@mantine/hooks';
import { useFetcher } from '@remix-run/react';
import { ConfirmModal } from '~/components/confirm-modal';
import { useResultToast } from '~/components/show-toast';
import ui from '~/components/ui.module.css';
import { formatDateBR } from '~/domain/format';
import type { ProfileActionResult } from './action';
import classes from './danger-zone.module.css';

/**
 * Starting the challenge again before it ends. The closing card of
 * Resultados (and its "Recomeçar o M15") belongs to a finished challenge;
 * here the dialog says exactly what goes and what stays, and nothing is
 * recorded as a completed protocol.
 */
export function RestartEarly({ today }: { today: string }) {
  const [opened, { open, close }] = useDisclosure(false);
  const fetcher = useFetcher<ProfileActionResult>();
  useResultToast(fetcher.data);
  return (
    <section aria-labelledby="recomecar" id="recomecar-secao" className={classes.action}>
      <Stack gap="xs" align="flex-start">
        <Title order={3} size="h4" id="recomecar">
          Recomeçar o desafio
        </Title>
        <Text size="sm">
          Começa os 15 dias de novo hoje, antes do fim. Apaga o diário, os dias marcados, os resultados atuais, as
          anotações e a lista de compras. Ficam o perfil, os históricos, as avaliações de receitas e o depoimento.
        </Text>
        <Button
          variant="default"
          size="md"
          onClick={open}
          loading={fetcher.state !== 'idle'}
          className={classes.button}
          classNames={{ root: ui.wrapButton, label: ui.wrapLabel }}
        >
          Recomeçar o desafio
        </Button>
      </Stack>
      <ConfirmModal
        opened={opened}
        title="Recomeçar o desafio hoje?"
        confirmLabel="Sim, recomeçar"
        destructive
        onCancel={close}
        onConfirm={() => {
          close();
          fetcher.submit({ intent: 'restart-early' }, { method: 'post', action: '/perfil' });
        }}
      >
        <Text size="sm" fw={700}>
          Será apagado deste aparelho:
        </Text>
        <List size="sm" mb="xs">
          <List.Item>o diário</List.Item>
          <List.Item>os dias marcados na Jornada, o relógio do jejum e a verificação antes dos jejuns</List.Item>
          <List.Item>os resultados atuais (peso final e fotos de antes e depois)</List.Item>
          <List.Item>as anotações e a lista de compras</List.Item>
        </List>
        <Text size="sm" fw={700}>
          Fica como está:
        </Text>
        <List size="sm" mb="xs">
          <List.Item>o perfil (a data de início passa a ser hoje, {formatDateBR(today)})</List.Item>
          <List.Item>o histórico de fotos e o histórico de protocolos</List.Item>
          <List.Item>as avaliações de receitas e o rascunho do depoimento</List.Item>
        </List>
        <Text size="sm">
          Como o desafio não chegou ao fim, ele não entra no histórico de protocolos. Esta ação não pode ser desfeita.
        </Text>
      </ConfirmModal>
    </section>
  );
}
