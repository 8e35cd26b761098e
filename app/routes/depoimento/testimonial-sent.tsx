import { Anchor, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import '@mantine/core/styles/Input.css';
import { IconCopy } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import type { TestimonialMail } from '~/domain/testimonial';
import ui from '~/components/ui.module.css';
import { showToast } from '~/components/toast';

async function copy(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    showToast({ kind: 'success', title: 'Depoimento copiado! 📋', message: 'Cole o texto no corpo do email.' });
  } catch {
    showToast({
      kind: 'error',
      title: 'Não foi possível copiar',
      message: 'Selecione o texto do depoimento abaixo e copie manualmente.',
    });
  }
}

/** After the mail client was opened: ask whether it was sent, offer to open it again or copy the text. */
export function TestimonialSent({
  mail,
  confirming,
  onSent,
  onNotYet,
}: {
  mail: TestimonialMail;
  confirming: boolean;
  onSent: () => void;
  onNotYet: () => void;
}) {
  const fullText = `${mail.subject}\n\n${mail.body}`;
  // Back from the mail app, the question is in view.
  const box = useRef<HTMLElement>(null);
  useEffect(() => {
    box.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [mail]);
  return (
    <Paper
      ref={box}
      withBorder
      radius="lg"
      p="md"
      component="section"
      aria-labelledby="enviou-titulo"
      className={ui.tip}
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id="enviou-titulo">
          Você conseguiu enviar o email?
        </Title>
        <Text size="sm">
          Se o aplicativo de email não abriu,{' '}
          <Anchor href={mail.url} data-testid="mailto-link" c="var(--m15-accent-text)" fw={700} underline="always">
            toque aqui para abrir de novo
          </Anchor>
          . Seu rascunho continua guardado até você confirmar o envio.
        </Text>
        {mail.tooLong ? (
          <Stack gap="xs">
            <Text size="sm">
              Seu depoimento é longo e alguns aplicativos de email cortam o texto. Copie o depoimento e cole no email
              para que nada se perca.
            </Text>
            <Button
              variant="light"
              className={ui.tap}
              leftSection={<IconCopy size={18} aria-hidden="true" />}
              onClick={() => void copy(fullText)}
            >
              Copiar depoimento
            </Button>
            <Textarea label="Texto completo do depoimento" value={fullText} readOnly autosize minRows={3} maxRows={8} />
          </Stack>
        ) : null}
        <Group gap="sm">
          <Button className={ui.tap} onClick={onSent} loading={confirming}>
            Sim, enviei
          </Button>
          <Button variant="default" className={ui.tap} onClick={onNotYet}>
            Ainda não
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
