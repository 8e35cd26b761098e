/**
 * What Hoje says about the day itself: what to do, and the note before a
 * fast. On the days of a block the check stopped, the day's guidance is the
 * ceto alternative with "converse com seu médico" (issue 30).
 */
import { Paper, Text, Title } from '@mantine/core';
import { TextLink } from '~/components/text-link';
import { BLOCK_TEXT } from '~/content/blocks';
import { DAY_GUIDE } from '~/content/day-guide';
import { PRE_FAST_CHECK } from '~/content/pre-fast-check';
import { PRE_FAST_NOTE } from '~/content/safety';
import { blockOfDay, type ChallengeDay } from '~/domain/challenge';

/** What to do today, and the note before a fast. `stopped`: the check stopped this block's fast. */
export function TodayGuide({ status, stopped }: { status: ChallengeDay | null; stopped: boolean }) {
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
      <Paper withBorder p="md" radius="lg" className="m15-quote">
        <Text>
          Para manter os resultados, continue na alimentação cetocarnívora por mais 7 dias.{' '}
          <TextLink to="/resultados">Veja seus resultados</TextLink>.
        </Text>
      </Paper>
    );
  }
  const block = blockOfDay(status.day);
  const preFast = stopped
    ? null
    : status.day === 3
      ? PRE_FAST_NOTE.before4
      : status.day === 9
        ? PRE_FAST_NOTE.before10
        : null;
  return (
    <>
      <Paper withBorder p="md" radius="lg" className="m15-quote" component="section" aria-labelledby="o-que-fazer">
        <Title order={2} size="h4" id="o-que-fazer" mb="xs">
          O que fazer hoje
        </Title>
        <Text data-testid="day-guide">{stopped ? PRE_FAST_CHECK.stoppedGuide : DAY_GUIDE[status.day - 1]}</Text>
        <TextLink to={`/fases?fase=${stopped ? 'ceto-2' : block.id}`} standalone>
          Ver a fase {BLOCK_TEXT[stopped ? 'ceto-2' : block.id].tab}
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
    </>
  );
}
