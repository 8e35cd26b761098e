/**
 * The testimonial screen's posts (spec §5 "Testimonial", §7 "Testimonial
 * send"): 'draft' keeps what is typed, 'send' checks it and builds the
 * e-mail or the WhatsApp message, 'sent' clears the draft once the user says
 * it went.
 */
import { storageFailureToast } from '~/components/storage-toast';
import { fieldMessages } from '~/content/messages';
import {
  missingFieldsToast,
  openingMailToast,
  openingWhatsAppToast,
  sentToast,
  TESTIMONIAL_FORM,
  testimonialMessage,
} from '~/content/testimonial';
import {
  buildTestimonialMailto,
  buildTestimonialWhatsApp,
  pickTestimonialChannel,
  readDraft,
  testimonialChannels,
  validateTestimonial,
  type TestimonialErrors,
  type TestimonialMail,
  type TestimonialWhatsApp,
} from '~/domain/testimonial';
import type { Toast } from '~/domain/toast';
import { clearTestimonialDraft, saveTestimonialDraft } from '~/storage/testimonial';

export interface TestimonialActionResult {
  ok: boolean;
  toast?: Toast;
  errors?: TestimonialErrors;
  mail?: TestimonialMail;
  whatsapp?: TestimonialWhatsApp;
}

/** `supportEmail` is the build's setting (app/config.ts), passed in so both kinds of build are tested. */
export async function testimonialAction(
  form: FormData,
  { supportEmail }: { supportEmail: string | null },
): Promise<TestimonialActionResult> {
  const intent = form.get('intent');
  const draft = readDraft({ name: form.get('name'), text: form.get('text') });
  // Sending by e-mail is refused when the build has no mailbox, whatever the post says.
  const channel = pickTestimonialChannel(form.get('channel'), testimonialChannels(supportEmail));
  try {
    if (intent === 'draft') {
      saveTestimonialDraft(draft);
      return { ok: true };
    }
    if (intent === 'sent') {
      clearTestimonialDraft();
      return { ok: true, toast: sentToast };
    }
    if (intent !== 'send' || channel === null) return { ok: false };
    const problems = validateTestimonial(draft);
    if (Object.keys(problems).length > 0) {
      return { ok: false, errors: fieldMessages(problems, TESTIMONIAL_FORM), toast: missingFieldsToast };
    }
    saveTestimonialDraft(draft);
  } catch (e) {
    // The draft could not be kept; the message can still be written.
    if (intent !== 'send') return { ok: false, toast: storageFailureToast(e) };
  }
  const hasPhoto = form.get('hasPhoto') === '1';
  if (channel === 'email' && supportEmail)
    return {
      ok: true,
      toast: openingMailToast,
      mail: buildTestimonialMailto({ to: supportEmail, ...testimonialMessage({ ...draft, hasPhoto }, 'email') }),
    };
  const whatsapp = buildTestimonialWhatsApp(testimonialMessage({ ...draft, hasPhoto }, 'whatsapp'));
  return { ok: true, toast: openingWhatsAppToast, whatsapp };
}
