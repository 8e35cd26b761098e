import { Alert, Button, Stack, Textarea, TextInput } from '@mantine/core';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Input.css';
import { useFetcher } from '@remix-run/react';
import { IconBrandWhatsapp, IconInfoCircle, IconMail } from '@tabler/icons-react';
import { useCallback, useEffect, useRef } from 'react';
import type { TestimonialDraft } from '~/domain/stored';
import { SEND_LABEL, testimonialSendNote } from '~/content/testimonial';
import { TESTIMONIAL_FIELDS } from '~/content/testimonial-screen';
import { testimonialChannels, type TestimonialChannel, type TestimonialErrors } from '~/domain/testimonial';
import type { TestimonialActionResult } from './action';
import { PhotoPreviewInput } from './photo-preview-input';
import { useFocusFirstError } from '~/components/use-focus-first-error';
import { useResultToast } from '~/components/show-toast';
import ui from '~/components/ui.module.css';

export const SEND_KEY = 'testimonial-send';
export const SENT_KEY = 'testimonial-sent';

const SEND_BUTTON: Record<TestimonialChannel, { label: string; icon: React.ReactNode }> = {
  email: { label: SEND_LABEL.email, icon: <IconMail size={20} aria-hidden="true" /> },
  whatsapp: { label: SEND_LABEL.whatsapp, icon: <IconBrandWhatsapp size={20} aria-hidden="true" /> },
};

/** How long typing pauses before the draft is saved. */
const DRAFT_DELAY_MS = 400;

export function TestimonialForm({
  draft,
  email,
  errors,
  sending,
  photo,
  onPhoto,
}: {
  draft: TestimonialDraft;
  /** The support mailbox, or null: then e-mail is not offered. */
  email: string | null;
  errors?: TestimonialErrors;
  sending: boolean;
  photo: File | null;
  onPhoto: (f: File | null) => void;
}) {
  // The route reads this fetcher's result by the same key.
  const send = useFetcher({ key: SEND_KEY });
  const form = useRef<HTMLFormElement>(null);
  const draftSaver = useFetcher<TestimonialActionResult>({ key: 'testimonial-draft' });
  // A draft that could not be kept (storage full) says so: she may still copy or send what she typed.
  useResultToast(draftSaver.data);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // Nothing typed is lost: the draft goes to the action as the user types,
  // and at once when the page is hidden (the mail app takes over).
  const saveNow = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    const f = form.current;
    if (!f) return;
    const data = new FormData(f);
    draftSaver.submit(
      { intent: 'draft', name: String(data.get('name') ?? ''), text: String(data.get('text') ?? '') },
      { method: 'post', action: '/depoimento' },
    );
  }, [draftSaver]);
  const scheduleSave = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(saveNow, DRAFT_DELAY_MS);
  };
  useEffect(() => {
    const flush = () => {
      if (timer.current !== undefined && document.visibilityState === 'hidden') saveNow();
    };
    document.addEventListener('visibilitychange', flush);
    return () => document.removeEventListener('visibilitychange', flush);
  }, [saveNow]);
  useEffect(() => () => clearTimeout(timer.current), []);

  // Once the user confirmed the email was sent (and the draft is cleared), the fields empty.
  const sent = useFetcher<{ ok: boolean }>({ key: SENT_KEY });
  const resetFor = useRef<unknown>(null);
  useEffect(() => {
    if (sent.state !== 'idle' || !sent.data?.ok || resetFor.current === sent.data) return;
    resetFor.current = sent.data;
    form.current?.reset();
  }, [sent.state, sent.data]);

  useFocusFirstError(form, errors);

  return (
    <send.Form method="post" ref={form} noValidate onInput={scheduleSave} onSubmit={() => clearTimeout(timer.current)}>
      <input type="hidden" name="intent" value="send" />
      <input type="hidden" name="hasPhoto" value={photo ? '1' : ''} />
      <Stack gap="md">
        <TextInput
          name="name"
          label={TESTIMONIAL_FIELDS.nameLabel}
          placeholder={TESTIMONIAL_FIELDS.namePlaceholder}
          defaultValue={draft.name}
          withAsterisk
          required
          autoComplete="name"
          size="md"
          classNames={{ input: ui.tapInput }}
          error={errors?.name}
        />
        <Textarea
          name="text"
          label={TESTIMONIAL_FIELDS.textLabel}
          placeholder={TESTIMONIAL_FIELDS.textPlaceholder}
          defaultValue={draft.text}
          withAsterisk
          required
          autosize
          minRows={5}
          maxRows={14}
          size="md"
          error={errors?.text}
        />
        <PhotoPreviewInput
          label={TESTIMONIAL_FIELDS.photoLabel}
          description={TESTIMONIAL_FIELDS.photoDescription}
          file={photo}
          onChange={onPhoto}
        />
        {/* The first button is the main one, and the one Enter submits with. */}
        {testimonialChannels(email).map((channel, i) => (
          <Button
            key={channel}
            type="submit"
            name="channel"
            value={channel}
            size="md"
            variant={i === 0 ? 'filled' : 'default'}
            loading={sending && send.formData?.get('channel') === channel}
            disabled={sending}
            className={ui.tap}
            leftSection={SEND_BUTTON[channel].icon}
          >
            {SEND_BUTTON[channel].label}
          </Button>
        ))}
        {/* The note under the buttons: the screen's one action stays in its first screen. */}
        <Alert
          icon={<IconInfoCircle aria-hidden="true" />}
          color="gray"
          variant="light"
          title={TESTIMONIAL_FIELDS.sendNoteTitle}
        >
          {testimonialSendNote(email)}
        </Alert>
      </Stack>
    </send.Form>
  );
}
