/**
 * Testimonial rules (spec §2 Testimonial, §5, §7 "Testimonial send"). Pure:
 * the screen and the action share them.
 *
 * Two ways to send the same text: e-mail to the support mailbox (spec §7),
 * offered only when the build names one, and WhatsApp, where our users
 * already talk about the diet and which every phone has (many have no mail
 * app, so a mailto: link alone is a dead end there).
 */
import type { TestimonialDraft } from './stored';
import type { Toast } from './toast';

/** Some mail clients cut mailto links longer than about this (and a wa.me link is held to the same, to be safe). */
export const MAILTO_SAFE_LENGTH = 2000;
/** A draft is a few paragraphs; a pasted book is cut so it still fits in storage. */
export const MAX_NAME_LENGTH = 120;
export const MAX_TEXT_LENGTH = 20_000;

export const missingFieldsToast: Toast = {
  kind: 'error',
  title: 'Preencha os campos obrigatórios',
  message: 'Nome e depoimento são necessários.',
};
export const openingMailToast: Toast = { kind: 'success', title: 'Abrindo seu email...' };
export const openingWhatsAppToast: Toast = { kind: 'success', title: 'Abrindo o WhatsApp...' };
export const sentToast: Toast = {
  kind: 'success',
  title: 'Obrigado pelo seu depoimento! 💛',
  message: 'Seu rascunho foi apagado deste aparelho.',
};

export type TestimonialErrors = Partial<Record<'name' | 'text', string>>;

export type TestimonialChannel = 'email' | 'whatsapp';

/** The ways to send this build offers, the first one the main: e-mail only with a support mailbox. */
export function testimonialChannels(supportEmail: string | null): TestimonialChannel[] {
  return supportEmail ? ['email', 'whatsapp'] : ['whatsapp'];
}

/**
 * The channel a post asks for: one of those offered, the main one when the
 * post names none (a form submitted without its button), null for any other.
 */
export function pickTestimonialChannel(
  value: unknown,
  offered: readonly TestimonialChannel[],
): TestimonialChannel | null {
  if (value === null || value === undefined || value === '') return offered[0] ?? null;
  return offered.find((c) => c === value) ?? null;
}

/** The info note "Como funciona o envio": it describes exactly the options shown. */
export function testimonialSendNote(supportEmail: string | null): string {
  return supportEmail
    ? `Ao tocar em Enviar Depoimento por email, abrimos o seu app de email com o texto pronto para ${supportEmail}. ` +
        'Em Enviar pelo WhatsApp, o mesmo texto vai pronto para o WhatsApp (no celular, pelo menu de compartilhar) ' +
        'e você escolhe a conversa. A foto não é anexada automaticamente: se escolheu uma, anexe-a antes de enviar.'
    : 'Ao tocar em Enviar pelo WhatsApp, o texto do seu depoimento vai pronto para o WhatsApp (no celular, pelo menu ' +
        'de compartilhar) e você escolhe a conversa. A foto não é anexada automaticamente: se escolheu uma, ' +
        'envie-a em seguida na mesma conversa.';
}

/** The draft as typed (cut to the limits), from any form value. */
export function readDraft(form: { name: unknown; text: unknown }): TestimonialDraft {
  const str = (x: unknown, max: number) => (typeof x === 'string' ? x.slice(0, max) : '');
  return { name: str(form.name, MAX_NAME_LENGTH), text: str(form.text, MAX_TEXT_LENGTH) };
}

export function validateTestimonial(draft: TestimonialDraft): TestimonialErrors {
  const errors: TestimonialErrors = {};
  if (draft.name.trim() === '') errors.name = 'Informe seu nome.';
  if (draft.text.trim() === '') errors.text = 'Escreva seu depoimento.';
  return errors;
}

export interface TestimonialMail {
  channel: 'email';
  to: string;
  subject: string;
  body: string;
  url: string;
  /** The link is longer than mail clients reliably take: offer to copy the text too. */
  tooLong: boolean;
}

export const PHOTO_LINE_YES = 'Foto: sim — a foto está no meu aparelho e vou anexá-la manualmente a este email.';
export const PHOTO_LINE_NO = 'Foto: não enviei foto.';
export const PHOTO_LINE_YES_CHAT = 'Foto: sim — a foto está no meu aparelho e vou enviá-la em seguida nesta conversa.';
export const MAIL_FOOTER = 'Enviado pelo app M15.';

interface TestimonialInput {
  name: string;
  text: string;
  hasPhoto: boolean;
}

/** The subject and body of the testimonial email. */
export function testimonialMailText(input: TestimonialInput) {
  return testimonialText(input, PHOTO_LINE_YES);
}

function testimonialText({ name, text, hasPhoto }: TestimonialInput, photoLineYes: string) {
  const cleanName = name.trim();
  return {
    subject: `Depoimento M15 - ${cleanName}`,
    body: [
      `Nome: ${cleanName}`,
      '',
      'Depoimento:',
      text.trim(),
      '',
      hasPhoto ? photoLineYes : PHOTO_LINE_NO,
      '',
      '---',
      MAIL_FOOTER,
    ].join('\n'),
  };
}

/**
 * The mailto link (RFC 6068). Every part is encoded with encodeURIComponent,
 * so `&`, `?`, `#`, `%` and line breaks in the user's text cannot end a
 * field early. The address keeps its `@` between its encoded halves.
 */
export function buildTestimonialMailto(input: TestimonialInput & { to: string }): TestimonialMail {
  const { subject, body } = testimonialMailText(input);
  const at = input.to.lastIndexOf('@');
  const to =
    at < 0
      ? encodeURIComponent(input.to)
      : `${encodeURIComponent(input.to.slice(0, at))}@${encodeURIComponent(input.to.slice(at + 1))}`;
  const url = `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
  return { channel: 'email', to: input.to, subject, body, url, tooLong: url.length > MAILTO_SAFE_LENGTH };
}

export interface TestimonialWhatsApp {
  channel: 'whatsapp';
  /** The whole message: the e-mail's subject line, then its body (with the photo line for a chat). */
  text: string;
  /** https://wa.me/?text=…: WhatsApp opens with the text and the user picks the conversation. */
  url: string;
  tooLong: boolean;
}

/**
 * The same testimonial for WhatsApp. The text is encoded whole with
 * encodeURIComponent, so `&`, `#`, `%` and line breaks cannot end the `text`
 * field or add another.
 */
export function buildTestimonialWhatsApp(input: TestimonialInput): TestimonialWhatsApp {
  const { subject, body } = testimonialText(input, PHOTO_LINE_YES_CHAT);
  const text = `${subject}\n\n${body}`;
  const url = `https://wa.me/?text=${encodeURIComponent(text)}`;
  return { channel: 'whatsapp', text, url, tooLong: url.length > MAILTO_SAFE_LENGTH };
}
