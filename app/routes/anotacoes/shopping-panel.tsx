import { ActionIcon, Button, Checkbox, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Checkbox.css';
// Checkbox lays out its label with InlineInput's styles.
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Input.css';
import { useFetcher } from '@remix-run/react';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { SHOPPING_PANEL_TEXT } from '~/content/notes-screen';
import { READY_LISTS } from '~/content/shopping-lists';
import type { ShoppingItem } from '~/domain/stored';
import type { NotesActionResult } from './action';
import { ConfirmModal } from '~/components/confirm-modal';
import ui from '~/components/ui.module.css';
import styles from './notes.module.css';
import { useResultToast } from '~/components/show-toast';

export function ShoppingPanel({ items }: { items: ShoppingItem[] }) {
  const add = useFetcher<NotesActionResult>({ key: 'item-add' });
  const ready = useFetcher<NotesActionResult>({ key: 'list-ready' });
  const clear = useFetcher<NotesActionResult>({ key: 'list-clear' });
  const [confirming, setConfirming] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const field = useRef<HTMLInputElement>(null);
  useResultToast(add.data);
  useResultToast(ready.data);
  useResultToast(clear.data);

  useEffect(() => {
    if (add.state === 'idle' && add.data?.ok) {
      form.current?.reset();
      field.current?.focus();
    }
  }, [add.state, add.data]);

  const done = items.filter((i) => i.checked).length;
  return (
    <Stack gap="md">
      <add.Form method="post" ref={form}>
        <input type="hidden" name="intent" value="item-add" />
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            ref={field}
            name="text"
            label={SHOPPING_PANEL_TEXT.itemLabel}
            placeholder={SHOPPING_PANEL_TEXT.itemPlaceholder}
            autoComplete="off"
            enterKeyHint="done"
            style={{ flex: 1 }}
            size="md"
            classNames={{ input: ui.tapInput }}
          />
          <Button type="submit" size="md" className={ui.tap} leftSection={<IconPlus size={18} aria-hidden="true" />}>
            Adicionar
          </Button>
        </Group>
      </add.Form>

      <section aria-labelledby="listas-prontas">
        <Title order={2} size="h4" id="listas-prontas" mb="xs">
          {SHOPPING_PANEL_TEXT.readyTitle}
        </Title>
        <ready.Form method="post">
          <input type="hidden" name="intent" value="list-ready" />
          <Group gap="xs">
            {READY_LISTS.map((list) => (
              <Button key={list.id} type="submit" name="list" value={list.id} variant="light" className={ui.tap}>
                {list.title}
              </Button>
            ))}
          </Group>
        </ready.Form>
      </section>

      <section aria-labelledby="minha-lista">
        <Group justify="space-between" mb="xs">
          <Title order={2} size="h4" id="minha-lista">
            {SHOPPING_PANEL_TEXT.listTitle}
          </Title>
          {items.length > 0 ? (
            <Text size="sm" c="dimmed">
              {SHOPPING_PANEL_TEXT.progress(done, items.length)}
            </Text>
          ) : null}
        </Group>
        {items.length === 0 ? (
          <Text c="dimmed" ta="center" py="md">
            {SHOPPING_PANEL_TEXT.empty}
          </Text>
        ) : (
          <Paper withBorder radius="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {items.map((item) => (
              <ShoppingRow key={item.id} item={item} />
            ))}
          </Paper>
        )}
      </section>

      {items.length > 0 ? (
        <Button variant="default" className={`${ui.tap} ${ui.danger}`} onClick={() => setConfirming(true)}>
          {SHOPPING_PANEL_TEXT.clearAll}
        </Button>
      ) : null}
      <ConfirmModal
        opened={confirming}
        title={SHOPPING_PANEL_TEXT.confirmTitle}
        confirmLabel={SHOPPING_PANEL_TEXT.confirmLabel}
        destructive
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          clear.submit({ intent: 'list-clear' }, { method: 'post', action: '/anotacoes' });
        }}
      >
        {SHOPPING_PANEL_TEXT.confirmText}
      </ConfirmModal>
    </Stack>
  );
}

function ShoppingRow({ item }: { item: ShoppingItem }) {
  const fetcher = useFetcher<NotesActionResult>();
  useResultToast(fetcher.data);
  const id = String(item.id);
  // While a change is on its way, show what it will store.
  const pending = fetcher.formData;
  const checked = pending?.get('intent') === 'item-check' ? pending.get('checked') === 'true' : item.checked;
  return (
    <li style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
      <Group gap="xs" wrap="nowrap" px="sm" mih={48}>
        <Checkbox
          size="md"
          style={{ flex: 1, minWidth: 0 }}
          checked={checked}
          label={item.text}
          classNames={{
            body: styles.itemBody,
            label: checked ? `${styles.itemLabel} ${styles.checked}` : styles.itemLabel,
          }}
          onChange={(e) =>
            fetcher.submit(
              { intent: 'item-check', id, checked: String(e.currentTarget.checked) },
              { method: 'post', action: '/anotacoes' },
            )
          }
        />
        <fetcher.Form method="post" action="/anotacoes">
          <input type="hidden" name="intent" value="item-delete" />
          <input type="hidden" name="id" value={id} />
          <ActionIcon
            type="submit"
            variant="subtle"
            color="red.8"
            size="xl"
            aria-label={SHOPPING_PANEL_TEXT.deleteItem(item.text)}
          >
            <IconTrash size={20} aria-hidden="true" />
          </ActionIcon>
        </fetcher.Form>
      </Group>
    </li>
  );
}
