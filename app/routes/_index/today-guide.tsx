/**
 * What Hoje says about the day itself: what to do, and the note before a
 * fast. On the days of a block the check stopped, the day's guidance is the
 * ceto alternative with "converse com seu médico".
 */
import { isEveOf } from '~/domain/fasting-block';
import { SectionCard } from '~/components/section-card';
import { Paper, Text } from '@mantine/core';
import { TextLink } from '~/components/text-link';
import { DAY_GUIDE } from '~/content/day-guide';
import { ELECTROLYTES_TODAY } from '~/content/fasting-clock';
import { PRE_FAST_CHECK } from '~/content/pre-fast-check';
import { PRE_FAST_NOTE } from '~/content/safety';
import { TODAY_GUIDE } from '~/content/today-screen';
import { blockOfDay, type ChallengeDay } from '~/domain/challenge';
import ui from '~/components/ui.module.css';

/** The note before a fast, on the eve of each (domain's `isEveOf`: days 3 and 9), unless the check stopped that fast. */
function preFastNoteOf(day: number, stopped: boolean): string | null {
  if (stopped) return null;
  return isEveOf(day, 'jejum-1') ? PRE_FAST_NOTE.before4 : isEveOf(day, 'jejum-final') ? PRE_FAST_NOTE.before10 : null;
}

/** Whether TodayGuide draws anything: the screen lays out its columns by it. */
export function guideShows({
  status,
  stopped,
  withGuide = true,
}: {
  status: ChallengeDay | null;
  stopped: boolean;
  withGuide?: boolean;
}): boolean {
  if (status?.kind === 'after') return withGuide;
  if (status?.kind !== 'during') return true;
  return withGuide || preFastNoteOf(status.day, stopped) !== null;
}

/**
 * What to do today, and the note before a fast. `stopped`: the check stopped
 * this block's fast. `electrolytes`: a fasting day with its bottle (ticked in
 * the hero): the guidance says the daily limit and where the recipe is.
 */
export function TodayGuide({
  status,
  stopped,
  electrolytes = false,
  withGuide = true,
}: {
  status: ChallengeDay | null;
  stopped: boolean;
  electrolytes?: boolean;
  /** False when the way out of a fast is what to do now: that card is the day's guidance. */
  withGuide?: boolean;
}) {
  // One rule for whether this draws anything: the screen lays out its columns by the same.
  if (!guideShows({ status, stopped, withGuide })) return null;
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
  // After the 15 days the way out of the Final, while it lasts, is the day's one card of guidance: its last
  // step already says to go on eating cetocarnívora, so this card waits until that card is gone.
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
  const preFast = preFastNoteOf(status.day, stopped);
  return (
    <>
      {withGuide ? (
        <SectionCard id="o-que-fazer" title={TODAY_GUIDE.title} kind="guidance">
          <Text data-testid="day-guide">{stopped ? PRE_FAST_CHECK.stoppedGuide : DAY_GUIDE[status.day - 1]}</Text>
          {electrolytes ? (
            <Text mt="xs">
              <span data-testid="electrolyte-limit-today">{ELECTROLYTES_TODAY.limit}</span>{' '}
              <TextLink to={`/fases?fase=${block.id}`}>{ELECTROLYTES_TODAY.recipe}</TextLink>
            </Text>
          ) : null}
          <TextLink to={`/fases?fase=${stopped ? 'ceto-2' : block.id}`} standalone>
            {TODAY_GUIDE.phaseLink(stopped ? 'ceto-2' : block.id)}
          </TextLink>
        </SectionCard>
      ) : null}
      {preFast ? (
        <SectionCard id="antes-do-jejum" title={TODAY_GUIDE.preFastTitle}>
          <Text>{preFast}</Text>
          <TextLink
            to={`/fases?fase=${isEveOf(status.day, 'jejum-1') ? 'jejum-1' : 'jejum-final'}#seguranca`}
            standalone
          >
            {TODAY_GUIDE.preFastLink}
          </TextLink>
        </SectionCard>
      ) : null}
    </>
  );
}
