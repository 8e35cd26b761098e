/**
 * Depoimento's own words (spec §2 "Testimonial", §7 "Testimonial send"): the
 * page, the form's fields, the photo picker, and the question asked once the
 * mail client or WhatsApp was opened. The toasts, the send note and the
 * message itself are content/testimonial.ts.
 */
import type { TestimonialChannel } from '~/domain/testimonial';
import { PHOTO_SLOT } from './photos';
import { titleOf } from './screens';

/** The page: its heading (also the document title), and its hero, the thanks (the specification's thank-you card). */
export const TESTIMONIAL_TEXT = {
  title: titleOf('/depoimento'),
  subtitle: 'Conte como foi a sua experiência com o M15',
  /** The small line over the thanks: what the screen asks of her. */
  heroEyebrow: 'Sua história',
  thanksTitle: 'Que bom ter você no M15! 💛',
  thanks:
    'Cada depoimento inspira outras pessoas a começarem a própria transformação. Sua história pode ser o empurrão que alguém precisa.',
} as const;

/** The form's fields, and the title of the note on how it is sent. */
export const TESTIMONIAL_FIELDS = {
  nameLabel: 'Seu nome',
  namePlaceholder: 'Seu nome ou apelido',
  textLabel: 'Seu depoimento',
  textPlaceholder: 'Conte como foram seus 15 dias: o que mudou no seu corpo, na sua energia, na sua rotina...',
  photoLabel: 'Sua foto (opcional)',
  photoDescription: 'Apenas fotos e imagens.',
  sendNoteTitle: 'Como funciona o envio',
} as const;

/** The optional photo: its picker, its preview and the button that takes it away. */
export const PHOTO_INPUT_TEXT = {
  placeholder: PHOTO_SLOT.pick,
  previewAlt: 'Prévia da foto escolhida',
  remove: 'Remover foto',
} as const;

/**
 * Back from the mail client or WhatsApp: was it sent? If it did not open, a
 * link opens it again (`notOpened`, then the link, then `reopenAfter`); a text
 * too long for the link is offered to copy, and `pasteHint` says where to paste it.
 */
export const SENT_TEXT: Record<
  TestimonialChannel,
  { question: string; notOpened: string; pasteHint: string; tooLong: string }
> = {
  email: {
    question: 'Você conseguiu enviar o email?',
    notOpened: 'Se o app de email não abriu,',
    pasteHint: 'Cole o texto no corpo do email.',
    tooLong:
      'Seu depoimento é longo e alguns apps de email cortam o texto. Copie o depoimento e cole no email para que nada se perca.',
  },
  whatsapp: {
    question: 'Você conseguiu enviar pelo WhatsApp?',
    notOpened: 'Se o WhatsApp não abriu,',
    pasteHint: 'Cole o texto na conversa do WhatsApp.',
    tooLong:
      'Seu depoimento é longo e o texto pode chegar cortado. Copie o depoimento e cole na conversa para que nada se perca.',
  },
};

/** The rest of the question's card, the same for both ways of sending. */
export const SENT_ACTIONS = {
  reopenLink: 'toque aqui para abrir de novo',
  reopenAfter: '. Seu rascunho continua guardado até você confirmar o envio.',
  copy: 'Copiar depoimento',
  fullTextLabel: 'Texto completo do depoimento',
  yes: 'Sim, enviei',
  notYet: 'Ainda não',
} as const;
