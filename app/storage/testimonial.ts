import type { TestimonialDraft } from '~/domain/stored';
import { KEYS } from '~/domain/keys';
import { remove, write } from './local';
import { load } from './registry';

export function loadTestimonialDraft(): TestimonialDraft {
  return load(KEYS.testimonial);
}

export function saveTestimonialDraft(draft: TestimonialDraft): void {
  write(KEYS.testimonial, { name: draft.name, text: draft.text });
}

/** The user said the email was sent. */
export function clearTestimonialDraft(): void {
  remove(KEYS.testimonial);
}
