import { Stack, Text } from '@mantine/core';
import {
  useFetcher,
  useLoaderData,
  type ClientActionFunctionArgs,
  type ShouldRevalidateFunctionArgs,
} from '@remix-run/react';
import { useEffect, useState } from 'react';
import { PageHeader } from '~/components/page-header';
import { HeroCard } from '~/components/hero-card';
import { StoredForm } from '~/components/stored-form';
import { useResultToast } from '~/components/show-toast';
import { SUPPORT_EMAIL } from '~/config';
import { TESTIMONIAL_TEXT } from '~/content/testimonial-screen';
import { KEYS } from '~/domain/keys';
import { pageTitle } from '~/lib/meta';
import { shareTextOrOpen } from '~/lib/share-or-download';
import { loadTestimonialDraft } from '~/storage/testimonial';
import { testimonialAction, type TestimonialActionResult } from './action';
import { SEND_KEY, SENT_KEY, TestimonialForm } from './testimonial-form';
import { TestimonialSent } from './testimonial-sent';

export const meta = () => pageTitle(TESTIMONIAL_TEXT.title);

export function clientLoader() {
  return { draft: loadTestimonialDraft() };
}

// Saving the draft while typing changes nothing on screen: no need to read storage again.
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formData?.get('intent') === 'draft' ? false : defaultShouldRevalidate;
}

export async function clientAction({ request }: ClientActionFunctionArgs) {
  return testimonialAction(await request.formData(), { supportEmail: SUPPORT_EMAIL });
}

export default function TestimonialScreen() {
  const { draft } = useLoaderData<typeof clientLoader>();
  const send = useFetcher<TestimonialActionResult>({ key: SEND_KEY });
  const sent = useFetcher<TestimonialActionResult>({ key: SENT_KEY });
  const [photo, setPhoto] = useState<File | null>(null);
  // Which send result the user has answered.
  const [answered, setAnswered] = useState<unknown>(null);
  useResultToast(send.data);
  useResultToast(sent.data);

  const message = send.data?.ok ? (send.data.mail ?? send.data.whatsapp) : undefined;
  useEffect(() => {
    if (message?.channel === 'email') window.location.href = message.url;
    else if (message?.channel === 'whatsapp') void shareTextOrOpen(message.text, message.url);
  }, [message]);

  return (
    <Stack gap="lg">
      <PageHeader title={TESTIMONIAL_TEXT.title} subtitle={TESTIMONIAL_TEXT.subtitle} />
      {/* The hero: the specification's thank-you card, why her story matters, before she writes it. */}
      <HeroCard id="obrigado-titulo" eyebrow={TESTIMONIAL_TEXT.heroEyebrow} title={TESTIMONIAL_TEXT.thanksTitle}>
        <Text mt={4}>{TESTIMONIAL_TEXT.thanks}</Text>
      </HeroCard>
      {/* Her own saves are what the form shows; another tab's draft is drawn unless she typed here. */}
      <StoredForm stored={JSON.stringify(draft)} storageKey={KEYS.testimonial} redrawOwn={false}>
        {(key) => (
          <TestimonialForm
            key={key}
            draft={draft}
            email={SUPPORT_EMAIL}
            errors={send.state === 'idle' ? send.data?.errors : undefined}
            sending={send.state !== 'idle'}
            photo={photo}
            onPhoto={setPhoto}
          />
        )}
      </StoredForm>
      {message && answered !== send.data ? (
        <TestimonialSent
          message={message}
          confirming={sent.state !== 'idle'}
          onSent={() => {
            setAnswered(send.data);
            setPhoto(null);
            sent.submit({ intent: 'sent' }, { method: 'post', action: '/depoimento' });
          }}
          onNotYet={() => setAnswered(send.data)}
        />
      ) : null}
    </Stack>
  );
}
