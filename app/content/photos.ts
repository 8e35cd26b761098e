/** What the photo pickers and the results form say while a photo is kept (decision 011). */
import type { Toast } from '~/domain/toast';

/** Under a photo slot while the picked photo is decoded, downscaled and kept. */
export const PHOTO_PREPARING = 'Preparando a foto…';

/**
 * A save names a photo that is no longer kept for it: the form stayed open for
 * over a day, or it was sent again after the photo was saved.
 */
export const PHOTO_NOT_KEPT_TOAST: Toast = {
  kind: 'error',
  title: 'Escolha a foto de novo',
  message:
    'A foto escolhida não está mais guardada para este formulário. Escolha a foto de novo e salve. Nada foi alterado.',
};
