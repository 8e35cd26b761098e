import { Button, Group, Text } from '@mantine/core';
import { useFetcher } from '@remix-run/react';
import { useId, useState } from 'react';
import type { ResultsActionResult } from './action';
import { HISTORY_TEXT } from '~/content/results-screen';
import { ConfirmModal } from '~/components/confirm-modal';
import { SectionCard } from '~/components/section-card';
import { useResultToast } from '~/components/show-toast';

/**
 * A history list (photos or protocols): its count, a 'Ver …'/'Ocultar'
 * toggle (collapsed by default, so a long history costs nothing until asked
 * for) and 'Limpar' behind a confirmation, posted to the route's action.
 */
export function HistorySection({
  title,
  count,
  countText,
  emptyText,
  showLabel,
  clearIntent,
  confirmText,
  children,
}: {
  title: string;
  count: number;
  countText: string;
  emptyText: string;
  showLabel: string;
  clearIntent: string;
  confirmText: string;
  children: () => React.ReactNode;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const fetcher = useFetcher<ResultsActionResult>();
  useResultToast(fetcher.data);
  const clearing = fetcher.state !== 'idle';

  return (
    // Empty, it is a title and one line: a compact card, so the screen stays within three of a phone's.
    <SectionCard id={`${id}-t`} title={title} p={count === 0 ? 'sm' : 'md'} gap={count === 0 ? 4 : 'sm'}>
      <Text c="dimmed" data-testid={`${clearIntent}-count`}>
        {count === 0 ? emptyText : countText}
      </Text>
      {count > 0 ? (
        <Group gap="sm" grow>
          <Button
            variant="light"
            h={44}
            onClick={() => setOpen((o) => !o)}
            aria-expanded={open}
            aria-controls={`${id}-list`}
          >
            {open ? HISTORY_TEXT.hide : showLabel}
          </Button>
          <Button variant="default" h={44} onClick={() => setConfirming(true)} loading={clearing}>
            {HISTORY_TEXT.clear}
          </Button>
        </Group>
      ) : null}
      <div id={`${id}-list`} hidden={!open}>
        {open && count > 0 ? children() : null}
      </div>
      <ConfirmModal
        opened={confirming}
        title={HISTORY_TEXT.confirmTitle}
        confirmLabel={HISTORY_TEXT.confirmLabel}
        destructive
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          setOpen(false);
          fetcher.submit({ intent: clearIntent }, { method: 'post' });
        }}
      >
        {confirmText}
      </ConfirmModal>
    </SectionCard>
  );
}
