import { Paper, Stack, Text, Title } from '@mantine/core';
import {
  useFetcher,
  useLoaderData,
  type ClientActionFunctionArgs,
  type ShouldRevalidateFunctionArgs,
} from '@remix-run/react';
import { useEffect, useState } from 'react';
import { PageHeader } from '~/components/page-header';
import { SEND_KEY, SENT_KEY, TestimonialForm } from '~/components/testimonial-form';
import { TestimonialSent } from '~/components/testimonial-sent';
import { useResultToast } from '~/components/toast';
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
import { pageTitle } from '~/meta';
import { storageErrorToast } from '~/storage/local';
import { clearTestimonialDraft, loadTestimonialDraft, saveTestimonialDraft } from '~/storage/testimonial';

export const meta = () => pageTitle('Deixe seu Depoimento');

export function clientLoader() {
  return { draft: loadTestimonialDraft() };
}

// Saving the draft while typing changes nothing on screen: no need to read storage again.
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formData?.get('intent') === 'draft' ? false : defaultShouldRevalidate;
}

export interface TestimonialResult {
  ok: boolean;
  toast?: Toast;
  errors?: TestimonialErrors;
  mail?: TestimonialMail;
}

export async function clientAction({ request }: ClientActionFunctionArgs): Promise<TestimonialResult> {
  const form = await request.formData();
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

export default function Testimonial() {
  const { draft } = useLoaderData<typeof clientLoader>();
  const send = useFetcher<TestimonialResult>({ key: SEND_KEY });
  const sent = useFetcher<TestimonialResult>({ key: SENT_KEY });
  const [photo, setPhoto] = useState<File | null>(null);
  // Which send result the user has answered.
  const [answered, setAnswered] = useState<unknown>(null);
  useResultToast(send.data);
  useResultToast(sent.data);

  const mail = send.data?.ok ? send.data.mail : undefined;
  useEffect(() => {
    if (mail) window.location.href = mail.url;
  }, [mail]);

  return (
    <Stack gap="lg">
      <PageHeader title="Deixe seu Depoimento" subtitle="Conte como foi a sua experiência com o M15" />
      <TestimonialForm
        draft={draft}
        email={SUPPORT_EMAIL}
        errors={send.state === 'idle' ? send.data?.errors : undefined}
        sending={send.state !== 'idle'}
        photo={photo}
        onPhoto={setPhoto}
      />
      {mail && answered !== send.data ? (
        <TestimonialSent
          mail={mail}
          confirming={sent.state !== 'idle'}
          onSent={() => {
            setAnswered(send.data);
            setPhoto(null);
            sent.submit({ intent: 'sent' }, { method: 'post', action: '/depoimento' });
          }}
          onNotYet={() => setAnswered(send.data)}
        />
      ) : null}
      <Paper withBorder radius="lg" p="md" className="m15-quote">
        <Title order={2} size="h4">
          Obrigado por fazer parte do M15! 💛
        </Title>
        <Text mt={4}>
          Cada depoimento inspira outras pessoas a começarem a própria transformação. Sua história pode ser o empurrão
          que alguém precisa.
        </Text>
      </Paper>
    </Stack>
  );
}
