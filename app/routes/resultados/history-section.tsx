import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useFetcher } from '@remix-run/react';
import { useId, useState } from 'react';
import type { ResultsActionResult } from './action';
import { HISTORY_TEXT } from '~/content/results-screen';
import { ConfirmModal } from '~/components/confirm-modal';
import { useResultToast } from '~/components/show-toast';

/**
 * A history list (photos or protocols), a section of HistoriesCard (histories-card.tsx): its
 * title (a level-2 heading, as a card's), its count, a 'Ver …'/'Ocultar'
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
    <Stack component="section" aria-labelledby={`${id}-t`} gap="sm">
      {/* The count reads as the title's caption (a SectionCard's caption): right under it. */}
      <div>
        <Title order={2} size="h4" id={`${id}-t`}>
          {title}
        </Title>
        <Text size="sm" c="dimmed" data-testid={`${clearIntent}-count`}>
          {count === 0 ? emptyText : countText}
        </Text>
      </div>
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
    </Stack>
  );
}
