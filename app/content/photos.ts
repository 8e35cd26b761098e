/** What the photo pickers and the results form say while a photo is kept (decision 011), or when it cannot be. */
import type { PhotoError } from '~/domain/image';
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

/** A picked file that cannot be a stored photo (domain/image.ts). */
export const PHOTO_PROBLEM_TOAST: Record<PhotoError['problem'], Toast> = {
  'too-big': { kind: 'error', title: 'Foto muito grande', message: 'Escolha uma foto de até 25 MB.' },
  'not-image': {
    kind: 'error',
    title: 'Arquivo não é uma imagem',
    message: 'Escolha uma foto ou imagem do seu aparelho.',
  },
  'not-decodable': {
    kind: 'error',
    title: 'Não foi possível abrir a foto',
    message: 'O arquivo parece danificado ou em um formato que este navegador não abre. Tente outra foto.',
  },
};

export type PhotoSide = 'before' | 'after';

/**
 * An empty photo slot says what to do, or, where nothing can be done (a
 * history record), what is missing: never a figure that looks like a photo.
 */
export const PHOTO_SLOT = {
  /** A slot of the results form, or the results' comparison elsewhere, with no photo yet. */
  add: { before: 'Adicione sua foto de antes', after: 'Adicione sua foto de depois' },
  /** Under it, in the results form. */
  pickHint: 'Tire a foto agora ou escolha uma da galeria.',
  pick: 'Escolher foto',
  /** The drop area's code, when it cannot be downloaded: 'A escolha de fotos não carregou…' (content/messages.ts). */
  pickerPart: 'A escolha de fotos',
  /** Under it, where the photo is not added (Hoje after the last day): the way to the form. */
  addOn: 'Adicionar em Resultados',
  /** A history record saved without this photo: it can no longer be added. */
  none: { before: 'Sem foto de antes neste registro', after: 'Sem foto de depois neste registro' },
  /** A record points at a photo that is no longer on this device (removed, or a backup without it). */
  missing: 'Esta foto não está mais neste aparelho.',
} as const;
