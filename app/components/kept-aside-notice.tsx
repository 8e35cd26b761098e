import { Alert, Button, Group, List, Text } from '@mantine/core';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/List.css';
import { useFetcher } from '@remix-run/react';
import { useState } from 'react';
import { DATA_LABELS } from '~/content/data-labels';
import { ConfirmModal } from './confirm-modal';
import { useResultToast } from './toast';
import type { Toast } from '~/domain/toast';

export interface KeptAsideItem {
  key: string;
  asideKey: string;
  text: string;
}

function download(item: KeptAsideItem) {
  const url = URL.createObjectURL(new Blob([item.text], { type: 'text/plain;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = `m15-copia-${item.asideKey.replace(/[^a-z0-9-]+/gi, '-')}.txt`;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Shown on every screen while a copy of unreadable data exists: says what
 * happened and that nothing was deleted, and lets the user download the copy
 * (e.g. to send to support) or discard it after a confirmation.
 */
export default function KeptAsideNotice({ items }: { items: KeptAsideItem[] }) {
  const fetcher = useFetcher<{ toast?: Toast }>();
  const [discarding, setDiscarding] = useState<KeptAsideItem | null>(null);
  useResultToast(fetcher.data);
  if (items.length === 0) return null;
  return (
    <Alert color="yellow" variant="light" title="Alguns dados salvos não puderam ser lidos" data-testid="kept-aside">
      <Text size="sm">
        O M15 continuou com tudo o que estava legível e guardou uma cópia do original à parte. Nada foi apagado.
      </Text>
      <List size="sm" mt="xs" spacing={6}>
        {items.map((item) => (
          <List.Item key={item.asideKey}>
            <Group gap="xs" wrap="wrap">
              <Text size="sm" fw={700} component="span">
                Cópia de: {DATA_LABELS[item.key] ?? item.key}
              </Text>
              <Button variant="default" onClick={() => download(item)}>
                Baixar cópia
              </Button>
              <Button variant="subtle" color="red.8" onClick={() => setDiscarding(item)}>
                Descartar cópia
              </Button>
            </Group>
          </List.Item>
        ))}
      </List>
      <ConfirmModal
        opened={discarding !== null}
        title="Descartar a cópia?"
        confirmLabel="Sim, descartar"
        destructive
        onCancel={() => setDiscarding(null)}
        onConfirm={() => {
          if (discarding) {
            fetcher.submit(
              { intent: 'discard-kept-aside', asideKey: discarding.asideKey },
              { method: 'post', action: '/' },
            );
          }
          setDiscarding(null);
        }}
      >
        A cópia dos dados ilegíveis de {discarding ? (DATA_LABELS[discarding.key] ?? discarding.key) : ''} será apagada
        deste aparelho. Seus dados atuais não mudam.
      </ConfirmModal>
    </Alert>
  );
}
