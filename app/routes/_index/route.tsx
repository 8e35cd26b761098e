import { Stack, Text, Title } from '@mantine/core';
import { useLoaderData } from '@remix-run/react';
import { CtaLink } from '~/components/cta-link';
import { ChallengeToday } from '~/components/challenge-today';
import { QuoteCard } from './quote-card';
import { QUOTES } from '~/content/quotes';
import { localIsoDate } from '~/domain/dates';
import { challengeDay } from '~/domain/challenge';
import { pickRandom } from '~/domain/random';
import { pageTitle } from '~/lib/meta';
import { loadProfile } from '~/storage/profile';

export const meta = () => pageTitle('Início');

export function clientLoader() {
  // A new quote every time the welcome screen is shown.
  return {
    quote: pickRandom(QUOTES),
    today: challengeDay(loadProfile().startDate, localIsoDate(new Date())),
  };
}

export default function Welcome() {
  const { quote, today } = useLoaderData<typeof clientLoader>();
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Text fw={700} c="var(--m15-accent-text)" tt="uppercase" size="sm">
          Desafio de 15 dias
        </Text>
        <Title order={1}>Bem-vindo ao M15</Title>
        <Text size="lg">
          O M15 é um método comprovado de ativação metabólica que transforma o seu corpo em 15 dias.
        </Text>
      </Stack>
      {today ? <ChallengeToday status={today} /> : null}
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
      <QuoteCard quote={quote} />
    </Stack>
  );
}
