/**
 * "Compartilhar progresso" in words: what the card says (domain/progress-card-data.ts
 * gives the figures, lib/progress-card/ draws them), what the share sheet
 * sends with it, and what the screen says once the image is handed over.
 */
import type { CardShared, CardTexts, CardWords, MissingPhotos } from '~/domain/progress-card-data';
import type { Toast } from '~/domain/toast';

const KG_LABEL = 'kg eliminados';

export const CARD_WORDS: CardWords = {
  brand: 'M15',
  tagline: 'Ativação Metabólica em 15 Dias',
  daysOf: (done, total) => `${done} de ${total}`,
  daysLabel: 'dias concluídos',
  kgLabel: { finished: KG_LABEL, soFar: `${KG_LABEL} até agora` },
  unknownKg: '—',
  chartTitle: 'Evolução do peso',
  noWeights: 'Nenhuma pesagem registrada ainda',
  before: 'Antes',
  after: 'Depois',
  photoUnavailable: 'Foto indisponível',
  footer: 'Feito com o app M15',
};

/**
 * The opt-in that lets the before and after photos into something that leaves
 * the app (components/include-photos.tsx: the progress card, the printed report).
 */
export const INCLUDE_PHOTOS_LABEL = 'Incluir fotos de antes e depois';

/** "Seu progresso em imagem" (components/share-progress.tsx): the section around the card's button. */
export const SHARE_PROGRESS = {
  title: 'Seu progresso em imagem',
  intro: 'Seus dias, quilos e gráfico do peso, para o WhatsApp, o Status ou o Instagram.',
  /** Under the photo option's label, which says what: when. */
  photosNote: 'Só entram se você marcar, a cada vez.',
  button: 'Compartilhar progresso',
  busy: 'Criando a imagem…',
  /** The part, as partUnavailableText's sentence names it when the drawing's code did not load. */
  part: 'A criação da imagem',
  /** The preview's alt text: the card's own texts, and whether the photos are in it. */
  previewAlt: (card: Pick<CardTexts, 'days' | 'daysLabel' | 'kg' | 'kgLabel'>, withPhotos: boolean) =>
    `Prévia da imagem: ${card.days} ${card.daysLabel}, ${card.kg} ${card.kgLabel}${withPhotos ? ', com as fotos de antes e depois' : ''}.`,
  previewFailed: 'Não foi possível mostrar a prévia. O botão abaixo ainda cria a imagem.',
  previewLoading: 'Preparando a prévia da imagem…',
  /** Days already over and not ticked: the image counts ticks, so she may tick them first. */
  unticked: (days: number) =>
    days === 1
      ? 'Um dia que já passou não está marcado na Jornada, e a imagem mostra só os dias marcados.'
      : `${days} dias que já passaram não estão marcados na Jornada, e a imagem mostra só os dias marcados.`,
  /** After the last day the screen's closing line says how many days are ticked: the note says only what the image leaves out. */
  untickedCountSaid: 'A imagem mostra só os dias marcados.',
  untickedLink: (days: number) => (days === 1 ? 'Marcar o dia na Jornada' : 'Marcar os dias na Jornada'),
} as const;

/** What the share sheet sends with the image (WhatsApp uses the text as the caption). */
export const CARD_SHARE = {
  title: 'Meu progresso no M15',
  text: 'Meu progresso no desafio M15 — Ativação Metabólica em 15 Dias.',
} as const;

function missingText(missing: MissingPhotos): string {
  if (missing === 'all') return 'As fotos escolhidas não puderam ser lidas, então a imagem foi criada sem elas.';
  if (missing === 'one')
    return `Uma das fotos não pôde ser lida: no lugar dela aparece “${CARD_WORDS.photoUnavailable}”.`;
  return '';
}

/** The browser could not draw or encode the image (out of memory on an old phone, a lost canvas). */
export const cardFailedToast: Toast = {
  kind: 'error',
  title: 'Não foi possível criar a imagem',
  message:
    'O navegador não conseguiu desenhar a imagem. Feche outros apps e tente de novo, ou tente sem as fotos. Seus dados não foram alterados.',
};

/** The drawing's code did not load (an update half installed, no connection on a first visit). */
export const cardLoadFailedToast: Toast = {
  kind: 'error',
  title: 'Não foi possível criar a imagem',
  message: 'Uma parte do app não carregou. Verifique a conexão e tente de novo. Seus dados não foram alterados.',
};

/** What the screen says once the image is handed over; null when there is nothing to say (cancelled, all fine). */
export function cardSharedToast(shared: CardShared): Toast | null {
  if (shared.kind === 'failed') return cardFailedToast;
  const missing = missingText(shared.missingPhotos);
  if (shared.delivery === 'downloaded') {
    return {
      kind: 'success',
      title: 'Imagem pronta! 📸',
      message: `A imagem ${shared.fileName} foi salva nos downloads: envie pelo WhatsApp ou publique no Instagram.${missing ? ` ${missing}` : ''}`,
    };
  }
  if (shared.delivery === 'shared' && missing) return { kind: 'info', title: 'Imagem compartilhada', message: missing };
  return null;
}
