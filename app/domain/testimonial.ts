/**
 * Testimonial rules (spec §2 Testimonial, §5, §7 "Testimonial send"). Pure:
 * the screen and the action share them.
 */
import type { TestimonialDraft } from './stored';
import type { Toast } from './toast';

/** Some mail clients cut mailto links longer than about this. */
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
export const sentToast: Toast = {
  kind: 'success',
  title: 'Obrigado pelo seu depoimento! 💛',
  message: 'Seu rascunho foi apagado deste aparelho.',
};

export type TestimonialErrors = Partial<Record<'name' | 'text', string>>;

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
  to: string;
  subject: string;
  body: string;
  url: string;
  /** The link is longer than mail clients reliably take: offer to copy the text too. */
  tooLong: boolean;
}

export const PHOTO_LINE_YES = 'Foto: sim — a foto está no meu aparelho e vou anexá-la manualmente a este email.';
export const PHOTO_LINE_NO = 'Foto: não enviei foto.';
export const MAIL_FOOTER = 'Enviado pelo app M15.';

/** The subject and body of the testimonial email. */
export function testimonialMailText({ name, text, hasPhoto }: { name: string; text: string; hasPhoto: boolean }) {
  const cleanName = name.trim();
  return {
    subject: `Depoimento M15 - ${cleanName}`,
    body: [
      `Nome: ${cleanName}`,
      '',
      'Depoimento:',
      text.trim(),
      '',
      hasPhoto ? PHOTO_LINE_YES : PHOTO_LINE_NO,
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
export function buildTestimonialMailto(input: {
  to: string;
  name: string;
  text: string;
  hasPhoto: boolean;
}): TestimonialMail {
  const { subject, body } = testimonialMailText(input);
  const at = input.to.lastIndexOf('@');
  const to =
    at < 0
      ? encodeURIComponent(input.to)
      : `${encodeURIComponent(input.to.slice(0, at))}@${encodeURIComponent(input.to.slice(at + 1))}`;
  const url = `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
  return { to: input.to, subject, body, url, tooLong: url.length > MAILTO_SAFE_LENGTH };
}
