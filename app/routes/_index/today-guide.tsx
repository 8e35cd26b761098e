/**
 * What Hoje says about the day itself: what to do, and the note before a
 * fast. On the days of a block the check stopped, the day's guidance is the
 * ceto alternative with "converse com seu médico".
 */
import { Paper, Text, Title } from '@mantine/core';
import { TextLink } from '~/components/text-link';
import { DAY_GUIDE } from '~/content/day-guide';
import { PRE_FAST_CHECK } from '~/content/pre-fast-check';
import { PRE_FAST_NOTE } from '~/content/safety';
import { TODAY_GUIDE } from '~/content/today-screen';
import { blockOfDay, type ChallengeDay } from '~/domain/challenge';
import ui from '~/components/ui.module.css';

/** What to do today, and the note before a fast. `stopped`: the check stopped this block's fast. */
export function TodayGuide({ status, stopped }: { status: ChallengeDay | null; stopped: boolean }) {
  if (!status) {
    return (
      <Paper withBorder p="md" radius="lg">
        <Text>
          {TODAY_GUIDE.noStart.before} <TextLink to="/perfil">{TODAY_GUIDE.noStart.link}</TextLink>{' '}
          {TODAY_GUIDE.noStart.after}
        </Text>
      </Paper>
    );
  }
  if (status.kind === 'before') {
    return (
      <Paper withBorder p="md" radius="lg" className={ui.guidance}>
        <Text>
          {TODAY_GUIDE.before.before} <TextLink to="/fases">{TODAY_GUIDE.before.link}</TextLink>{' '}
          {TODAY_GUIDE.before.after(DAY_GUIDE[0]!)}
        </Text>
      </Paper>
    );
  }
  if (status.kind === 'after') {
    return (
      <Paper withBorder p="md" radius="lg" className={ui.guidance}>
        <Text>
          {TODAY_GUIDE.after.before} <TextLink to="/resultados">{TODAY_GUIDE.after.link}</TextLink>
          {TODAY_GUIDE.after.after}
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
      <Paper withBorder p="md" radius="lg" className={ui.guidance} component="section" aria-labelledby="o-que-fazer">
        <Title order={2} size="h4" id="o-que-fazer" mb="xs">
          {TODAY_GUIDE.title}
        </Title>
        <Text data-testid="day-guide">{stopped ? PRE_FAST_CHECK.stoppedGuide : DAY_GUIDE[status.day - 1]}</Text>
        <TextLink to={`/fases?fase=${stopped ? 'ceto-2' : block.id}`} standalone>
          {TODAY_GUIDE.phaseLink(stopped ? 'ceto-2' : block.id)}
        </TextLink>
      </Paper>
      {preFast ? (
        <Paper withBorder p="md" radius="lg" component="section" aria-labelledby="antes-do-jejum">
          <Title order={2} size="h4" id="antes-do-jejum" mb="xs">
            {TODAY_GUIDE.preFastTitle}
          </Title>
          <Text>{preFast}</Text>
          <TextLink to={`/fases?fase=${status.day === 3 ? 'jejum-1' : 'jejum-final'}#seguranca`} standalone>
            {TODAY_GUIDE.preFastLink}
          </TextLink>
        </Paper>
      ) : null}
    </>
  );
}
