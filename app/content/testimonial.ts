/**
 * Depoimento's words (spec §5 "Testimonial", §7 "Testimonial send"): the
 * toasts, the note on how it is sent, and the message itself, the same text
 * by e-mail or WhatsApp (domain/testimonial.ts builds the links).
 */
import type { TestimonialChannel, TestimonialField, TestimonialMessage } from '~/domain/testimonial';
import type { Toast } from '~/domain/toast';
import type { FormWords } from './messages';

export const TESTIMONIAL_FORM: FormWords<TestimonialField> = {
  required: { name: 'Informe seu nome.', text: 'Escreva seu depoimento.' },
};

export const missingFieldsToast: Toast = {
  kind: 'error',
  title: 'Preencha os campos obrigatórios',
  message: 'Nome e depoimento são necessários.',
};
export const openingMailToast: Toast = { kind: 'success', title: 'Abrindo seu email...' };
export const openingWhatsAppToast: Toast = { kind: 'success', title: 'Abrindo o WhatsApp...' };
export const sentToast: Toast = {
  kind: 'success',
  title: 'Agradecemos o seu depoimento! 💛',
  message: 'Seu rascunho foi apagado deste aparelho.',
};

/** "Copiar depoimento", where the mail client or WhatsApp did not open; `pasteHint` says where to paste. */
export const copiedToast = (pasteHint: string): Toast => ({
  kind: 'success',
  title: 'Depoimento copiado! 📋',
  message: pasteHint,
});
export const copyFailedToast: Toast = {
  kind: 'error',
  title: 'Não foi possível copiar',
  message: 'Selecione o texto do depoimento abaixo e copie manualmente.',
};

/** The send buttons, one for each way of sending; the note below names them. */
export const SEND_LABEL: Record<TestimonialChannel, string> = {
  email: 'Enviar Depoimento por email',
  whatsapp: 'Enviar pelo WhatsApp',
};

/** The info note "Como funciona o envio": it describes exactly the options shown. */
export function testimonialSendNote(supportEmail: string | null): string {
  return supportEmail
    ? `Ao tocar em ${SEND_LABEL.email}, abrimos o seu app de email com o texto pronto para ${supportEmail}. ` +
        `Em ${SEND_LABEL.whatsapp}, o mesmo texto vai pronto para o WhatsApp (no celular, pelo menu de compartilhar) ` +
        'e você escolhe a conversa. A foto não é anexada automaticamente: se escolheu uma, anexe-a antes de enviar.'
    : `Ao tocar em ${SEND_LABEL.whatsapp}, o texto do seu depoimento vai pronto para o WhatsApp (no celular, pelo menu ` +
        'de compartilhar) e você escolhe a conversa. A foto não é anexada automaticamente: se escolheu uma, ' +
        'envie-a em seguida na mesma conversa.';
}

/** The line that says whether a photo goes with it: by hand, in the e-mail or in the conversation. */
export const PHOTO_LINE = {
  email: 'Foto: sim — a foto está no meu aparelho e vou anexá-la manualmente a este email.',
  whatsapp: 'Foto: sim — a foto está no meu aparelho e vou enviá-la em seguida nesta conversa.',
  none: 'Foto: não enviei foto.',
} as const;
export const MESSAGE_FOOTER = 'Enviado pelo app M15.';

/**
 * What is sent (spec §7): the subject 'Depoimento M15 - {name}'; the body with
 * the name, the testimonial, whether a photo waits on the phone, and a footer.
 */
export function testimonialMessage(
  { name, text, hasPhoto }: { name: string; text: string; hasPhoto: boolean },
  channel: TestimonialChannel,
): TestimonialMessage {
  const cleanName = name.trim();
  return {
    subject: `Depoimento M15 - ${cleanName}`,
    body: [
      `Nome: ${cleanName}`,
      '',
      'Depoimento:',
      text.trim(),
      '',
      hasPhoto ? PHOTO_LINE[channel] : PHOTO_LINE.none,
      '',
      '---',
      MESSAGE_FOOTER,
    ].join('\n'),
  };
}
