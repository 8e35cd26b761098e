/**
 * What Hoje says about the day itself: what to do, the safety notes of the
 * day (before a fast, during one, breaking one), and the signs to stop.
 */
import { Paper, Stack, Text, Title } from '@mantine/core';
import { WarningSigns } from '~/components/safety';
import { TextLink } from '~/components/text-link';
import { BLOCK_TEXT } from '~/content/blocks';
import { DAY_GUIDE } from '~/content/day-guide';
import { type BreakFastGuide, FASTING_SAFETY, PRE_FAST_NOTE } from '~/content/safety';
import { blockOfDay, type ChallengeDay, isFastingDay } from '~/domain/challenge';

/** What to do today, and the safety notes that belong to today. */
export function TodayGuide({ status }: { status: ChallengeDay | null }) {
  if (!status) {
    return (
      <Paper withBorder p="md" radius="lg">
        <Text>
          Informe a data de início no <TextLink to="/perfil">Perfil</TextLink> para acompanhar cada dia do desafio.
        </Text>
      </Paper>
    );
  }
  if (status.kind === 'before') {
    return (
      <Paper withBorder p="md" radius="lg" className="m15-quote">
        <Text>
          Enquanto isso, conheça as <TextLink to="/fases">fases do protocolo</TextLink> e leia os cuidados com o jejum.
          No dia 1: {DAY_GUIDE[0]}
        </Text>
      </Paper>
    );
  }
  if (status.kind === 'after') {
    return (
      <Stack gap="md">
        {status.daysSinceEnd === 1 ? <BreakFast guide={FASTING_SAFETY.breakFast.day16} /> : null}
        <Paper withBorder p="md" radius="lg" className="m15-quote">
          <Text>
            Para manter os resultados, continue na alimentação cetocarnívora por mais 7 dias.{' '}
            <TextLink to="/resultados">Veja seus resultados</TextLink>.
          </Text>
        </Paper>
      </Stack>
    );
  }
  const block = blockOfDay(status.day);
  const preFast = status.day === 3 ? PRE_FAST_NOTE.before4 : status.day === 9 ? PRE_FAST_NOTE.before10 : null;
  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="lg" className="m15-quote" component="section" aria-labelledby="o-que-fazer">
        <Title order={2} size="h4" id="o-que-fazer" mb="xs">
          O que fazer hoje
        </Title>
        <Text data-testid="day-guide">{DAY_GUIDE[status.day - 1]}</Text>
        <TextLink to={`/fases?fase=${block.id}`} standalone>
          Ver a fase {BLOCK_TEXT[block.id].tab}
        </TextLink>
      </Paper>
      {preFast ? (
        <Paper withBorder p="md" radius="lg" component="section" aria-labelledby="antes-do-jejum">
          <Title order={2} size="h4" id="antes-do-jejum" mb="xs">
            Antes do jejum
          </Title>
          <Text>{preFast}</Text>
          <TextLink to={`/fases?fase=${status.day === 3 ? 'jejum-1' : 'jejum-final'}#seguranca`} standalone>
            Quem deve falar com um médico antes de jejuar
          </TextLink>
        </Paper>
      ) : null}
      {status.day === 7 ? <BreakFast guide={FASTING_SAFETY.breakFast.day7} /> : null}
    </Stack>
  );
}

/** On a fasting day, below the check-in: the signs to stop and what to do. */
export function FastingDaySigns({ status }: { status: ChallengeDay | null }) {
  if (status?.kind !== 'during' || !isFastingDay(status.day)) return null;
  return (
    <Paper withBorder p="md" radius="lg" component="section" aria-label="Sinais para parar o jejum">
      <WarningSigns />
    </Paper>
  );
}

/** How to come out of a fast (day 7, after Jejum I; day 16, after Jejum Final), step by step. */
function BreakFast({ guide }: { guide: BreakFastGuide }) {
  return (
    <Paper withBorder p="md" radius="lg" component="section" aria-labelledby="quebrar-jejum">
      <Title order={2} size="h4" id="quebrar-jejum" mb="xs">
        {guide.title}
      </Title>
      <ol className="m15-steps">
        {guide.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </Paper>
  );
}
