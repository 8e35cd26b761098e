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
import { type FieldErrors, type FieldProblems, REQUIRED } from './validation';

/** Some mail clients cut mailto links longer than about this (and a wa.me link is held to the same, to be safe). */
export const MAILTO_SAFE_LENGTH = 2000;
/** A draft is a few paragraphs; a pasted book is cut so it still fits in storage. */
export const MAX_NAME_LENGTH = 120;
export const MAX_TEXT_LENGTH = 20_000;

export type TestimonialField = 'name' | 'text';
/** The message each field of the form shows. */
export type TestimonialErrors = FieldErrors<TestimonialField>;

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

/** The draft as typed (cut to the limits), from any form value. */
export function readDraft(form: { name: unknown; text: unknown }): TestimonialDraft {
  const str = (x: unknown, max: number) => (typeof x === 'string' ? x.slice(0, max) : '');
  return { name: str(form.name, MAX_NAME_LENGTH), text: str(form.text, MAX_TEXT_LENGTH) };
}

/** Spec §5: the name and the text are required (content/testimonial.ts words what is missing). */
export function validateTestimonial(draft: TestimonialDraft): FieldProblems<TestimonialField> {
  const problems: FieldProblems<TestimonialField> = {};
  if (draft.name.trim() === '') problems.name = REQUIRED;
  if (draft.text.trim() === '') problems.text = REQUIRED;
  return problems;
}

/** What is sent, by e-mail or WhatsApp: content/testimonial.ts writes it from the draft. */
export interface TestimonialMessage {
  subject: string;
  body: string;
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

/**
 * The mailto link (RFC 6068). Every part is encoded with encodeURIComponent,
 * so `&`, `?`, `#`, `%` and line breaks in the user's text cannot end a
 * field early. The address keeps its `@` between its encoded halves.
 */
export function buildTestimonialMailto({
  to: address,
  subject,
  body,
}: TestimonialMessage & { to: string }): TestimonialMail {
  const at = address.lastIndexOf('@');
  const to =
    at < 0
      ? encodeURIComponent(address)
      : `${encodeURIComponent(address.slice(0, at))}@${encodeURIComponent(address.slice(at + 1))}`;
  const url = `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
  return { channel: 'email', to: address, subject, body, url, tooLong: url.length > MAILTO_SAFE_LENGTH };
}

export interface TestimonialWhatsApp {
  channel: 'whatsapp';
  /** The whole message: the subject line, then the body. */
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
export function buildTestimonialWhatsApp({ subject, body }: TestimonialMessage): TestimonialWhatsApp {
  const text = `${subject}\n\n${body}`;
  const url = `https://wa.me/?text=${encodeURIComponent(text)}`;
  return { channel: 'whatsapp', text, url, tooLong: url.length > MAILTO_SAFE_LENGTH };
}
