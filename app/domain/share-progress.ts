/**
 * "Compartilhar progresso" (Resultados, and Hoje after the last day): the
 * file's name, what goes to the share sheet with it and what the screen says
 * afterwards. Pure. What the card shows is domain/progress-card.ts, which
 * loads with the drawing on the tap; this module is what the screens carry.
 */
import { localIsoDate } from './dates';
import type { Toast } from './toast';

/** What the share sheet sends with the image (WhatsApp uses the text as the caption). */
export const SHARE_TITLE = 'Meu progresso no M15';
export const SHARE_TEXT = 'Meu progresso no desafio M15 — Ativação Metabólica em 15 Dias.';

/** `m15-progresso-AAAA-MM-DD.png`, or `.jpg` for a card with photos: the user's calendar date, the image's type. */
export function progressFileName(now: Date, type: string): string {
  return `m15-progresso-${localIsoDate(now)}.${type === 'image/jpeg' ? 'jpg' : 'png'}`;
}

/**
 * Which of the photos the user chose to include could not be read (a missing
 * or damaged file): 'one' of two is drawn as "Foto indisponível", with 'all'
 * the card is made without photos.
 */
export type MissingPhotos = 'none' | 'one' | 'all';

export function missingPhotos(
  stored: { before: string; after: string },
  read: { before: unknown; after: unknown },
): MissingPhotos {
  const failed = (['before', 'after'] as const).filter((k) => stored[k] !== '' && !read[k]).length;
  if (failed === 0) return 'none';
  return read.before || read.after ? 'one' : 'all';
}

function missingText(missing: MissingPhotos): string {
  if (missing === 'all') return 'As fotos escolhidas não puderam ser lidas, então a imagem foi criada sem elas.';
  if (missing === 'one') return 'Uma das fotos não pôde ser lida: no lugar dela aparece “Foto indisponível”.';
  return '';
}

/** What the screen says once the image is handed over; null when there is nothing to say (cancelled, all fine). */
export function shareDoneToast(input: {
  delivery: 'shared' | 'downloaded' | 'cancelled';
  fileName: string;
  missingPhotos: MissingPhotos;
}): Toast | null {
  const missing = missingText(input.missingPhotos);
  if (input.delivery === 'downloaded') {
    return {
      kind: 'success',
      title: 'Imagem pronta! 📸',
      message: `A imagem ${input.fileName} foi salva nos downloads: envie pelo WhatsApp ou publique no Instagram.${missing ? ` ${missing}` : ''}`,
    };
  }
  if (input.delivery === 'shared' && missing) return { kind: 'info', title: 'Imagem compartilhada', message: missing };
  return null;
}

/** The drawing's code did not load (an update half installed, no connection on a first visit). */
export const cardLoadFailedToast: Toast = {
  kind: 'error',
  title: 'Não foi possível criar a imagem',
  message: 'Uma parte do app não carregou. Verifique a conexão e tente de novo. Seus dados não foram alterados.',
};

/** The browser could not draw or encode the image (out of memory on an old phone, a lost canvas). */
export const cardFailedToast: Toast = {
  kind: 'error',
  title: 'Não foi possível criar a imagem',
  message:
    'O navegador não conseguiu desenhar a imagem. Feche outros apps e tente de novo, ou tente sem as fotos. Seus dados não foram alterados.',
};
