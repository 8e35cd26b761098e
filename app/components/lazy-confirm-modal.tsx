import { lazy, Suspense } from 'react';
import type { ConfirmModalProps } from './confirm-modal';
import { retryImport } from './retry-import';

// The dialog (Modal, focus trap, portal) is loaded the first time it opens.
const ConfirmModal = lazy(() =>
  retryImport(() => import('./confirm-modal')).then((m) => ({ default: m.ConfirmModal })),
);

/** ConfirmModal, fetched on first use and mounted only while open. */
export function LazyConfirmModal(props: ConfirmModalProps) {
  if (!props.opened) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmModal {...props} />
    </Suspense>
  );
}
