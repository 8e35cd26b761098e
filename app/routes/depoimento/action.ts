/**
 * The testimonial screen's posts (spec §5 "Testimonial", §7 "Testimonial
 * send"): 'draft' keeps what is typed, 'send' checks it and builds the
 * e-mail, 'sent' clears the draft once the user says it went.
 */
import { SUPPORT_EMAIL } from '~/config';
import {
  buildTestimonialMailto,
  missingFieldsToast,
  openingMailToast,
  readDraft,
  sentToast,
  validateTestimonial,
  type TestimonialErrors,
  type TestimonialMail,
} from '~/domain/testimonial';
import type { Toast } from '~/domain/toast';
import { storageErrorToast } from '~/storage/local';
import { clearTestimonialDraft, saveTestimonialDraft } from '~/storage/testimonial';

export interface TestimonialResult {
  ok: boolean;
  toast?: Toast;
  errors?: TestimonialErrors;
  mail?: TestimonialMail;
}

export async function testimonialAction(form: FormData): Promise<TestimonialResult> {
  const intent = form.get('intent');
  const draft = readDraft({ name: form.get('name'), text: form.get('text') });
  try {
    if (intent === 'draft') {
      saveTestimonialDraft(draft);
      return { ok: true };
    }
    if (intent === 'sent') {
      clearTestimonialDraft();
      return { ok: true, toast: sentToast };
    }
    if (intent !== 'send') return { ok: false };
    const errors = validateTestimonial(draft);
    if (Object.keys(errors).length > 0) return { ok: false, errors, toast: missingFieldsToast };
    saveTestimonialDraft(draft);
  } catch (e) {
    // The draft could not be kept; the email can still be written.
    if (intent !== 'send') return { ok: false, toast: storageErrorToast(e) };
  }
  const mail = buildTestimonialMailto({ to: SUPPORT_EMAIL, ...draft, hasPhoto: form.get('hasPhoto') === '1' });
  return { ok: true, toast: openingMailToast, mail };
}
