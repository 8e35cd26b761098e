import { Stack, Text, Title } from '@mantine/core';
import { PageColumn, PageColumns } from '~/components/page-columns';
import { CtaLink } from '~/components/shell/cta-link';
import { SafetyNote } from './safety-note';
import { QuoteCard } from './quote-card';

/**
 * The specification's welcome (§1): what the method is, the two actions and
 * a motivational quote, for a new user (a user with a profile sees "Hoje").
 */
export function Welcome({ quote }: { quote: string }) {
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Text fw={700} c="var(--m15-accent-text)" size="sm">
          Desafio de 15 dias
        </Text>
        <Title order={1}>Bem-vindo ao M15</Title>
        <Text size="lg">
          O M15 é um método comprovado de ativação metabólica que transforma o seu corpo em 15 dias.
        </Text>
      </Stack>
      <PageColumns>
        <PageColumn>
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
        </PageColumn>
        <PageColumn>
          <SafetyNote />
          <QuoteCard quote={quote} />
        </PageColumn>
      </PageColumns>
    </Stack>
  );
}
