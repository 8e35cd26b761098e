import { Anchor, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { SectionCard } from '~/components/section-card';
import '@mantine/core/styles/Input.css';
import { IconCopy } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import type { TestimonialMail, TestimonialWhatsApp } from '~/domain/testimonial';
import ui from '~/components/ui.module.css';
import { showToast } from '~/components/show-toast';
import { copiedToast, copyFailedToast } from '~/content/testimonial';
import { SENT_ACTIONS, SENT_TEXT } from '~/content/testimonial-screen';

async function copy(text: string, pasteHint: string) {
  try {
    await navigator.clipboard.writeText(text);
    showToast(copiedToast(pasteHint));
  } catch {
    showToast(copyFailedToast);
  }
}

/**
 * After the mail client or WhatsApp was opened: ask whether it was sent, offer
 * to open it again or copy the text.
 */
export function TestimonialSent({
  message,
  confirming,
  onSent,
  onNotYet,
}: {
  message: TestimonialMail | TestimonialWhatsApp;
  confirming: boolean;
  onSent: () => void;
  onNotYet: () => void;
}) {
  const fullText = message.channel === 'email' ? `${message.subject}\n\n${message.body}` : message.text;
  const text = SENT_TEXT[message.channel];
  // Back from the other app, the question is in view.
  const box = useRef<HTMLElement>(null);
  useEffect(() => {
    box.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [message]);
  return (
    <SectionCard id="enviou-titulo" title={text.question} ref={box} kind="guidance" gap="sm">
      <Text size="sm">
        {text.notOpened}{' '}
        <Anchor
          href={message.url}
          data-testid={message.channel === 'email' ? 'mailto-link' : 'whatsapp-link'}
          // The mail app opens over the page; WhatsApp Web in a tab of its own, leaving the app here.
          {...(message.channel === 'whatsapp' ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          c="var(--m15-accent-text)"
          fw={700}
          underline="always"
        >
          {SENT_ACTIONS.reopenLink}
        </Anchor>
        {SENT_ACTIONS.reopenAfter}
      </Text>
      {message.tooLong ? (
        <Stack gap="xs">
          <Text size="sm">{text.tooLong}</Text>
          <Button
            variant="light"
            className={ui.tap}
            leftSection={<IconCopy size={18} aria-hidden="true" />}
            onClick={() => void copy(fullText, text.pasteHint)}
          >
            {SENT_ACTIONS.copy}
          </Button>
          <Textarea label={SENT_ACTIONS.fullTextLabel} value={fullText} readOnly autosize minRows={3} maxRows={8} />
        </Stack>
      ) : null}
      <Group gap="sm">
        <Button className={ui.tap} onClick={onSent} loading={confirming}>
          {SENT_ACTIONS.yes}
        </Button>
        <Button variant="default" className={ui.tap} onClick={onNotYet}>
          {SENT_ACTIONS.notYet}
        </Button>
      </Group>
    </SectionCard>
  );
}
