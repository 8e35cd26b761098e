import { Stack, Text, Title } from '@mantine/core';
import { CtaLink } from '~/components/shell/cta-link';
import { SafetyNote } from './safety-note';
import { QuoteCard } from './quote-card';

/**
 * The specification's welcome (§1): what the method is, the two actions and
 * a motivational quote. A new user sees it as the whole screen; a user with a
 * profile sees it below "Hoje", as a section.
 */
export function Welcome({ quote, asSection = false }: { quote: string; asSection?: boolean }) {
  return (
    <Stack gap="lg" component={asSection ? 'section' : 'div'} aria-labelledby={asSection ? 'sobre-m15' : undefined}>
      <Stack gap="xs">
        <Text fw={700} c="var(--m15-accent-text)" tt="uppercase" size="sm">
          Desafio de 15 dias
        </Text>
        {asSection ? (
          <Title order={2} size="h3" id="sobre-m15">
            Sobre o M15
          </Title>
        ) : (
          <Title order={1}>Bem-vindo ao M15</Title>
        )}
        <Text size="lg">
          O M15 é um método comprovado de ativação metabólica que transforma o seu corpo em 15 dias.
        </Text>
      </Stack>
      <ul className="m15-checklist">
        <li>Você não precisa pesar nada.</li>
        <li>Coma os alimentos indicados até ficar saciado.</li>
        <li>Prefira opções artesanais e sem processamento.</li>
      </ul>
      <div className="m15-actions">
        <CtaLink to="/perfil">Começar Agora</CtaLink>
        <CtaLink to="/instalar" variant="outline">
          Baixar no Celular
        </CtaLink>
      </div>
      <SafetyNote />
      <QuoteCard quote={quote} />
    </Stack>
  );
}
