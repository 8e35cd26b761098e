import { notifications } from '@mantine/notifications';
import { useEffect, useRef } from 'react';
import type { Toast } from '~/domain/toast';

const COLORS = { success: 'teal', error: 'red', info: 'brand' } as const;

export function showToast(t: Toast, extra?: { id?: string; autoClose?: number | false; message?: React.ReactNode }) {
  notifications.show({
    id: extra?.id,
    title: t.title,
    message: extra?.message ?? t.message ?? '',
    color: COLORS[t.kind],
    autoClose: extra?.autoClose ?? (t.kind === 'error' ? 7000 : 5000),
    withBorder: true,
    closeButtonProps: { 'aria-label': 'Fechar notificação' },
    // Destructive messages interrupt; the others wait their turn.
    role: t.kind === 'error' ? 'alert' : 'status',
    'data-kind': t.kind,
  } as Parameters<typeof notifications.show>[0]);
}

/** Shows the toast of each new action or fetcher result once. */
export function useResultToast(data: { toast?: Toast } | null | undefined) {
  const shown = useRef<unknown>(null);
  useEffect(() => {
    if (!data?.toast || shown.current === data) return;
    shown.current = data;
    showToast(data.toast);
  }, [data]);
}
