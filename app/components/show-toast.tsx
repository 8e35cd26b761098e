import { notifications } from '@mantine/notifications';
import { useEffect, useRef } from 'react';
import { CLOSE_TOAST } from '~/content/shell';
import type { Toast } from '~/domain/toast';

const COLORS = { success: 'teal', error: 'red', info: 'brand' } as const;

/** Shows a toast; returns its id. */
export function showToast(
  t: Toast,
  extra?: { id?: string; autoClose?: number | false; message?: React.ReactNode },
): string {
  return notifications.show({
    id: extra?.id,
    title: t.title,
    message: extra?.message ?? t.message ?? '',
    color: COLORS[t.kind],
    autoClose: extra?.autoClose ?? (t.kind === 'error' ? 7000 : 5000),
    withBorder: true,
    closeButtonProps: { 'aria-label': CLOSE_TOAST },
    // Destructive messages interrupt; the others wait their turn.
    role: t.kind === 'error' ? 'alert' : 'status',
    'data-kind': t.kind,
  } as Parameters<typeof notifications.show>[0]);
}

/**
 * Shows the toast of each new action or fetcher result once. The answer of
 * a form replaces that form's earlier error: a red "Preencha todos os
 * campos" never stays on screen beside the green "Perfil salvo".
 */
export function useResultToast(data: { toast?: Toast } | null | undefined) {
  const shown = useRef<unknown>(null);
  const lastError = useRef<string | null>(null);
  useEffect(() => {
    if (!data || shown.current === data) return;
    shown.current = data;
    if (lastError.current) notifications.hide(lastError.current);
    lastError.current = null;
    if (!data.toast) return;
    const id = showToast(data.toast);
    if (data.toast.kind === 'error') lastError.current = id;
  }, [data]);
}
