/**
 * The app's toaster and what floats with it: the toasts (bottom-right, spec
 * §9), "Nova versão disponível" and the notice about a copy of unreadable
 * data (found by the scan that runs after the first screen, so it can arrive
 * late: floating, it never pushes what the user is reading). None of it is
 * needed to paint a screen, so the root mounts this file once the first
 * screen is shown and the browser is idle (docs/decisions/006); toasts asked
 * for before then wait in the notifications store.
 */
import { Button, Group, List, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/List.css';
import { Notifications, notifications } from '@mantine/notifications';
import { useFetcher } from '@remix-run/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { DATA_LABELS } from '~/content/data-labels';
import type { Toast } from '~/domain/toast';
import { download } from '~/lib/share';
import { ConfirmModal } from '../confirm-modal';
import { useResultToast } from '../toast';
import { UpdatePrompt } from './update-prompt';

export interface KeptAsideItem {
  key: string;
  asideKey: string;
  text: string;
}

const KEPT_ASIDE_ID = 'm15-kept-aside';
const label = (item: KeptAsideItem) => DATA_LABELS[item.key] ?? item.key;

/** What to do with copies of unreadable data: download one (e.g. to send to support) or discard it after confirming. */
function KeptAsideActions({ items }: { items: KeptAsideItem[] }) {
  const fetcher = useFetcher<{ toast?: Toast }>();
  const [discarding, setDiscarding] = useState<KeptAsideItem | null>(null);
  useResultToast(fetcher.data);
  return (
    <Stack gap={6}>
      <Text size="sm">
        O M15 continuou com tudo o que estava legível e guardou uma cópia do original à parte. Nada foi apagado.
      </Text>
      <List size="sm" spacing={6}>
        {items.map((item) => (
          <List.Item key={item.asideKey}>
            <Group gap="xs" wrap="wrap">
              <Text size="sm" fw={700} component="span">
                Cópia de: {label(item)}
              </Text>
              <Button
                variant="default"
                onClick={() =>
                  download(
                    new Blob([item.text], { type: 'text/plain;charset=utf-8' }),
                    `m15-copia-${item.asideKey.replace(/[^a-z0-9-]+/gi, '-')}.txt`,
                  )
                }
              >
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
        A cópia dos dados ilegíveis de {discarding ? label(discarding) : ''} será apagada deste aparelho. Seus dados
        atuais não mudam.
      </ConfirmModal>
    </Stack>
  );
}

interface Notice {
  title: string;
  color: string;
  testId: string;
  content: React.ReactNode;
}

/**
 * Keeps one persistent notice on screen while `notice` is given and the
 * user has not closed it, and takes it away when it is not.
 */
function useNotice(id: string, notice: Notice | null, onClose: () => void) {
  useEffect(() => {
    if (!notice) {
      notifications.hide(id);
      return;
    }
    const props = {
      id,
      title: notice.title,
      message: notice.content,
      color: notice.color,
      autoClose: false,
      withBorder: true,
      role: 'region',
      'aria-label': notice.title,
      closeButtonProps: { 'aria-label': 'Fechar aviso' },
      'data-testid': notice.testId,
      'data-lasting': '',
      onClose,
    } as Parameters<typeof notifications.show>[0];
    // Added when it is not there yet, updated in place when it is.
    notifications.show(props);
    notifications.update(props);
  }, [id, notice, onClose]);
}

/**
 * A notice that stays (not a toast that goes) covers the end of the page: the
 * page gets that much room at its end, so everything can still be scrolled
 * into view above it.
 */
function useRoomForNotices() {
  useEffect(() => {
    const region = document.querySelector<HTMLElement>('.m15-notifications[data-position="bottom-right"]');
    if (!region || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      const lasting = region.querySelector('[data-lasting]');
      root.style.setProperty('--m15-notice-room', lasting ? `${Math.ceil(region.offsetHeight)}px` : '0px');
    });
    observer.observe(region);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--m15-notice-room');
    };
  }, []);
}

export function Notices({ keptAside, onReady }: { keptAside: KeptAsideItem[]; onReady: () => void }) {
  useEffect(onReady, [onReady]);
  // A notice the user closed stays closed until what it says changes.
  const copies = keptAside.map((k) => k.asideKey).join('|');
  const [closedFor, setClosedFor] = useState<string | null>(null);
  const close = useCallback(() => setClosedFor(copies), [copies]);
  useRoomForNotices();
  const keptNotice = useMemo(
    () =>
      keptAside.length > 0 && closedFor !== copies
        ? {
            title: 'Alguns dados salvos não puderam ser lidos',
            color: 'yellow',
            testId: 'kept-aside',
            content: <KeptAsideActions items={keptAside} />,
          }
        : null,
    [keptAside, closedFor, copies],
  );
  useNotice(KEPT_ASIDE_ID, keptNotice, close);
  return (
    <>
      <Notifications position="bottom-right" className="m15-notifications" limit={5} />
      <UpdatePrompt />
    </>
  );
}
